package org.tabuleiro.server.rating;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.play.RatingPool;
import org.tabuleiro.tournament.rating.Glicko2Rating;

/** {@link RatingRepository} on the {@code ratings} and {@code rating_history} tables (migration V3). */
public final class JdbiRatingRepository implements RatingRepository {
  private final Jdbi jdbi;

  public JdbiRatingRepository(Jdbi jdbi) {
    this.jdbi = jdbi;
  }

  @Override
  public Optional<PlayerRating> find(long accountId, GameVariant variant, RatingPool pool) {
    return jdbi.withHandle(h -> h.createQuery("""
            SELECT rating, deviation, volatility, games FROM ratings
            WHERE account_id = :a AND game = :game AND pool = :pool""")
        .bind("a", accountId).bind("game", variant.key()).bind("pool", key(pool))
        .map((rs, ctx) -> new PlayerRating(accountId,
            new Glicko2Rating(rs.getDouble("rating"), rs.getDouble("deviation"), rs.getDouble("volatility")),
            rs.getInt("games")))
        .findOne());
  }

  @Override
  public void record(RatedGame g) {
    jdbi.useTransaction(h -> {
      save(h, g, g.whiteBefore(), g.whiteAfter());
      save(h, g, g.blackBefore(), g.blackAfter());
      h.createUpdate("""
              UPDATE games SET white_rating_before = :wb, white_rating_after = :wa, black_rating_before = :bb,
                               black_rating_after = :ba
              WHERE id = :id""")
          .bind("wb", g.whiteBefore().rating().rounded()).bind("wa", g.whiteAfter().rating().rounded())
          .bind("bb", g.blackBefore().rating().rounded()).bind("ba", g.blackAfter().rating().rounded())
          .bind("id", g.gameId())
          .execute();
    });
  }

  private static void save(Handle h, RatedGame g, PlayerRating before, PlayerRating after) {
    // The first rated game inserts the row; later ones update it (portable: no MERGE/ON CONFLICT dialects).
    String sql = before.games() == 0
        ? """
          INSERT INTO ratings (account_id, game, pool, rating, deviation, volatility, games, updated_at)
          VALUES (:a, :game, :pool, :rating, :deviation, :volatility, :games, :at)"""
        : """
          UPDATE ratings SET rating = :rating, deviation = :deviation, volatility = :volatility, games = :games,
                             updated_at = :at
          WHERE account_id = :a AND game = :game AND pool = :pool""";
    h.createUpdate(sql).bind("a", after.accountId()).bind("game", g.variant().key()).bind("pool", key(g.pool()))
        .bind("rating", after.rating().rating()).bind("deviation", after.rating().deviation())
        .bind("volatility", after.rating().volatility()).bind("games", after.games()).bind("at", g.at())
        .execute();
    h.createUpdate("""
            INSERT INTO rating_history (account_id, game, pool, game_id, rating, deviation, volatility, rated_at)
            VALUES (:a, :game, :pool, :gameId, :rating, :deviation, :volatility, :at)""")
        .bind("a", after.accountId()).bind("game", g.variant().key()).bind("pool", key(g.pool()))
        .bind("gameId", g.gameId()).bind("rating", after.rating().rating())
        .bind("deviation", after.rating().deviation()).bind("volatility", after.rating().volatility())
        .bind("at", g.at())
        .execute();
  }

  @Override
  public List<RankedPlayer> ranking(GameVariant variant, RatingPool pool, int limit) {
    return jdbi.withHandle(h -> h.createQuery("""
            SELECT a.username, r.rating, r.deviation, r.games FROM ratings r JOIN accounts a ON a.id = r.account_id
            WHERE r.game = :game AND r.pool = :pool AND a.closed_at IS NULL
            ORDER BY CASE WHEN r.deviation > :provisional THEN 1 ELSE 0 END, r.rating DESC, a.username_lower""")
        .bind("game", variant.key()).bind("pool", key(pool))
        .bind("provisional", Glicko2Rating.PROVISIONAL_DEVIATION)
        .setMaxRows(limit)
        .map((rs, ctx) -> new RankedPlayer(rs.getString("username"), (int) Math.round(rs.getDouble("rating")),
            (int) Math.round(rs.getDouble("deviation")),
            rs.getDouble("deviation") > Glicko2Rating.PROVISIONAL_DEVIATION, rs.getInt("games")))
        .list());
  }

  static String key(RatingPool pool) {
    return pool.name().toLowerCase(Locale.ROOT);
  }
}
