package org.tabuleiro.server.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/** Registration by hand, a player linked to a club account, and seeding by the club rating. */
class EventRegistrationTest {
  @OnBothDatabases
  void aLinkedPlayerIsSeededByTheClubRatingWhenTheEventUsesIt(TestServer server) {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    EventClient.player(server, "aluna");
    long aluna = server.server().database().jdbi().withHandle(h -> h.createQuery("SELECT id FROM accounts WHERE username = 'aluna'")
        .mapTo(Long.class).one());
    // 15+5 is a rapid game (about 18 minutes a player); her rapid chess rating is 2201.6
    server.server().database().jdbi().useHandle(h -> h.createUpdate("""
            INSERT INTO ratings (account_id, game, pool, rating, deviation, volatility, games, updated_at)
            VALUES (:a, 'chess', 'rapid', 2201.6, 60, 0.06, 40, :at)""").bind("a", aluna).bind("at", Instant.parse("2026-02-01T10:00:00Z")).execute());
    long id = arbiter.createEvent(Map.of("name", "Clube", "rounds", 3, "timeControl", "15+5", "ratingUsed", "club"));
    assertEquals(200, arbiter.csv(id, "name;rating\nRui;1900\nSara;1800\nTiago;1700\n".getBytes(StandardCharsets.UTF_8), "text/csv").status());

    var unknown = arbiter.api.post("/api/events/" + id + "/players", Map.of("name", "X", "account", "ninguem"));
    assertEquals(400, unknown.status());
    assertEquals("unknown_account", unknown.errorCode());
    var linked = arbiter.api.post("/api/events/" + id + "/players", Map.of("name", "Aluna Sousa", "rating", 1500, "account", "aluna"));
    assertEquals(201, linked.status(), linked.body());
    var twice = arbiter.api.post("/api/events/" + id + "/players", Map.of("name", "Outra", "account", "aluna"));
    assertEquals(400, twice.status());
    assertEquals("account_already_linked", twice.errorCode());
    var badGender = arbiter.api.post("/api/events/" + id + "/players", Map.of("name", "Y", "gender", "X"));
    assertEquals(400, badGender.status());
    assertEquals("invalid_gender", badGender.errorCode());

    assertEquals(200, arbiter.pair(id).status());
    var players = arbiter.api.get("/api/events/" + id + "/players").json().get("players");
    assertEquals("Aluna Sousa", players.get(0).get("name").asText(), "seeded first by her club rating");
    assertEquals("aluna", players.get(0).get("account").asText());
    assertEquals(1500, players.get(0).get("rating").asInt(), "the registered rating is kept");
    String trf = server.client().get("/api/events/" + id + "/export.trf").body();
    String line = trf.lines().filter(l -> l.startsWith("001    1")).findFirst().orElseThrow();
    assertEquals("2202", line.substring(48, 52), "the TRF carries the rating used: " + line);

    Map<String, Object> unlink = new HashMap<>();
    unlink.put("account", null);
    var r = arbiter.api.patch("/api/events/" + id + "/players/1", unlink);
    assertEquals(200, r.status(), r.body());
    assertTrue(r.json().get("account").isNull());
  }
}
