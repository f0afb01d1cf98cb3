package org.tabuleiro.server.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.HashMap;
import java.util.Map;
import org.jdbi.v3.core.Handle;
import org.junit.jupiter.api.AfterEach;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/**
 * "Pair all" as pairing jobs: every section's job started at once, the request waiting for them up to the inline wait;
 * a section still pairing after it is answered {@code running} with its job, which {@code GET /api/events/{id}/pairing}
 * then follows to its round. One section is held mid-job by the test (its event's row locked), deterministically.
 */
class ChampionshipPairingJobTest {
  private static final String WAIT = "tabuleiro.pairInlineMillis";

  @AfterEach
  void inlineWaitAsItWas() {
    System.clearProperty(WAIT);
  }

  @OnBothDatabases
  void aSectionStillPairingIsAJobTheOthersArePaired(TestServer server) throws Exception {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = ChampionshipTest.championship(arbiter);
    Map<String, Long> sections = ChampionshipTest.fourSections(arbiter, id);
    assertEquals(200, ChampionshipTest.importList(arbiter, id, ChampionshipTest.LIST).status());
    long held = sections.get("Infantis 1 M");
    System.setProperty(WAIT, "300");   // below H2's lock timeout (1-2 s), so the held job is still waiting
    try (Handle lock = server.server().database().jdbi().open()) {
      lock.begin();
      lock.createQuery("SELECT id FROM events WHERE id = :id FOR UPDATE").bind("id", held).mapTo(Long.class).one();
      var all = arbiter.api.post("/api/championships/" + id + "/rounds", null);
      assertEquals(200, all.status(), all.body());
      Map<Long, JsonNode> by = bySection(all.json());
      JsonNode running = by.get(held);
      assertEquals("running", running.get("status").asText(), running.toString());
      assertEquals(1, running.get("round").asInt());
      assertTrue(running.get("job").asLong() > 0, running.toString());
      for (var s : sections.entrySet()) {
        if (s.getValue() == held) continue;
        // paired within the wait, or (on a busy machine) still pairing: never refused
        assertTrue(java.util.Set.of("paired", "running").contains(by.get(s.getValue()).get("status").asText()), s.getKey() + ": " + by.get(s.getValue()));
        assertEquals(1, by.get(s.getValue()).get("round").asInt());
      }

      // Asked again while it runs: that section refused at once (its job runs).
      var again = bySection(arbiter.api.post("/api/championships/" + id + "/rounds", null).json());
      assertEquals("pairing_running", again.get(held).get("code").asText(), again.get(held).toString());
      lock.rollback();
    }
    JsonNode done = waitFor(arbiter, held);
    assertEquals("done", done.get("state").asText(), done.toString());
    assertEquals(2, done.get("result").get("boards").size());   // four boys
    for (long event : sections.values()) {
      JsonNode job = waitFor(arbiter, event);
      assertEquals(1, arbiter.api.get("/api/events/" + event).json().get("roundsPaired").asInt(), job.toString());
    }
  }

  private static Map<Long, JsonNode> bySection(JsonNode answer) {
    Map<Long, JsonNode> out = new HashMap<>();
    for (JsonNode s : answer.get("sections")) out.put(s.get("event").asLong(), s);
    assertEquals(4, out.size(), answer.toString());
    return out;
  }

  private static JsonNode waitFor(EventClient arbiter, long event) throws InterruptedException {
    long deadline = System.nanoTime() + 120_000_000_000L;
    while (true) {
      ApiClient.Response r = arbiter.api.get("/api/events/" + event + "/pairing");
      assertEquals(200, r.status(), r.body());
      if (!r.json().get("state").asText().equals("running")) return r.json();
      if (System.nanoTime() > deadline) throw new AssertionError("pairing job: " + r.body());
      Thread.sleep(10);
    }
  }
}
