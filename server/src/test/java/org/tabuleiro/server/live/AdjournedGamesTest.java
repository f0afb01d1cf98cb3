package org.tabuleiro.server.live;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.Map;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/** GET /api/me/adjourned: a casual game saved by both players is listed for each of them until it is resumed. */
class AdjournedGamesTest {
  @OnBothDatabases
  void aSavedGameIsListedForBothPlayersUntilOneResumesIt(TestServer server) {
    ApiClient ana = server.client(), bruno = server.client(), carla = server.client();
    assertEquals(201, ana.register("ana", "segredo-da-ana").status());
    assertEquals(201, bruno.register("bruno", "segredo-do-bruno").status());
    assertEquals(201, carla.register("carla", "segredo-da-carla").status());
    var seek = ana.post("/api/seeks", Map.of("game", "chess", "timeControl", "10+5", "rated", false, "color", "white"));
    long gameId = bruno.post("/api/seeks/" + seek.json().path("id").asLong() + "/accept", null).json().path("gameId").asLong();
    assertEquals(0, ana.get("/api/me/adjourned").json().path("games").size(), "a game being played is not saved");

    int port = server.server().port();
    try (var white = SocketClient.open(port, gameId, ana); var black = SocketClient.open(port, gameId, bruno)) {
      white.next("state");
      black.next("state");
      white.send("{\"t\":\"move\",\"move\":\"e2e4\",\"id\":1}");
      acked(white);
      white.send("{\"t\":\"offer\",\"what\":\"adjournment\",\"id\":2}");
      acked(white);
      black.send("{\"t\":\"accept\",\"what\":\"adjournment\",\"id\":3}");
      acked(black);

      for (ApiClient player : new ApiClient[] {ana, bruno}) {
        JsonNode games = player.get("/api/me/adjourned").json().path("games");
        assertEquals(1, games.size(), games.toString());
        assertEquals(gameId, games.get(0).path("id").asLong());
        assertEquals("ana", games.get(0).path("white").asText());
        assertEquals("bruno", games.get(0).path("black").asText());
        assertEquals(1, games.get(0).path("plies").asInt());
        assertEquals("black", games.get(0).path("turn").asText());
      }
      assertEquals(0, carla.get("/api/me/adjourned").json().path("games").size(), "only the players' own games");

      black.send("{\"t\":\"resume\",\"id\":4}");
      acked(black);
      assertEquals(0, ana.get("/api/me/adjourned").json().path("games").size(), "a resumed game is no longer saved");
    }
    assertEquals(401, server.client().get("/api/me/adjourned").status());
  }

  /** Skips the command's events (they come first) to its ack; an error frame fails. */
  private static void acked(SocketClient socket) {
    for (JsonNode frame = socket.next(); !frame.path("t").asText().equals("ack"); frame = socket.next()) {
      assertEquals("event", frame.path("t").asText(), frame.toString());
    }
  }
}
