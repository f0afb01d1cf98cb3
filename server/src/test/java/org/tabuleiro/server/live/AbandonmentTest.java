package org.tabuleiro.server.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.Map;
import org.tabuleiro.play.GameSetup;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.server.db.Database;
import org.tabuleiro.server.game.GameEventJson;
import org.tabuleiro.server.game.JdbiGameRepository;
import org.tabuleiro.server.http.Json;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.MutableClock;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;
import org.tabuleiro.server.testing.TypedMoves;

/** A player who left for 60 s loses the right to the game; a game nobody starts within 60 s is called off. */
class AbandonmentTest {
  @OnBothDatabases
  void theOpponentOfAPlayerGoneForAMinuteClaimsTheWin(TestServer server) throws Exception {
    ApiClient ana = server.client(), bruno = server.client();
    ana.register("ana", "segredo-da-ana");
    bruno.register("bruno", "segredo-do-bruno");
    long seek = ana.post("/api/seeks", Map.of("timeControl", "5+3", "color", "white")).json().path("id").asLong();
    long gameId = bruno.post("/api/seeks/" + seek + "/accept", null).json().path("gameId").asLong();
    int port = server.server().port();
    try (var white = SocketClient.open(port, gameId, ana); var watcher = SocketClient.anonymous(port, gameId)) {
      white.next("state");
      watcher.next("state");
      white.send("{\"t\":\"claim-victory\"}");
      assertEquals("too_early", white.next("error").path("code").asText(), "before both moved: abort, not claim");
      try (var black = SocketClient.open(port, gameId, bruno)) {
        black.next("state");
        white.send("{\"t\":\"move\",\"move\":\"e2e4\"}");
        white.next("event");
        white.next("ack");
        black.send("{\"t\":\"move\",\"move\":\"e7e5\"}");
        white.next("event");
        watcher.next("event");
        watcher.next("event");
        white.send("{\"t\":\"claim-victory\"}");
        assertEquals("opponent_present", white.next("error").path("code").asText());
      }
      Thread.sleep(300);   // the server sees Black's socket close
      server.clock().advance(Duration.ofSeconds(59));
      white.send("{\"t\":\"call-draw\"}");
      assertEquals("too_early", white.next("error").path("code").asText(), "59 s is not a minute");
      watcher.send("{\"t\":\"claim-victory\"}");
      assertEquals("not_a_player", watcher.next("error").path("code").asText());

      server.clock().advance(Duration.ofSeconds(1));
      white.send("{\"t\":\"claim-victory\",\"id\":5}");
      JsonNode ended = white.next("event").path("event");
      assertEquals("ended", ended.path("type").asText());
      assertEquals("white_wins", ended.path("outcome").asText());
      assertEquals("abandonment", ended.path("termination").asText());
      assertEquals(5, white.next("ack").path("id").asInt());
      assertEquals("abandonment", watcher.next("event").path("event").path("termination").asText());
    }
  }

  @OnBothDatabases
  void aGameWhoseFirstMovesNeverComeIsAbortedAfterAMinute(Database db) {
    var clock = new MutableClock(TestServer.START);
    var flags = new ManualFlagScheduler();
    var repo = new JdbiGameRepository(db.jdbi(), new GameEventJson(Json.mapper()));
    var games = new LiveGames(repo, new InMemoryGameEventBus(), clock, flags, (s, g) -> {},
        new LiveTimeouts(Duration.ofSeconds(60), Duration.ofSeconds(60)));
    GameSetup setup = GameSetup.online(GameVariant.CHESS, TimeControl.parse("5+3"), true);

    LiveGame nobodyMoves = games.create(setup, null, null);
    assertEquals(TestServer.START.plusSeconds(60), flags.next());
    clock.advance(Duration.ofSeconds(59));
    flags.runDue(clock.instant());
    assertFalse(nobodyMoves.snapshot().game().isOver());
    clock.advance(Duration.ofSeconds(1));
    flags.runDue(clock.instant());
    var game = nobodyMoves.snapshot().game();
    assertTrue(game.isOver());
    assertNull(game.result().outcome(), "aborted: no result");

    LiveGame blackNeverReplies = games.create(setup, null, null);
    clock.advance(Duration.ofSeconds(30));
    TypedMoves.submit(blackNeverReplies, Color.WHITE, "e2e4");
    clock.advance(Duration.ofSeconds(59));
    flags.runDue(clock.instant());
    assertFalse(blackNeverReplies.snapshot().game().isOver(), "Black's minute starts at White's move");
    clock.advance(Duration.ofSeconds(1));
    flags.runDue(clock.instant());
    assertTrue(blackNeverReplies.snapshot().game().isOver());

    LiveGame played = games.create(setup, null, null);
    TypedMoves.submit(played, Color.WHITE, "e2e4");
    TypedMoves.submit(played, Color.BLACK, "e7e5");
    clock.advance(Duration.ofSeconds(120));
    flags.runDue(clock.instant());
    assertFalse(played.snapshot().game().isOver(), "once both sides moved, only flags and players end it");
  }
}
