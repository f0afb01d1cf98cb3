package org.tabuleiro.server.live;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.io.TempDir;
import org.tabuleiro.server.db.DatabaseConfig;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestDatabase;
import org.tabuleiro.server.testing.TestServer;

/**
 * The server stopped and started again on the same database (an H2 file as {@code ./tabuleiro serve} keeps it, or
 * PostgreSQL): a muted player is still muted until the mute's end, and the bell keeps every notice, read or unread,
 * with its fields; an open challenge's notice is gone with the challenge (challenges live in memory).
 */
class MutesAndNoticesRestartTest {
  @TempDir Path folder;

  @OnBothDatabases
  void aRestartLiftsNoMuteAndLosesNoNotice(TestDatabase.Fresh fresh) {
    DatabaseConfig db = fresh.kind() == TestDatabase.H2 ? DatabaseConfig.h2File(folder) : fresh.config();
    long gameId;
    JsonNode anaBefore;
    TestServer server = TestServer.start(db);
    try {
      int port = server.server().port();
      ApiClient ana = server.client(), bruno = server.client(), carla = server.client();
      ana.register("ana", "segredo-da-ana");   // the first account: admin, so a moderator
      bruno.register("bruno", "segredo-do-bruno");
      carla.register("carla", "segredo-da-carla");
      var muted = ana.post("/api/moderation/mute", Map.of("username", "carla", "minutes", 60));
      assertEquals(200, muted.status(), muted.body());

      long declined = ana.post("/api/challenges", challenge("bruno", "5+3")).json().path("id").asLong();
      assertEquals(204, bruno.post("/api/challenges/" + declined + "/decline", null).status());
      assertEquals(204, ana.post("/api/notifications/read", null).status());
      long accepted = ana.post("/api/challenges", challenge("bruno", "3d")).json().path("id").asLong();
      gameId = bruno.post("/api/challenges/" + accepted + "/accept", null).json().path("gameId").asLong();
      try (var white = SocketClient.open(port, gameId, ana)) {
        white.next("state");
        white.send("{\"t\":\"move\",\"move\":\"e2e4\"}");
        white.next("event");
      }
      // Bruno is told it is his turn; Ana's next challenge is still open when the server stops.
      ana.post("/api/challenges", challenge("bruno", "10+0"));
      JsonNode brunoNotices = bruno.get("/api/notifications").json();
      assertEquals(List.of("challenge", "yourTurn"), types(brunoNotices));
      anaBefore = ana.get("/api/notifications").json();
      assertEquals(List.of("challengeAccepted", "challengeDeclined"), types(anaBefore));
      assertEquals(1, anaBefore.path("unread").asInt(), "the decline was read, the acceptance not");
    } finally {
      server.close();
    }

    server = TestServer.start(db);
    try {
      int port = server.server().port();
      ApiClient ana = server.client(), bruno = server.client(), carla = server.client();
      assertEquals(200, ana.login("ana", "segredo-da-ana").status());
      assertEquals(200, bruno.login("bruno", "segredo-do-bruno").status());
      assertEquals(200, carla.login("carla", "segredo-da-carla").status());

      assertEquals(anaBefore, ana.get("/api/notifications").json(), "Ana's notices as before, read and unread");
      JsonNode brunos = bruno.get("/api/notifications").json();
      assertEquals(List.of("yourTurn"), types(brunos), "the open challenge ended with the restart, its notice too");
      assertEquals(gameId, brunos.path("notifications").get(0).path("gameId").asLong());
      assertEquals("ana", brunos.path("notifications").get(0).path("by").asText());
      try (var brunoMe = SocketClient.me(port, bruno)) {
        JsonNode first = brunoMe.next("notifications");
        assertEquals(1, first.path("unread").asInt());
        // A new notice is numbered after the stored ones.
        long newest = anaBefore.path("notifications").get(0).path("id").asLong();
        ana.post("/api/challenges", challenge("bruno", "15+5"));
        JsonNode told = brunoMe.next("notification").path("notification");
        assertTrue(told.path("id").asLong() > newest, told.toString());
      }

      try (var watcher = SocketClient.open(port, gameId, carla)) {
        watcher.next("state");
        watcher.send("{\"t\":\"chat\",\"room\":\"spectator\",\"text\":\"voltei\"}");
        JsonNode refused = watcher.next("error");
        assertEquals("muted", refused.path("code").asText(), "a restart lifts no mute");
        assertEquals("Você foi silenciado pela moderação até 2026-03-01T11:00:00Z.", refused.path("message").asText());
        server.clock().advance(Duration.ofMinutes(60));
        watcher.send("{\"t\":\"chat\",\"room\":\"spectator\",\"text\":\"voltei\"}");
        assertEquals("voltei", watcher.next("chat").path("text").asText(), "the mute ends when it said");
      }
    } finally {
      server.close();
    }
  }

  private static Map<String, Object> challenge(String to, String clock) {
    return Map.of("username", to, "timeControl", clock, "color", "white");
  }

  private static List<String> types(JsonNode list) {
    List<String> out = new ArrayList<>();
    for (JsonNode n : list.path("notifications")) out.add(n.path("type").asText());
    return out;
  }
}
