package org.tabuleiro.server.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.Map;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/**
 * A bye asked for before round 1 stays with the player who asked, though round 1 gives every player a new start
 * number (by rating): the bye is kept by player, not by the provisional number.
 */
class EventByeBeforeRoundOneTest {
  @OnBothDatabases
  void aByeAskedBeforeTheStartNumbersAreGivenStaysWithItsPlayer(TestServer server) {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = arbiter.createEvent(Map.of("name", "Aberto", "rounds", 3, "timeControl", "15+5", "ratingUsed", "fide"));
    // Registered lowest rating first: round 1 numbers them the other way round (Zeca 1 → 5, Ana 5 → 1).
    String csv = "name;rating\nZeca Lima;1200\nYara Reis;1300\nXavier Dias;1400\nBeto Cruz;1500\nAna Melo;1600\n";
    assertEquals(200, arbiter.csv(id, csv.getBytes(StandardCharsets.UTF_8), "text/csv").status());
    assertEquals(200, arbiter.api.patch("/api/events/" + id + "/players/1", Map.of("byes", Map.of("1", "H", "3", "Z"))).status());
    assertEquals(200, arbiter.api.patch("/api/events/" + id + "/players/4", Map.of("byes", Map.of("2", "H"))).status());

    var paired = arbiter.pair(id);
    assertEquals(200, paired.status(), paired.body());
    Map<String, JsonNode> byName = new java.util.HashMap<>();
    for (JsonNode p : arbiter.api.get("/api/events/" + id + "/players").json().get("players")) byName.put(p.get("name").asText(), p);
    JsonNode zeca = byName.get("Zeca Lima");
    JsonNode beto = byName.get("Beto Cruz");
    assertEquals(5, zeca.get("startNo").asInt());
    assertEquals("{\"1\":\"H\",\"3\":\"Z\"}", zeca.get("byes").toString());
    assertEquals("{\"2\":\"H\"}", beto.get("byes").toString());
    assertEquals("{}", byName.get("Ana Melo").get("byes").toString());
    for (JsonNode b : paired.json().get("boards")) {
      assertTrue(b.get("white").asInt() != 5 && (b.get("black").isNull() || b.get("black").asInt() != 5),
          "Zeca asked for a bye in round 1 and is not paired: " + paired.body());
    }
    String trf = arbiter.api.get("/api/events/" + id + "/export.trf").body();
    String zecaLine = trf.lines().filter(l -> l.startsWith("001") && l.contains("Zeca Lima")).findFirst().orElseThrow();
    assertTrue(zecaLine.contains("0000 - H"), zecaLine);
  }
}
