package org.tabuleiro.server.live;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabuleiro.server.config.ServerConfig;
import org.tabuleiro.server.db.DatabaseConfig;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.TestServer;

/** A server stopped mid-game and started again on the same H2 file: the game goes on where it was. */
class RestartTest {
  @Test
  void aGameInProgressSurvivesARestartWithItsPositionAndClocks(@TempDir Path dir) {
    ServerConfig config = ServerConfig.forTests(DatabaseConfig.h2File(dir), dir);
    long gameId;
    try (TestServer first = TestServer.start(config)) {
      ApiClient eva = first.client(), fabio = first.client();
      eva.register("eva", "lua-verde-da-eva");
      fabio.register("fabio", "lua-verde-do-fabio");
      long seekId = eva.post("/api/seeks", Map.of("timeControl", "5+3", "rated", true, "color", "white"))
          .json().path("id").asLong();
      gameId = fabio.post("/api/seeks/" + seekId + "/accept", null).json().path("gameId").asLong();
      int port = first.server().port();
      try (var white = SocketClient.open(port, gameId, eva); var black = SocketClient.open(port, gameId, fabio)) {
        white.next("state");
        black.next("state");
        white.send("{\"t\":\"move\",\"move\":\"e2e4\"}");
        white.next("event");
        white.next("ack");
        black.next("event");
        first.clock().advance(Duration.ofSeconds(10));
        black.send("{\"t\":\"move\",\"move\":\"e7e5\"}");
        black.next("event");
        black.next("ack");
      }
      first.clock().advance(Duration.ofSeconds(20));   // White thinks 20 s, then the server stops
    }

    // The new server's clock starts at TestServer.START again, before the last event: the turn restarts at that
    // event, as after a long downtime it restarts at the restart.
    try (TestServer second = TestServer.start(config)) {
      ApiClient eva = second.client();
      assertEquals(200, eva.login("eva", "lua-verde-da-eva").status());
      try (var white = SocketClient.open(second.server().port(), gameId, eva)) {
        JsonNode state = white.next("state");
        assertEquals(5, state.path("v").asInt(), "Started, two moves, and the restart's Adjourned and Resumed");
        assertEquals("e2e4 e7e5", String.join(" ", state.path("moves").valueStream().map(JsonNode::asText).toList()));
        assertEquals("white", state.path("turn").asText());
        assertEquals(300_000, state.path("clock").path("white").asLong(), "the 20 s before the stop are not charged");
        assertEquals(293_000, state.path("clock").path("black").asLong(), "10 s used, 3 s bonus");
        assertEquals("white", state.path("clock").path("running").asText());

        second.clock().advance(Duration.ofSeconds(14));   // 10 s to reach the last event's instant, then 4 s
        white.send("{\"t\":\"move\",\"move\":\"g1f3\"}");
        JsonNode move = white.next("event").path("event");
        assertEquals("g1f3", move.path("move").asText());
        assertEquals(299_000, move.path("clock").asLong(), "4 s used, 3 s bonus");
      }
    }
  }
}
