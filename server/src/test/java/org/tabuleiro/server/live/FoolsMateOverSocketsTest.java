package org.tabuleiro.server.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/** The acceptance path: sign up, seek, accept, play over WebSockets, read the game back as PGN. */
class FoolsMateOverSocketsTest {
  private static final String[] AFTER = {"rnbqkbnr/pppppppp/8/8/8/5P2/PPPPP1PP/RNBQKBNR",
      "rnbqkbnr/pppp1ppp/8/4p3/8/5P2/PPPPP1PP/RNBQKBNR", "rnbqkbnr/pppp1ppp/8/4p3/6P1/5P2/PPPPP2P/RNBQKBNR"};
  private static final int[] LEGAL = {20, 19, 30};

  @OnBothDatabases
  void twoPlayersMeetInTheLobbyAndPlayFoolsMateOverSockets(TestServer server) {
    ApiClient ana = server.client(), bruno = server.client();
    assertEquals(201, ana.register("ana", "segredo-da-ana").status());
    assertEquals(201, bruno.register("bruno", "segredo-do-bruno").status());

    var seek = ana.post("/api/seeks", Map.of("game", "chess", "timeControl", "5+3", "rated", true, "color", "white"));
    assertEquals(201, seek.status(), seek.body());
    assertEquals(1, bruno.get("/api/seeks").json().path("seeks").size());
    var accepted = bruno.post("/api/seeks/" + seek.json().path("id").asLong() + "/accept", null);
    assertEquals(201, accepted.status(), accepted.body());
    long gameId = accepted.json().path("gameId").asLong();
    assertEquals(0, bruno.get("/api/seeks").json().path("seeks").size(), "an accepted seek leaves the lobby");

    int port = server.server().port();
    try (var white = SocketClient.open(port, gameId, ana); var black = SocketClient.open(port, gameId, bruno);
         var watcher = SocketClient.anonymous(port, gameId)) {
      JsonNode state = white.next("state");
      assertEquals("white", state.path("you").asText());
      assertEquals("ana", state.path("game").path("players").path("white").asText());
      assertEquals(20, state.path("legalMoves").size());
      assertEquals("black", black.next("state").path("you").asText());
      assertTrue(watcher.next("state").path("you").isNull());

      String[] moves = {"f2f3", "e7e5", "g2g4", "d8h4"};
      for (int i = 0; i < moves.length; i++) {
        SocketClient mover = i % 2 == 0 ? white : black;
        mover.send("{\"t\":\"move\",\"move\":\"" + moves[i] + "\",\"lag\":40,\"id\":" + (i + 10) + "}");
        JsonNode first = null;
        for (SocketClient each : new SocketClient[] {white, black, watcher}) {
          JsonNode event = each.next("event");
          assertEquals(i + 2, event.path("v").asInt());
          assertEquals(moves[i], event.path("event").path("move").asText());
          if (first != null) assertEquals(first, event, "one frame for every socket, players and spectators");
          first = event;
        }
        // The game after the move travels with it, unless more of the batch follows (the mate's `ended`).
        JsonNode after = first.path("after");
        if (i < moves.length - 1) {
          assertEquals(AFTER[i], after.path("fen").asText().split(" ")[0]);
          assertEquals(i % 2 == 0 ? "black" : "white", after.path("turn").asText());
          assertEquals(LEGAL[i], after.path("legalMoves").size());
          assertTrue(after.path("canAbort").asBoolean() == (i == 0), after.toString());
          assertTrue(after.path("result").isNull() && !after.path("canClaimDraw").asBoolean());
          assertEquals(i % 2 == 0 ? "black" : "white", after.path("clock").path("running").asText());
        } else {
          assertTrue(after.isMissingNode(), first.toString());
        }
        if (i == moves.length - 1) {
          for (SocketClient each : new SocketClient[] {white, black, watcher}) {
            JsonNode ended = each.next("event");
            assertEquals(6, ended.path("v").asInt());
            assertEquals("ended", ended.path("event").path("type").asText());
            assertEquals("black_wins", ended.path("event").path("outcome").asText());
            assertEquals("checkmate", ended.path("event").path("termination").asText());
            assertEquals("0-1", ended.path("after").path("result").path("text").asText());
            assertEquals(0, ended.path("after").path("legalMoves").size());
          }
        }
        // The ack comes after the events: it is sent only once the move is stored (and published).
        JsonNode ack = mover.next("ack");
        assertEquals(i + 10, ack.path("id").asInt());
        assertEquals(i + 2 + (i == moves.length - 1 ? 1 : 0), ack.path("v").asInt());
      }
      white.expectSilence();
    }

    JsonNode game = ana.get("/api/games/" + gameId).json();
    assertEquals("ended", game.path("status").asText());
    assertEquals("checkmate", game.path("termination").asText());
    String pgn = ana.get("/api/games/" + gameId + ".pgn").body();
    assertTrue(pgn.contains("[White \"ana\"]") && pgn.contains("[Black \"bruno\"]"), pgn);
    assertTrue(pgn.contains("[Event \"Rated blitz game\"]") && pgn.contains("[Date \"2026.03.01\"]"), pgn);
    assertTrue(pgn.contains("[Result \"0-1\"]") && pgn.contains("2... Qh4#"), pgn);
    JsonNode ranking = ana.get("/api/ranking/chess/blitz").json().path("players");
    assertEquals("bruno", ranking.get(0).path("username").asText(), "the winner gained: 5+3 is blitz");
    assertTrue(ranking.get(0).path("rating").asInt() > 1500 && ranking.get(1).path("rating").asInt() < 1500);
    assertEquals("ranking_not_found", ana.get("/api/ranking/chess/lightning").errorCode());

    // Later visitors of the finished game see its end; commands find it over.
    try (var late = SocketClient.open(port, gameId, ana)) {
      JsonNode state = late.next("state");
      assertEquals("0-1", state.path("result").path("text").asText());
      assertEquals(0, state.path("legalMoves").size());
      late.send("{\"t\":\"resign\"}");
      assertEquals("game_over", late.next("error").path("code").asText());
    }
    assertEquals(gameId, bruno.get("/api/players/ana/games").json().path("games").get(0).path("id").asLong());
  }
}
