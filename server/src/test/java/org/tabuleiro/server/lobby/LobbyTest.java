package org.tabuleiro.server.lobby;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

class LobbyTest {
  @OnBothDatabases
  void seeksAreCheckedBeforeTheyReachTheLobby(TestServer server) {
    ApiClient guest = server.client();
    assertEquals("not_signed_in", guest.post("/api/seeks", Map.of("timeControl", "5+3")).errorCode());
    ApiClient gil = server.client();
    gil.register("gil", "lua-verde-do-gil");
    assertEquals("rated_needs_clock",
        gil.post("/api/seeks", Map.of("timeControl", "unlimited", "rated", true)).errorCode());
    assertEquals("rated_needs_clock", gil.post("/api/seeks", Map.of("timeControl", "3d", "rated", true)).errorCode());
    assertEquals("invalid_time_control", gil.post("/api/seeks", Map.of("timeControl", "5+")).errorCode());
    assertEquals("invalid_game", gil.post("/api/seeks", Map.of("game", "go", "timeControl", "5+3")).errorCode());
    assertEquals("invalid_color", gil.post("/api/seeks", Map.of("timeControl", "5+3", "color", "red")).errorCode());
    assertEquals("invalid_rated", gil.post("/api/seeks", Map.of("timeControl", "5+3", "rated", "yes")).errorCode());
    assertEquals(0, gil.get("/api/seeks").json().path("seeks").size(), "nothing refused was posted");

    var casual = gil.post("/api/seeks", Map.of("game", "brazilian", "timeControl", "unlimited"));
    assertEquals(201, casual.status(), casual.body());
    assertEquals("brazilian", casual.json().path("game").asText());
    assertEquals("random", casual.json().path("color").asText());
    gil.post("/api/seeks", Map.of("timeControl", "3d"));
    gil.post("/api/seeks", Map.of("timeControl", "1+0"));
    var fourth = gil.post("/api/seeks", Map.of("timeControl", "2+1"));
    assertEquals(409, fourth.status());
    assertEquals("too_many_seeks", fourth.errorCode());
  }

  @OnBothDatabases
  void onlyTheSeekerCancelsAndOnlyAnotherPlayerAccepts(TestServer server) {
    ApiClient hugo = server.client(), ines = server.client();
    hugo.register("hugo", "lua-verde-do-hugo");
    ines.register("ines", "lua-verde-da-ines");
    long first = hugo.post("/api/seeks", Map.of("timeControl", "3+2", "color", "black")).json().path("id").asLong();
    long second = hugo.post("/api/seeks", Map.of("timeControl", "10")).json().path("id").asLong();

    assertEquals("own_seek", hugo.post("/api/seeks/" + first + "/accept", null).errorCode());
    assertEquals(403, ines.delete("/api/seeks/" + second).status());
    assertEquals(204, hugo.delete("/api/seeks/" + second).status());
    assertEquals(404, ines.post("/api/seeks/" + second + "/accept", null).status());

    var accepted = ines.post("/api/seeks/" + first + "/accept", null);
    assertEquals(201, accepted.status());
    var game = ines.get("/api/games/" + accepted.json().path("gameId").asLong()).json();
    assertEquals("ines", game.path("white").asText(), "Hugo asked for Black");
    assertEquals("hugo", game.path("black").asText());
    assertEquals("playing", game.path("status").asText());
    assertEquals("3+2", game.path("timeControl").asText());
    assertEquals(404, ines.post("/api/seeks/" + first + "/accept", null).status(), "a seek is taken once");
    assertEquals("game_not_found", ines.get("/api/games/123456").errorCode());
    assertEquals("game_not_found", ines.get("/api/games/nope.pgn").errorCode());
  }
}
