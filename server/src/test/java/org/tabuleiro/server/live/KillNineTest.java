package org.tabuleiro.server.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.ServerProcess;

/**
 * The server process is killed with SIGKILL mid-game (no shutdown, no flush) and started again on the same H2
 * file: every acknowledged move is there, and the game goes on under the downtime policy (the side to move has
 * its turn again from the restart with the time it had when the turn began; the other clock is as it was).
 */
class KillNineTest {
  private static final Duration START_WITHIN = Duration.ofSeconds(60);

  @Test
  @Timeout(value = 180, unit = TimeUnit.SECONDS)
  void aGameSurvivesTheServerProcessBeingKilled(@TempDir Path dir) throws Exception {
    long gameId;
    List<String> acknowledged = new ArrayList<>();
    long whiteAtTurnStart, blackLeft;
    try (ServerProcess first = ServerProcess.start(dir, START_WITHIN)) {
      ApiClient eva = first.client(), fabio = first.client();
      assertEquals(201, eva.register("eva", "lua-verde-da-eva").status());
      assertEquals(201, fabio.register("fabio", "lua-verde-do-fabio").status());
      long seekId = eva.post("/api/seeks", Map.of("timeControl", "5+3", "rated", true, "color", "white"))
          .json().path("id").asLong();
      gameId = fabio.post("/api/seeks/" + seekId + "/accept", null).json().path("gameId").asLong();
      long lastWhiteClock = 0, lastBlackClock = 0;
      try (var white = SocketClient.open(first.port(), gameId, eva);
           var black = SocketClient.open(first.port(), gameId, fabio)) {
        white.next("state");
        black.next("state");
        String[] moves = {"e2e4", "e7e5", "g1f3", "b8c6"};
        for (int i = 0; i < moves.length; i++) {
          SocketClient mover = i % 2 == 0 ? white : black, other = i % 2 == 0 ? black : white;
          Thread.sleep(i == 2 ? 1500 : 150);   // thinking time, so the clocks differ from the start
          mover.send("{\"t\":\"move\",\"move\":\"" + moves[i] + "\",\"id\":" + i + "}");
          JsonNode event = mover.next("event").path("event");
          assertEquals(i + 2, mover.next("ack").path("v").asInt());
          acknowledged.add(moves[i]);
          other.next("event");
          if (i % 2 == 0) lastWhiteClock = event.path("clock").asLong(); else lastBlackClock = event.path("clock").asLong();
        }
      }
      whiteAtTurnStart = lastWhiteClock;
      blackLeft = lastBlackClock;
      first.kill();   // at once: an acknowledged move must not wait in a write buffer
    }

    long restartedAt = System.nanoTime();
    try (ServerProcess second = ServerProcess.start(dir, START_WITHIN)) {
      ApiClient eva = second.client(), fabio = second.client();
      assertEquals(200, eva.login("eva", "lua-verde-da-eva").status());
      assertEquals(200, fabio.login("fabio", "lua-verde-do-fabio").status());
      try (var white = SocketClient.open(second.port(), gameId, eva);
           var black = SocketClient.open(second.port(), gameId, fabio)) {
        JsonNode state = white.next("state");
        long sinceRestart = TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - restartedAt);
        assertEquals(7, state.path("v").asInt(), "started, four moves, then the restart's adjourned and resumed");
        assertEquals(acknowledged, state.path("moves").valueStream().map(JsonNode::asText).toList());
        assertEquals("white", state.path("turn").asText());
        assertEquals("white", state.path("clock").path("running").asText());
        assertEquals(blackLeft, state.path("clock").path("black").asLong(), "the waiting side's clock is as it was");
        long whiteNow = state.path("clock").path("white").asLong();
        assertTrue(whiteNow <= whiteAtTurnStart && whiteNow >= whiteAtTurnStart - sinceRestart,
            "White has the turn again from the restart: " + whiteNow + " of " + whiteAtTurnStart
                + " ms, " + sinceRestart + " ms since the restart began");

        white.send("{\"t\":\"sync\",\"since\":5}");
        assertEquals("adjourned", white.next("event").path("event").path("type").asText());
        assertEquals("resumed", white.next("event").path("event").path("type").asText());

        black.next("state");
        white.send("{\"t\":\"move\",\"move\":\"f1c4\",\"id\":9}");
        assertEquals("f1c4", white.next("event").path("event").path("move").asText());
        assertEquals(8, white.next("ack").path("v").asInt());
        assertEquals("f1c4", black.next("event").path("event").path("move").asText());
        black.send("{\"t\":\"move\",\"move\":\"g8f6\",\"id\":10}");
        black.next("event");
        assertEquals(9, black.next("ack").path("v").asInt());
      }
      JsonNode game = eva.get("/api/games/" + gameId).json();
      assertEquals("e2e4 e7e5 g1f3 b8c6 f1c4 g8f6",
          String.join(" ", game.path("moves").valueStream().map(JsonNode::asText).toList()));
    }
  }
}
