package org.tabuleiro.server.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/**
 * "Desafie o computador" over real sockets: a player starts a casual game against the computer, plays it to its
 * end, and finds it in the archive against the computer's account. (Think times run at the test pace set in the
 * build, tabuleiro.computer.pace.)
 */
class ComputerOpponentOverSocketsTest {
  @OnBothDatabases
  void aPlayerFinishesABrazilianGameAgainstTheComputer(TestServer server) {
    ApiClient ana = server.client();
    assertEquals(201, ana.register("ana", "segredo-da-ana").status());
    var started = ana.post("/api/computer/games", Map.of("game", "brazilian", "level", 8, "color", "white"));
    assertEquals(201, started.status(), started.body());
    long gameId = started.json().path("gameId").asLong();
    assertEquals("Computador-8", started.json().path("computer").asText());

    String outcome = null;
    int plies = 0, id = 0;
    try (var socket = SocketClient.open(server.server().port(), gameId, ana)) {
      JsonNode state = socket.next("state");
      JsonNode legal = state.path("legalMoves");
      assertEquals("white", state.path("you").asText());
      while (outcome == null && plies < 400) {
        // Ana plays her first legal move; the computer answers each one. A second passes on the server's clock
        // between her moves, as it would for a person (the socket's flood limit counts per second).
        server.clock().advance(java.time.Duration.ofSeconds(1));
        socket.send("{\"t\":\"move\",\"move\":\"" + legal.get(0).asText() + "\",\"id\":" + (++id) + "}");
        JsonNode after = nextState(socket);
        plies++;
        if ((outcome = ended(after)) != null) break;
        after = nextState(socket);  // the computer's answer
        plies++;
        if ((outcome = ended(after)) != null) break;
        assertEquals("white", after.path("turn").asText(), after.toString());
        legal = after.path("legalMoves");
      }
    }
    assertTrue(outcome != null, "the game ended within 400 plies");
    // Level 8 against first-legal-move play: the computer wins.
    assertEquals("black_wins", outcome);
    JsonNode listed = ana.get("/api/players/ana/games?game=brazilian").json().path("games").get(0);
    assertEquals(gameId, listed.path("id").asLong());
    assertEquals("Computador-8", listed.path("black").asText());
    assertEquals(false, listed.path("rated").asBoolean());
    assertEquals("loss", listed.path("result").asText());
  }

  @OnBothDatabases
  void theComputerOpensAChessGameAndMatesAPlayerWhoMovesAtRandom(TestServer server) {
    ApiClient bia = server.client();
    assertEquals(201, bia.register("bia", "segredo-da-bia").status());
    var started = bia.post("/api/computer/games", Map.of("game", "chess", "level", 8, "color", "black"));
    assertEquals(201, started.status(), started.body());
    long gameId = started.json().path("gameId").asLong();
    java.util.Random random = new java.util.Random(5);
    String outcome = null;
    int plies = 0, id = 0;
    try (var socket = SocketClient.open(server.server().port(), gameId, bia)) {
      assertEquals("black", socket.next("state").path("you").asText());
      JsonNode after = nextState(socket);  // the computer has White and moves first
      plies++;
      while ((outcome = ended(after)) == null && plies < 300) {
        assertEquals("black", after.path("turn").asText(), after.toString());
        JsonNode legal = after.path("legalMoves");
        server.clock().advance(java.time.Duration.ofSeconds(1));
        socket.send("{\"t\":\"move\",\"move\":\"" + legal.get(random.nextInt(legal.size())).asText()
            + "\",\"id\":" + (++id) + "}");
        after = nextState(socket);
        plies++;
        if ((outcome = ended(after)) != null) break;
        after = nextState(socket);
        plies++;
      }
      assertEquals("white_wins", outcome, "level 8 mates random moves");
      assertEquals("checkmate", after.path("result").path("termination").asText());
    }
    var pgn = bia.get("/api/games/" + gameId + ".pgn");
    assertTrue(pgn.body().contains("[White \"Computador-8\"]"), pgn.body());
    assertTrue(pgn.body().contains("#"), "the PGN ends with the mate: " + pgn.body());
  }

  @OnBothDatabases
  void badRequestsAreRefusedWithAReason(TestServer server) {
    {
      ApiClient guest = server.client();
      assertEquals(401, guest.post("/api/computer/games", Map.of("game", "chess", "level", 1)).status());
      ApiClient bia = server.client();
      assertEquals(201, bia.register("bia", "segredo-da-bia").status());
      assertEquals("invalid_level", bia.post("/api/computer/games", Map.of("game", "chess", "level", 9)).errorCode());
      assertEquals("invalid_level", bia.post("/api/computer/games", Map.of("game", "chess")).errorCode());
      assertEquals("invalid_game", bia.post("/api/computer/games", Map.of("game", "go", "level", 1)).errorCode());
      assertEquals("username_reserved", server.client().register("Computador-9", "outro-segredo-1").errorCode());
      assertEquals(8, bia.get("/api/computer/levels").json().path("levels").size());
    }
  }

  /** The game after the next batch of events (the last event of a batch carries it), skipping acks. */
  private static JsonNode nextState(SocketClient socket) {
    while (true) {
      JsonNode f = socket.next();
      if (f.path("t").asText().equals("error")) throw new AssertionError(f.toString());
      if (f.path("t").asText().equals("event") && f.has("after")) return f.path("after");
    }
  }

  private static String ended(JsonNode after) {
    JsonNode result = after.path("result");
    return result.isMissingNode() || result.isNull() ? null : result.path("outcome").asText();
  }
}
