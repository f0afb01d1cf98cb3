package org.tabuleiro.server.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.List;
import org.tabuleiro.play.Command;
import org.tabuleiro.play.Game;
import org.tabuleiro.play.GameEvent;
import org.tabuleiro.play.GameSetup;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.play.RatingPool;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.play.Update;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.server.account.JdbiAccountRepository;
import org.tabuleiro.server.account.Profile;
import org.tabuleiro.server.db.Database;
import org.tabuleiro.server.game.GameEventJson;
import org.tabuleiro.server.game.JdbiGameRepository;
import org.tabuleiro.server.game.StoredEvent;
import org.tabuleiro.server.game.StoredGame;
import org.tabuleiro.server.http.Json;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.tournament.rating.Glicko2;
import org.tabuleiro.tournament.rating.Glicko2Rating;
import org.tabuleiro.server.testing.TypedMoves;

class RatingServiceTest {
  private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");

  private record Setting(Database db, JdbiGameRepository games, JdbiRatingRepository ratings, RatingService service,
      long white, long black) {
    StoredGame game(GameSetup setup) {
      return games.create(setup, white, black, new StoredEvent(1, new GameEvent.Started(T0)), T0);
    }
  }

  private static Setting setting(Database db) {
    var accounts = new JdbiAccountRepository(db.jdbi());
    var none = new Profile(null, null, null, null, null);
    long w = accounts.create("joana", "x", none, T0).orElseThrow().id();
    long b = accounts.create("kleber", "x", none, T0).orElseThrow().id();
    var ratings = new JdbiRatingRepository(db.jdbi());
    return new Setting(db, new JdbiGameRepository(db.jdbi(), new GameEventJson(Json.mapper())), ratings,
        new RatingService(ratings, () -> T0), w, b);
  }

  private static Game afterCommands(GameSetup setup, Command... commands) {
    Game g = Game.start(setup, T0).game();
    for (Command c : commands) g = ((Update.Applied) g.apply(c, T0.plusSeconds(1))).game();
    return g;
  }

  private static final GameSetup BLITZ = GameSetup.online(GameVariant.CHESS, TimeControl.parse("5+3"), true);

  @OnBothDatabases
  void aRatedWinMovesBothRatingsByGlicko2AndIsWrittenDown(Database db) {
    Setting s = setting(db);
    StoredGame stored = s.game(BLITZ);
    s.service().gameEnded(stored, afterCommands(BLITZ, new Command.Move(Color.WHITE, TypedMoves.chessFromStart("e2e4")),
        new Command.Resign(Color.BLACK)));

    Glicko2Rating expected = new Glicko2(RatingService.TAU).update(Glicko2Rating.newcomer(),
        List.of(new Glicko2.Result(Glicko2Rating.newcomer(), 1)));
    PlayerRating white = s.ratings().find(s.white(), GameVariant.CHESS, RatingPool.BLITZ).orElseThrow();
    PlayerRating black = s.ratings().find(s.black(), GameVariant.CHESS, RatingPool.BLITZ).orElseThrow();
    assertEquals(expected.rating(), white.rating().rating(), 1e-9);
    assertEquals(3000 - expected.rating(), black.rating().rating(), 1e-9, "newcomers move symmetrically");
    assertEquals(1, white.games());
    assertTrue(s.ratings().find(s.white(), GameVariant.CHESS, RatingPool.RAPID).isEmpty(), "other pools untouched");

    var ranking = s.ratings().ranking(GameVariant.CHESS, RatingPool.BLITZ, 10);
    assertEquals(List.of("joana", "kleber"), ranking.stream().map(RankedPlayer::username).toList());
    int[] columns = s.db().jdbi().withHandle(h -> h.createQuery("""
            SELECT white_rating_before, white_rating_after, black_rating_after FROM games WHERE id = :id""")
        .bind("id", stored.id())
        .map((rs, ctx) -> new int[] {rs.getInt(1), rs.getInt(2), rs.getInt(3)}).one());
    assertEquals(1500, columns[0]);
    assertEquals(expected.rounded(), columns[1]);

    // A second game starts from the stored ratings, not from newcomers.
    s.service().gameEnded(s.game(BLITZ), afterCommands(BLITZ, new Command.Move(Color.WHITE, TypedMoves.chessFromStart("e2e4")),
        new Command.Resign(Color.BLACK)));
    PlayerRating again = s.ratings().find(s.white(), GameVariant.CHESS, RatingPool.BLITZ).orElseThrow();
    assertEquals(2, again.games());
    assertEquals(new Glicko2(RatingService.TAU).update(white.rating(),
        List.of(new Glicko2.Result(black.rating(), 1))).rating(), again.rating().rating(), 1e-9);
    assertEquals(4, (int) s.db().jdbi().withHandle(h -> h.createQuery("SELECT COUNT(*) FROM rating_history")
        .mapTo(Integer.class).one()));
  }

  @OnBothDatabases
  void casualAndAbortedGamesChangeNoRating(Database db) {
    Setting s = setting(db);
    GameSetup casual = GameSetup.online(GameVariant.CHESS, TimeControl.parse("5+3"), false);
    s.service().gameEnded(s.game(casual), afterCommands(casual, new Command.Resign(Color.WHITE)));
    s.service().gameEnded(s.game(BLITZ), afterCommands(BLITZ, new Command.Abort(Color.WHITE)));
    assertTrue(s.ratings().ranking(GameVariant.CHESS, RatingPool.BLITZ, 10).isEmpty());
  }
}
