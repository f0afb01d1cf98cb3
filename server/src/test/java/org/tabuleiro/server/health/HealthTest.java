package org.tabuleiro.server.health;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.Javalin;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.jdbi.v3.core.Handle;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.tabuleiro.server.config.DataFolder;
import org.tabuleiro.server.config.ServerConfig;
import org.tabuleiro.server.db.Database;
import org.tabuleiro.server.db.DatabaseConfig;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.PlayedGames;
import org.tabuleiro.server.testing.TestDatabase;
import org.tabuleiro.server.testing.TestServer;
import org.tabuleiro.server.testing.Unwritable;

/**
 * {@code GET /api/health}: the database, the move journal and the data folder's disk, each "ok" or what is wrong,
 * and 503 as soon as one is wrong.
 */
class HealthTest {
  private static final ObjectMapper JSON = new ObjectMapper();

  @OnBothDatabases
  void healthReportsTheDatabaseTheJournalAndItsPendingMovesAndTheDisk(TestServer server) throws Exception {
    ApiClient ana = server.client(), rui = server.client();
    var r = ana.get("/api/health");
    assertEquals(200, r.status(), r.body());
    assertEquals(List.of("status", "database", "journal", "pendingEvents", "disk", "freeBytes", "minFreeBytes"),
        fieldNames(r.json()));
    assertEquals("ok", r.json().path("status").asText());
    assertEquals("ok", r.json().path("database").asText());
    assertEquals("ok", r.json().path("journal").asText());
    assertEquals("ok", r.json().path("disk").asText());
    assertEquals(100L * 1024 * 1024, r.json().path("minFreeBytes").asLong());
    assertTrue(r.json().path("freeBytes").asLong() > r.json().path("minFreeBytes").asLong(), r.body());
    int before = r.json().path("pendingEvents").asInt();

    assertEquals(201, ana.register("ana", "lua-verde-da-ana").status());
    assertEquals(201, rui.register("rui", "lua-verde-do-rui").status());
    PlayedGames.play(server, ana, rui, "chess", "5+3", false, List.of("e2e4", "e7e5", "g1f3"), null);
    JsonNode after = awaitHealth(ana, h -> h.path("pendingEvents").asInt() == before + 3);
    assertEquals(before + 3, after.path("pendingEvents").asInt(),
        "the three moves wait in the journal for the next flush (seen within a second)");
  }

  /**
   * Every connection of the request pool held (a burst's work, a stuck request): health still answers at once,
   * and the database is {@code ok}, since it answers. Health used to wait for a pooled connection, up to the pool's
   * timeout (10 s, then 2 s), and then said {@code unreachable}.
   */
  @OnBothDatabases
  void healthAnswersAtOnceWhileEveryPooledConnectionIsHeld(TestServer server) throws Exception {
    ApiClient probe = server.client();
    assertEquals(200, probe.get("/api/health").status());
    List<Handle> held = new ArrayList<>();
    try {
      while (true) {
        try {
          held.add(server.server().database().jdbi().open());
        } catch (RuntimeException poolEmpty) {
          break;   // the pool waited for a connection in vain: every one is held
        }
      }
      assertTrue(held.size() >= 4, "held " + held.size());
      for (int i = 0; i < 5; i++) {
        long t0 = System.nanoTime();
        var r = probe.get("/api/health");
        long millis = (System.nanoTime() - t0) / 1_000_000;
        assertEquals(200, r.status(), r.body());
        assertEquals("ok", r.json().path("database").asText(), r.body());
        assertTrue(millis < 500, "health took " + millis + " ms with the pool exhausted");
      }
    } finally {
      held.forEach(Handle::close);
    }
  }

  @OnBothDatabases
  void aJournalFolderThatCannotBeWrittenAnswers503(TestDatabase.Fresh db, @TempDir Path data) throws Exception {
    try (TestServer server = TestServer.start(ServerConfig.forTests(db.config(), data))) {
      ApiClient probe = server.client();
      assertEquals(200, probe.get("/api/health").status());
      try (var locked = Unwritable.make(data.resolve("journal"))) {
        JsonNode r = awaitHealth(probe, h -> h.path("journal").asText().equals("unwritable"));
        assertEquals("degraded", r.path("status").asText());
        assertEquals("ok", r.path("database").asText());
        assertEquals(503, probe.get("/api/health").status());
      }
      awaitHealth(probe, h -> h.path("status").asText().equals("ok"));
      assertEquals(200, probe.get("/api/health").status(), "writable again");
    }
  }

  @OnBothDatabases
  void aNearlyFullDiskOrAClosedDatabaseAnswers503(Database database, @TempDir Path data) throws Exception {
    Path journal = Files.createDirectories(data.resolve("journal"));
    JsonNode full = health(new HealthModule(database, new DataFolder(data, Long.MAX_VALUE / 2), journal, () -> 0), 503);
    assertEquals("low", full.path("disk").asText());
    assertEquals("ok", full.path("database").asText());

    database.close();
    JsonNode closed = health(new HealthModule(database, DataFolder.of(data), journal, () -> 0), 503);
    assertEquals("unreachable", closed.path("database").asText());
    assertEquals("ok", closed.path("disk").asText());
  }

  @Test
  void anH2FileOpenedReadOnlyIsReportedSo(@TempDir Path data) throws Exception {
    DatabaseConfig file = DatabaseConfig.h2File(data);
    Database.open(file).close();   // created and migrated
    Path journal = Files.createDirectories(data.resolve("journal"));
    try (Database readOnly = Database.open(new DatabaseConfig(file.url() + ";ACCESS_MODE_DATA=r", "sa", "", null))) {
      JsonNode r = health(new HealthModule(readOnly, DataFolder.of(data), journal, () -> 0), 503);
      assertEquals("read_only", r.path("database").asText());
    }
  }

  /**
   * Health as polled by a balancer until {@code test} passes: the checks run in the background every half second,
   * so a change shows within about a second; fails after 3 s.
   */
  private static JsonNode awaitHealth(ApiClient client, java.util.function.Predicate<JsonNode> test)
      throws InterruptedException {
    long deadline = System.nanoTime() + java.time.Duration.ofSeconds(3).toNanos();
    JsonNode last = null;
    while (System.nanoTime() < deadline) {
      last = client.get("/api/health").json();
      if (test.test(last)) return last;
      Thread.sleep(20);
    }
    throw new AssertionError("health never changed as expected within 3 s: " + last);
  }

  /** The module alone in a Javalin app on a free port: its answer, which must have {@code status}; then closed. */
  private static JsonNode health(HealthModule module, int status) throws Exception {
    try (module) {
      return answer(module, status);
    }
  }

  private static JsonNode answer(HealthModule module, int status) throws Exception {
    Javalin app = Javalin.create(c -> {
      c.startup.showJavalinBanner = false;
      module.addRoutes(c.routes);
    }).start("127.0.0.1", 0);
    try {
      var answer = HttpClient.newHttpClient().send(HttpRequest.newBuilder(
          URI.create("http://127.0.0.1:" + app.port() + "/api/health")).build(), HttpResponse.BodyHandlers.ofString());
      assertEquals(status, answer.statusCode(), answer.body());
      return JSON.readTree(answer.body());
    } finally {
      app.stop();
    }
  }

  private static List<String> fieldNames(JsonNode node) {
    List<String> names = new ArrayList<>();
    node.fieldNames().forEachRemaining(names::add);
    return names;
  }
}
