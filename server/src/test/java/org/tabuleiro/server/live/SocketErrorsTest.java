package org.tabuleiro.server.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/** Bad messages get an error frame, change nothing, and leave the socket and the game usable. */
class SocketErrorsTest {
  private record Table(ApiClient white, ApiClient black, long gameId) {}

  private static Table table(TestServer server) {
    ApiClient w = server.client(), b = server.client();
    w.register("carla", "lua-verde-da-carla");
    b.register("duarte", "lua-verde-do-duarte");
    long seekId = w.post("/api/seeks", Map.of("timeControl", "10+5", "color", "white")).json().path("id").asLong();
    return new Table(w, b, b.post("/api/seeks/" + seekId + "/accept", null).json().path("gameId").asLong());
  }

  private static String code(JsonNode error) {
    assertEquals("error", error.path("t").asText(), error.toString());
    return error.path("code").asText();
  }

  @OnBothDatabases
  void badMessagesAreAnsweredWithErrorsAndChangeNothing(TestServer server) {
    Table t = table(server);
    int port = server.server().port();
    try (var white = SocketClient.open(port, t.gameId(), t.white()); var black = SocketClient.open(port, t.gameId(), t.black());
         var spectator = SocketClient.anonymous(port, t.gameId())) {
      white.next("state");
      black.next("state");
      spectator.next("state");

      white.send("{not json");
      assertEquals("malformed_json", code(white.next()));
      white.send("{\"t\":\"move\",\"move\":\"" + "e".repeat(5000) + "\"}");
      assertEquals("frame_too_large", code(white.next()));
      white.send("{\"t\":\"castle-everything\"}");
      assertEquals("unknown_message", code(white.next()));
      white.send("{\"t\":\"move\",\"move\":\"e2e4\",\"lag\":-5}");
      assertEquals("invalid_message", code(white.next()));
      black.send("{\"t\":\"move\",\"move\":\"e7e5\",\"id\":1}");
      JsonNode notYourTurn = black.next();
      assertEquals("not_your_turn", code(notYourTurn));
      assertEquals(1, notYourTurn.path("id").asInt(), "the error names the message it answers");
      white.send("{\"t\":\"move\",\"move\":\"e2e5\"}");
      assertEquals("illegal_move", code(white.next()));
      spectator.send("{\"t\":\"resign\"}");
      assertEquals("not_a_player", code(spectator.next()));
      black.expectSilence();

      // Still the start position at version 1: a good move now is version 2, seen by everyone.
      white.send("{\"t\":\"move\",\"move\":\"e2e4\",\"id\":2}");
      assertEquals(2, spectator.next("event").path("v").asInt());
      assertEquals(2, black.next("event").path("v").asInt());
      assertEquals(2, white.next("event").path("v").asInt());
      assertEquals(2, white.next("ack").path("v").asInt());
    }
  }

  @OnBothDatabases
  void aFloodingSocketIsThrottledWithoutClosing(TestServer server) {
    Table t = table(server);
    try (var white = SocketClient.open(server.server().port(), t.gameId(), t.white())) {
      white.next("state");
      // The server clock stands still in tests: all 25 messages fall into one second.
      // since=1 at version 1 answers nothing: the first 20 are silent, the last 5 refused.
      for (int i = 0; i < 25; i++) white.send("{\"t\":\"sync\",\"since\":1}");
      for (int i = 0; i < 5; i++) assertEquals("rate_limited", code(white.next()));
      white.expectSilence();
      server.clock().advance(java.time.Duration.ofSeconds(1));
      white.send("{\"t\":\"move\",\"move\":\"d2d4\",\"id\":9}");
      assertEquals("d2d4", white.next("event").path("event").path("move").asText());
      assertEquals(9, white.next("ack").path("id").asInt());
    }
  }

  @OnBothDatabases
  void syncSinceAVersionGivesExactlyTheMissedEvents(TestServer server) {
    Table t = table(server);
    int port = server.server().port();
    try (var white = SocketClient.open(port, t.gameId(), t.white()); var black = SocketClient.open(port, t.gameId(), t.black())) {
      white.next("state");
      black.next("state");
      for (String m : new String[] {"e2e4", "c7c5", "g1f3"}) {
        SocketClient mover = m.equals("c7c5") ? black : white;
        mover.send("{\"t\":\"move\",\"move\":\"" + m + "\"}");
        white.next("event");
        black.next("event");
        mover.next("ack");
      }
    }
    try (var black = SocketClient.open(port, t.gameId(), t.black())) {
      JsonNode state = black.next("state");
      assertEquals(4, state.path("v").asInt());
      assertEquals("e2e4 c7c5 g1f3", String.join(" ", state.path("moves").valueStream().map(JsonNode::asText).toList()));
      black.send("{\"t\":\"sync\",\"since\":2}");
      JsonNode c5 = black.next("event"), nf3 = black.next("event");
      assertEquals("c7c5", c5.path("event").path("move").asText());
      assertTrue(c5.path("after").isMissingNode(), "only the game's current version carries the game after it");
      assertEquals("g1f3", nf3.path("event").path("move").asText());
      assertEquals(state.path("fen"), nf3.path("after").path("fen"));
      assertEquals(state.path("legalMoves"), nf3.path("after").path("legalMoves"));
      black.expectSilence();
    }
  }

  @OnBothDatabases
  void aSocketForAGameThatDoesNotExistIsToldSo(TestServer server) {
    try (var lost = SocketClient.anonymous(server.server().port(), 999_999)) {
      assertEquals("game_not_found", code(lost.next()));
    }
  }
}
