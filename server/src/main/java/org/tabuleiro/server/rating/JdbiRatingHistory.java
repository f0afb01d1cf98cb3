package org.tabuleiro.server.rating;

import java.time.OffsetDateTime;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.JdbiException;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.play.RatingPool;
import org.tabuleiro.server.db.StorageException;
import org.tabuleiro.tournament.rating.Glicko2Rating;

/** The read side of ratings for profiles: a player's current ratings and their history (migrations V3, V4). */
public final class JdbiRatingHistory {
  /** A chart needs no more: a daily player reaches it in years; the oldest points are left out beyond it. */
  static final int MAX_POINTS = 2000;

  private final Jdbi jdbi;

  public JdbiRatingHistory(Jdbi jdbi) {
    this.jdbi = jdbi;
  }

  /** A player as the rating routes name them: the account id and the username as its owner spells it. */
  public record Player(long id, String username) {}

  /** The player of a username typed in any case, if there is one. */
  public Optional<Player> player(String username) {
    return guarded(() -> jdbi.withHandle(h -> h.createQuery(
            "SELECT id, username FROM accounts WHERE username_lower = :n")
        .bind("n", username.toLowerCase(Locale.ROOT))
        .map((rs, ctx) -> new Player(rs.getLong("id"), rs.getString("username"))).findOne()));
  }

  /** Every rating the player has, chess first then the draughts, fastest pool first. */
  public List<CurrentRating> current(long accountId) {
    List<CurrentRating> all = guarded(() -> jdbi.withHandle(h -> h.createQuery("""
            SELECT game, pool, rating, deviation, games, updated_at FROM ratings WHERE account_id = :a""")
        .bind("a", accountId)
        .map((rs, ctx) -> new CurrentRating(rs.getString("game"), rs.getString("pool"),
            (int) Math.round(rs.getDouble("rating")), (int) Math.round(rs.getDouble("deviation")),
            rs.getDouble("deviation") > Glicko2Rating.PROVISIONAL_DEVIATION, rs.getInt("games"),
            rs.getObject("updated_at", OffsetDateTime.class).toInstant().toString()))
        .list()));
    return all.stream().sorted(java.util.Comparator
        .comparing((CurrentRating r) -> GameVariant.byKey(r.game()).ordinal())
        .thenComparing(r -> RatingPool.valueOf(r.pool().toUpperCase(Locale.ROOT)).ordinal())).toList();
  }

  /** The player's ratings in one game and pool after each rated game, oldest first (the last {@value #MAX_POINTS}). */
  public List<RatingPoint> history(long accountId, GameVariant variant, RatingPool pool) {
    List<RatingPoint> newestFirst = guarded(() -> jdbi.withHandle(h -> h.createQuery("""
            SELECT rated_at, rating, deviation, game_id FROM rating_history
            WHERE account_id = :a AND game = :game AND pool = :pool ORDER BY id DESC""")
        .bind("a", accountId).bind("game", variant.key()).bind("pool", JdbiRatingRepository.key(pool))
        .setMaxRows(MAX_POINTS)
        .map((rs, ctx) -> new RatingPoint(rs.getObject("rated_at", OffsetDateTime.class).toInstant().toString(),
            (int) Math.round(rs.getDouble("rating")), (int) Math.round(rs.getDouble("deviation")),
            rs.getLong("game_id")))
        .list()));
    return newestFirst.reversed();
  }

  private static <T> T guarded(java.util.function.Supplier<T> work) {
    try {
      return work.get();
    } catch (JdbiException e) {
      throw new StorageException("cannot read ratings: " + e.getMessage(), e);
    }
  }
}
