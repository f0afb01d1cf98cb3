package org.tabuleiro.server.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.RawWebSocket;
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
      // The server clock stands still in tests: all 25 messages fall into one second. The first 20 are answered
      // (nothing to decline), the 21st refused, naming it, the last 4 dropped unanswered.
      for (int i = 1; i <= 25; i++) white.send("{\"t\":\"decline\",\"id\":" + i + "}");
      for (int i = 1; i <= 21; i++) {
        JsonNode error = white.next("error");
        assertEquals(i <= 20 ? "nothing_to_answer" : "rate_limited", code(error), error.toString());
        assertEquals(i, error.path("id").asInt(), error.toString());
      }
      white.expectSilence();
      server.clock().advance(java.time.Duration.ofSeconds(1));
      white.send("{\"t\":\"move\",\"move\":\"d2d4\",\"id\":9}");
      assertEquals("d2d4", white.next("event").path("event").path("move").asText());
      assertEquals(9, white.next("ack").path("id").asInt());
    }
  }

  @OnBothDatabases
  void errorFramesNameTheMessageTheyAnswerWhenItsIdCanBeRead(TestServer server) {
    Table t = table(server);
    try (var white = SocketClient.open(server.server().port(), t.gameId(), t.white())) {
      white.next("state");
      String[][] cases = {
          {"{\"id\":5,\"t\":\"move\",\"move\":\"e2e4\",\"lag\":-5}", "invalid_message", "5"},
          {"{\"t\":\"move\",\"lag\":\"x\",\"move\":\"e2e4\",\"id\":6}", "invalid_message", "6"},
          {"{\"t\":\"castle-everything\",\"id\":7}", "unknown_message", "7"},
          {"{\"id\":8,\"t\":\"move\",\"move\":", "malformed_json", "8"},
          {"{\"t\":[1,{\"a\":2}],\"id\":9,\"move\": nonsense}", "malformed_json", "9"},
          {"{\"t\":\"move\" \"id\":10}", "malformed_json", null},
          {"{\"id\":\"eleven\",\"t\":\"castle\"}", "unknown_message", null},
          {"[{\"id\":12}]", "expected_object", null},
          {"{\"id\":13,\"t\":\"move\",\"move\":\"" + "e".repeat(5000) + "\"}", "frame_too_large", "13"}};
      for (String[] c : cases) {
        white.send(c[0]);
        JsonNode error = white.next("error");
        String shown = c[0].length() > 60 ? c[0].substring(0, 60) + "..." : c[0];
        assertEquals(c[1], code(error), shown);
        if (c[2] == null) {
          assertTrue(error.path("id").isMissingNode(), shown + " has no id to echo: " + error);
        } else {
          assertEquals(Long.parseLong(c[2]), error.path("id").asLong(-1), shown + ": " + error);
        }
      }
    }
  }

  @OnBothDatabases
  void syncIsAnsweredTwiceASecondPerSocketAndTwentyTimesPerAddress(TestServer server) throws Exception {
    Table t = table(server);
    int port = server.server().port();
    try (var white = SocketClient.open(port, t.gameId(), t.white()); var black = SocketClient.open(port, t.gameId(), t.black())) {
      white.next("state");
      black.next("state");
      white.send("{\"t\":\"move\",\"move\":\"e2e4\"}");
      white.next("event");
      white.next("ack");
      black.next("event");
      // Clock frozen: one window. Each answered sync since 1 resends the one event after it; the third is refused,
      // naming it, the fourth dropped.
      for (int i = 1; i <= 4; i++) black.send("{\"t\":\"sync\",\"since\":1,\"id\":" + i + "}");
      assertEquals(2, black.next("event").path("v").asInt());
      assertEquals(2, black.next("event").path("v").asInt());
      JsonNode refused = black.next("error");
      assertEquals("rate_limited", code(refused));
      assertEquals(3, refused.path("id").asInt(), "the error names the refused sync");
      black.expectSilence();
    }
    // 25 spectators of one address (127.0.0.5), one sync each: the address's 20 a second are answered.
    List<RawWebSocket> watchers = new ArrayList<>();
    try {
      for (int i = 0; i < 25; i++) {
        var answer = RawWebSocket.open("127.0.0.5", port, "/ws/game/" + t.gameId(), Map.of());
        assertEquals(101, answer.status());
        assertTrue(answer.socket().next(Duration.ofSeconds(5)).startsWith("{\"t\":\"state\""));
        watchers.add(answer.socket());
      }
      for (RawWebSocket w : watchers) w.send("{\"t\":\"sync\",\"since\":1}");
      // The address's 20 a second are answered, the next refused, the rest dropped.
      int answered = 0, limited = 0, silent = 0;
      for (RawWebSocket w : watchers) {
        String frame;
        try {
          frame = w.next(Duration.ofMillis(500));
        } catch (java.net.SocketTimeoutException nothing) {
          silent++;
          continue;
        }
        if (frame.startsWith("{\"t\":\"event\"")) answered++;
        if (frame.contains("\"rate_limited\"")) limited++;
      }
      assertEquals(SocketGate.SYNCS_PER_ADDRESS, answered);
      assertEquals(1, limited);
      assertEquals(25 - SocketGate.SYNCS_PER_ADDRESS - 1, silent);
    } finally {
      watchers.forEach(RawWebSocket::close);
    }
  }

  @OnBothDatabases
  void aSyncFromFurtherBackThanTheServerKeepsGetsTheWholeState(TestServer server) {
    Table t = table(server);
    int port = server.server().port();
    List<String> moves = RawTable.LONG_GAME.subList(0, LiveView.RECENT + 2);
    try (var white = SocketClient.open(port, t.gameId(), t.white()); var black = SocketClient.open(port, t.gameId(), t.black())) {
      white.next("state");
      black.next("state");
      for (int i = 0; i < moves.size(); i++) {
        SocketClient mover = i % 2 == 0 ? white : black;
        mover.send("{\"t\":\"move\",\"move\":\"" + moves.get(i) + "\"}");
        white.next("event");
        black.next("event");
        mover.next("ack");
      }
    }
    int version = moves.size() + 1;
    try (var late = SocketClient.anonymous(port, t.gameId())) {
      JsonNode first = late.next("state");
      late.send("{\"t\":\"sync\",\"since\":0}");
      JsonNode again = late.next("state");
      assertEquals(version, again.path("v").asInt());
      assertEquals(first.path("moves"), again.path("moves"));
      assertEquals(moves.size(), again.path("moves").size());
      assertEquals(first.path("clock"), again.path("clock"), "the clock frozen, the same clocks");
      late.send("{\"t\":\"sync\",\"since\":" + (version - LiveView.RECENT) + "}");
      for (int v = version - LiveView.RECENT + 1; v <= version; v++) {
        JsonNode e = late.next("event");
        assertEquals(v, e.path("v").asInt());
        assertEquals(v == version, e.has("after"), "only the last resent event carries the game after it");
      }
      late.expectSilence();
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
