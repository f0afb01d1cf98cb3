package org.tabuleiro.server.library;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.jdbi.v3.core.Jdbi;
import org.tabuleiro.play.Game;
import org.tabuleiro.play.RatingPool;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.AccountService;
import org.tabuleiro.server.event.http.EventModule;
import org.tabuleiro.server.game.GameRepository;
import org.tabuleiro.server.game.GameTags;
import org.tabuleiro.server.game.StoredGame;
import org.tabuleiro.server.live.LiveGames;

/**
 * {@link LibrarySources} over the club's parts: an event's export ({@link EventModule#gamesFile}) and a game's
 * PGN/PDN as {@code GET /api/games/{id}.pgn} writes it, with the players' ratings before the game as
 * {@code WhiteElo}/{@code BlackElo} (the explorer's average rating).
 */
public final class LibraryClubSources implements LibrarySources {
  private final Jdbi jdbi;
  private final LiveGames live;
  private final GameRepository games;
  private final AccountService accounts;
  private final EventModule events;

  public LibraryClubSources(Jdbi jdbi, LiveGames live, GameRepository games, AccountService accounts,
      EventModule events) {
    this.jdbi = jdbi;
    this.live = live;
    this.games = games;
    this.accounts = accounts;
    this.events = events;
  }

  @Override
  public GameFile eventGames(Optional<Account> viewer, long eventId) {
    EventModule.GamesFile f = events.gamesFile(viewer, eventId);
    return new GameFile(f.game(), f.name(), f.text());
  }

  @Override
  public Optional<ClubGame> clubGame(long gameId) {
    return live.find(gameId).map(g -> {
      var s = g.snapshot();
      // The row, not the snapshot's creation-time copy: it has the result once the game has ended.
      return clubGame(games.find(gameId).orElse(s.stored()), s.game());
    });
  }

  @Override
  public ClubGame clubGame(StoredGame stored, Game game) {
    List<String[]> tags = new ArrayList<>(GameTags.of(stored, name(stored.whiteId()), name(stored.blackId())));
    Integer[] elo = ratingsBefore(stored.id());
    if (elo[0] != null) tags.add(new String[] {"WhiteElo", elo[0].toString()});
    if (elo[1] != null) tags.add(new String[] {"BlackElo", elo[1].toString()});
    String pool = stored.setup().control().ratingPool().map(RatingPool::name).map(p -> p.toLowerCase(Locale.ROOT))
        .orElse(null);
    boolean over = game.result() != null && game.result().outcome() != null;
    return new ClubGame(stored.id(), stored.setup().variant().key(), pool, stored.setup().rated(), over,
        game.export(tags));
  }

  private Integer[] ratingsBefore(long gameId) {
    return jdbi.withHandle(h -> h.createQuery("SELECT white_rating_before, black_rating_before FROM games WHERE id = :id")
        .bind("id", gameId)
        .map((rs, ctx) -> new Integer[] {(Integer) rs.getObject(1, Integer.class), (Integer) rs.getObject(2, Integer.class)})
        .findOne().orElse(new Integer[2]));
  }

  @Override
  public List<Long> finishedRatedGamesNotInClub() {
    return jdbi.withHandle(h -> h.createQuery("""
            SELECT g.id FROM games g WHERE g.rated AND g.status = 'ended' AND g.outcome IS NOT NULL
              AND NOT EXISTS (SELECT 1 FROM library_club_games c WHERE c.game_id = g.id)
            ORDER BY g.id""")
        .mapTo(Long.class).list());
  }

  private String name(Long accountId) {
    return accountId == null ? null : accounts.find(accountId).map(Account::username).orElse(null);
  }
}
