package org.tabuleiro.server.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.JsonSocket;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.PlayedGames;
import org.tabuleiro.server.testing.TestServer;

/**
 * The arena's routes and refusals: created by an admin or arbiter only, with its fields checked; two players who join
 * are paired at once and told on their feed; a berserk halves the clock there and is refused in any other game; a
 * finished arena takes nobody; pausing someone who is not in it is refused.
 */
class ArenaRoutesTest {
  private static final Duration WAIT = Duration.ofSeconds(10);

  @OnBothDatabases
  void arenasAreCreatedJoinedAndRefusedClearly(TestServer server) {
    ApiClient admin = server.client();
    assertEquals(201, admin.register("diretora", "lua-azul-salta-1").status());
    ApiClient ana = server.client(), bia = server.client();
    assertEquals(201, ana.register("ana", "lua-azul-salta-1").status());
    assertEquals(201, bia.register("bia", "lua-azul-salta-1").status());
    refused(ana.post("/api/arenas", Map.of("name", "X", "timeControl", "3+0", "minutes", 30)), 403, "not_arbiter");
    Map<String, Object> base = Map.of("name", "Arena", "timeControl", "3+0", "minutes", 30);
    refused(admin.post("/api/arenas", with(base, "minutes", 0)), 400, "invalid_minutes");
    refused(admin.post("/api/arenas", with(base, "timeControl", "3d")), 400, "invalid_time_control");
    refused(admin.post("/api/arenas", with(base, "timeControl", "3 minutos")), 400, "invalid_time_control");
    refused(admin.post("/api/arenas", with(base, "waitSeconds", 1)), 400, "invalid_wait");
    refused(admin.post("/api/arenas", with(base, "startsAt", "amanhã")), 400, "invalid_date");
    refused(admin.post("/api/arenas", with(base, "game", "go")), 400, "invalid_game");
    refused(admin.post("/api/arenas", Map.of("timeControl", "3+0", "minutes", 30)), 400, "missing_field");
    assertEquals(0, admin.get("/api/arenas").json().path("arenas").size(), "nothing was created");

    var created = admin.post("/api/arenas", base);
    assertEquals(201, created.status(), created.body());
    long id = created.json().path("id").asLong();
    assertEquals("running", created.json().path("arena").path("status").asText());
    try (JsonSocket a = JsonSocket.open(server.server().port(), "/ws/me", ana);
         JsonSocket b = JsonSocket.open(server.server().port(), "/ws/me", bia)) {
      assertNotNull(a.await("notifications", WAIT));
      assertNotNull(b.await("notifications", WAIT));
      refused(ana.post("/api/arenas/" + id + "/pause", null), 409, "not_joined");
      assertEquals(200, ana.post("/api/arenas/" + id + "/join", null).status());
      assertEquals(200, bia.post("/api/arenas/" + id + "/join", null).status());
      JsonNode n = a.await(f -> f.path("notification").path("type").asText().equals("arenaGame"), WAIT);
      assertNotNull(n, "Ana is told of her game");
      long gameId = n.path("notification").path("gameId").asLong();
      ApiClient white = n.path("notification").path("color").asText().equals("white") ? ana : bia;
      try (JsonSocket g = JsonSocket.open(server.server().port(), "/ws/game/" + gameId, white)) {
        JsonNode state = g.await("state", WAIT);
        assertEquals("arena:" + id + ":1", state.path("game").path("origin").asText());
        g.send("{\"t\":\"berserk\",\"id\":1}");
        JsonNode ev = g.await("event", WAIT);
        assertEquals("berserk", ev.path("event").path("type").asText(), ev.toString());
        assertEquals(90_000, ev.path("after").path("clock").path(state.path("you").asText()).asLong(), 1_000, "half of 3 minutes");
      }
      JsonNode board = admin.get("/api/arenas/" + id).json().path("leaderboard");
      assertEquals(2, board.size());
      assertEquals("playing", board.get(0).path("state").asText());
      assertEquals(1, admin.get("/api/arenas/" + id + "/games").json().path("games").size());
    }
    // Berserk outside an arena.
    long casual = PlayedGames.play(server, ana, bia, "chess", "5+3", false, List.of(), null);
    try (JsonSocket g = JsonSocket.open(server.server().port(), "/ws/game/" + casual, ana)) {
      g.await("state", WAIT);
      g.send("{\"t\":\"berserk\",\"id\":1}");
      JsonNode error = g.await("error", WAIT);
      assertEquals("not_allowed", error.path("code").asText(), error.toString());
    }
    // A finished arena.
    var old = admin.post("/api/arenas", with(with(base, "minutes", 1), "startsAt", "2026-02-28T10:00:00Z"));
    long over = old.json().path("id").asLong();
    assertEquals("finished", old.json().path("arena").path("status").asText());
    refused(ana.post("/api/arenas/" + over + "/join", null), 409, "arena_finished");
    refused(ana.post("/api/arenas/999999/join", null), 404, "arena_not_found");
  }

  private static Map<String, Object> with(Map<String, Object> base, String key, Object value) {
    Map<String, Object> m = new HashMap<>(base);
    m.put(key, value);
    return m;
  }

  private static void refused(ApiClient.Response r, int status, String code) {
    assertEquals(status, r.status(), r.body());
    assertEquals(code, r.errorCode(), r.body());
    assertFalse(r.json().path("error").path("message").asText().isBlank());
    assertTrue(r.json().path("error").path("message").asText().chars().anyMatch(c -> c > 127) || r.status() == 404
        || r.json().path("error").path("message").asText().contains(" "), r.body());
  }
}
