package org.tabuleiro.server.event;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.charset.StandardCharsets;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import org.jdbi.v3.core.Handle;
import org.junit.jupiter.api.AfterEach;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/**
 * Pairings as jobs ({@code POST .../rounds}, {@code GET .../pairing}): a small event is answered inline exactly as
 * before; a pairing that outlasts the inline wait answers 202 and a job to follow, one at a time per event (409
 * {@code pairing_running}), and its round is stored whole or not at all. The inline wait is set to 0 here (every
 * pairing a job), and the event's row lock is held by the test so the job is caught in the middle, deterministically.
 */
class EventPairingJobTest {
  private static final String WAIT = "tabuleiro.pairInlineMillis";

  /** The inline wait is the JVM's: cleared after each test, so the tests after it in this fork pair inline. */
  @AfterEach
  void inlineWaitAsItWas() {
    System.clearProperty(WAIT);
  }

  @OnBothDatabases
  void aSmallEventIsAnsweredInlineAsBefore(TestServer server) {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = event(arbiter, 9);
    var r = arbiter.api.post("/api/events/" + id + "/rounds", null);
    assertEquals(200, r.status(), r.body());
    assertEquals(Set.of("round", "published", "boards"), fields(r.json()));
    assertEquals(1, r.json().get("round").asInt());
    assertTrue(r.json().get("published").asBoolean());
    assertEquals(5, r.json().get("boards").size());
    assertEquals("U", r.json().get("boards").get(4).get("bye").asText());
    assertWhole(r.json(), 9);
    // the job is there after the answer: done, with the same round
    JsonNode job = arbiter.api.get("/api/events/" + id + "/pairing").json();
    assertEquals("done", job.get("state").asText());
    assertEquals(r.json(), job.get("result"));
    // a refusal is answered inline as before
    var again = arbiter.api.post("/api/events/" + id + "/rounds", null);
    assertEquals(409, again.status());
    assertEquals("results_missing", again.errorCode());
  }

  @OnBothDatabases
  void aLongPairingIsAJobFollowedToItsRoundStoredWhole(TestServer server) throws Exception {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = event(arbiter, 301);
    System.setProperty(WAIT, "0");
    try (Handle lock = server.server().database().jdbi().open()) {
      lock.begin();
      lock.createQuery("SELECT id FROM events WHERE id = :id FOR UPDATE").bind("id", id).mapTo(Long.class).one();
      var started = arbiter.api.post("/api/events/" + id + "/rounds", null);
      assertEquals(202, started.status(), started.body());
      assertEquals("/api/events/" + id + "/pairing", started.headers().firstValue("Location").orElseThrow());
      assertEquals("running", started.json().get("state").asText());
      assertEquals(1, started.json().get("round").asInt());
      long job = started.json().get("job").asLong();

      var second = arbiter.api.post("/api/events/" + id + "/rounds", null);
      assertEquals(409, second.status(), second.body());
      assertEquals("pairing_running", second.errorCode());
      assertTrue(second.json().path("error").path("message").asText().contains("já está sendo emparceirada"), second.body());

      // Paired, now waiting for the lock to store the round: nothing of it is stored yet.
      JsonNode running = waitFor(arbiter, id, j -> "storing".equals(j.path("phase").asText()));
      assertEquals(job, running.get("job").asLong());
      assertEquals("running", running.get("state").asText());
      lock.rollback();
    }
    JsonNode done = waitFor(arbiter, id, j -> !j.get("state").asText().equals("running"));
    assertEquals("done", done.get("state").asText(), done.toString());
    assertFalse(done.has("error"));
    assertTrue(done.get("elapsedMs").asLong() > 0, done.toString());  // it waited for the lock
    assertWhole(done.get("result"), 301);
    JsonNode stored = arbiter.api.get("/api/events/" + id + "/rounds/1").json();
    assertEquals(done.get("result").get("boards").size(), stored.get("boards").size());
    assertEquals(1, arbiter.api.get("/api/events/" + id).json().get("roundsPaired").asInt());

    // a refusal found by a job is its error, with the status the request would have had
    var next = arbiter.api.post("/api/events/" + id + "/rounds", null);
    assertEquals(202, next.status(), next.body());
    JsonNode failed = waitFor(arbiter, id, j -> !j.get("state").asText().equals("running"));
    assertEquals("failed", failed.get("state").asText());
    assertEquals(409, failed.get("error").get("status").asInt());
    assertEquals("results_missing", failed.get("error").get("code").asText());
    assertEquals(1, arbiter.api.get("/api/events/" + id).json().get("roundsPaired").asInt());
  }

  @OnBothDatabases
  void onlyTheEventsWritersSeeItsJob(TestServer server) {
    EventClient arbiter = EventClient.arbiter(server, "arbitra");
    long id = event(arbiter, 4);
    assertEquals("pairing_job_not_found", arbiter.api.get("/api/events/" + id + "/pairing").errorCode());
    assertEquals(200, arbiter.api.post("/api/events/" + id + "/rounds", null).status());
    EventClient other = EventClient.player(server, "curioso");
    var seen = other.api.get("/api/events/" + id + "/pairing");
    assertEquals(403, seen.status());
    assertEquals("not_event_arbiter", seen.errorCode());
    assertEquals(403, other.api.post("/api/events/" + id + "/rounds", null).status());
  }

  private static long event(EventClient arbiter, int players) {
    System.clearProperty(WAIT);
    long id = arbiter.createEvent(Map.of("name", "Open " + players, "rounds", 7, "timeControl", "15+5", "tiebreaks", "school"));
    StringBuilder csv = new StringBuilder("name;rating\n");
    for (int i = 1; i <= players; i++) csv.append("Jogador ").append(i).append(';').append(1000 + (i * 37) % 1500).append('\n');
    var r = arbiter.csv(id, csv.toString().getBytes(StandardCharsets.UTF_8), "text/csv");
    assertEquals(200, r.status(), r.body());
    return id;
  }

  /** Every player sits once in the round, on numbered boards 1..n, the bye (if any) last. */
  private static void assertWhole(JsonNode round, int players) {
    Set<Integer> seated = new HashSet<>();
    int board = 0;
    for (JsonNode b : round.get("boards")) {
      assertEquals(++board, b.get("board").asInt());
      assertTrue(seated.add(b.get("white").asInt()));
      if (!b.get("black").isNull()) assertTrue(seated.add(b.get("black").asInt()));
    }
    assertEquals(players, seated.size());
    assertEquals((players + 1) / 2, board);
  }

  private static Set<String> fields(JsonNode n) {
    Set<String> out = new HashSet<>();
    n.fieldNames().forEachRemaining(out::add);
    return out;
  }

  private static JsonNode waitFor(EventClient arbiter, long id, java.util.function.Predicate<JsonNode> until) throws InterruptedException {
    long deadline = System.nanoTime() + 120_000_000_000L;
    while (true) {
      ApiClient.Response r = arbiter.api.get("/api/events/" + id + "/pairing");
      assertEquals(200, r.status(), r.body());
      if (until.test(r.json())) return r.json();
      if (System.nanoTime() > deadline) throw new AssertionError("pairing job: " + r.body());
      Thread.sleep(10);
    }
  }
}
