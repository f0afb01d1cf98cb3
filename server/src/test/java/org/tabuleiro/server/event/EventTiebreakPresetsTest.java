package org.tabuleiro.server.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/** The tiebreak presets an event may name: each gives its list, and the standings follow it as the CLI does. */
class EventTiebreakPresetsTest {
  @OnBothDatabases
  void eachPresetGivesItsListAndTheStandingsFollowIt(TestServer server) throws Exception {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    Map<String, List<String>> expected = Map.of(
        "school", List.of("DE", "BH-C1", "BH", "SB", "WIN"),
        "fide-swiss", List.of("BH-C1", "BH", "DE", "ARO-C1", "WIN", "BWG", "BPG", "SB"),
        "fide-swiss-unrated", List.of("BH-C1", "BH", "SB", "PS", "DE", "WIN", "BWG"),
        "fide-round-robin", List.of("DE", "WIN", "SB", "KS"));
    Random rnd = new Random(4);
    for (var en : expected.entrySet()) {
      String system = en.getKey().equals("fide-round-robin") ? "round-robin" : "swiss";
      long id = arbiter.createEvent(Map.of("name", en.getKey(), "system", system, "rounds", 3, "timeControl", "15+5",
          "tiebreaks", en.getKey().toUpperCase()));
      List<String> got = new ArrayList<>();
      arbiter.api.get("/api/events/" + id).json().get("tiebreaks").forEach(t -> got.add(t.asText()));
      assertEquals(en.getValue(), got, en.getKey());
      StringBuilder csv = new StringBuilder("name;rating\n");
      for (int i = 1; i <= 7; i++) csv.append("Jogador ").append(i).append(';').append(i == 4 ? "" : 2000 - 50 * i).append('\n');
      assertEquals(200, arbiter.csv(id, csv.toString().getBytes(StandardCharsets.UTF_8), "text/csv").status());
      for (int round = 1; round <= 3; round++) {
        for (JsonNode b : arbiter.pair(id).json().get("boards")) {
          if (!b.get("black").isNull()) {
            arbiter.result(id, round, b.get("board").asInt(), List.of("1-0", "0-1", "1/2-1/2").get(rnd.nextInt(3)));
          }
        }
      }
      String tsv = server.client().get("/api/events/" + id + "/standings.tsv").body();
      assertEquals("rank\tstart_no\tname\tpoints\t" + String.join("\t", en.getValue()), tsv.split("\n")[0]);
      String trf = server.client().get("/api/events/" + id + "/export.trf").body();
      assertEquals(EventRunTest.cliStandings(trf, String.join(",", en.getValue())), tsv, en.getKey());
    }
    var unknown = arbiter.api.post("/api/events", Map.of("name", "X", "rounds", 3, "timeControl", "15+5", "tiebreaks", "fide"));
    assertEquals(400, unknown.status());
    assertEquals("invalid_tiebreaks", unknown.errorCode());
    assertTrue(unknown.json().path("error").path("message").asText().contains("\"fide-round-robin\" (DE, WIN, SB, KS)"), unknown.body());
  }
}
