package org.tabuleiro.server.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import org.junit.jupiter.api.Test;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.JsonSocket;

/**
 * Three nodes of one club in this JVM on loopback, on the machine's PostgreSQL and Redis: the club's chat and the
 * lobby's seeks cross nodes; each node's health names it and its Redis.
 */
class ClusterTest {
  private static final Duration WAIT = Duration.ofSeconds(5);

  private static String line(String text) {
    return "{\"t\":\"chat\",\"room\":\"club\",\"text\":\"" + text + "\"}";
  }

  private static JsonSocket lobby(ClusterNodes cluster, int node, ApiClient browser) {
    JsonSocket s = JsonSocket.open(cluster.node(node).server().port(), "/ws/lobby", browser);
    assertNotNull(s.await("seeks", WAIT), "the lobby's first frame");
    return s;
  }

  /** The next {@code n} chat frames as "user: text". */
  private static List<String> chat(JsonSocket socket, int n) {
    List<String> lines = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      JsonNode said = socket.await("chat", WAIT);
      assertNotNull(said, "chat line " + (i + 1) + " of " + n + "; had " + lines);
      lines.add(said.path("user").asText() + ": " + said.path("text").asText());
    }
    return lines;
  }

  @Test
  void theClubsChatReachesEveryNodeInOneOrderAndAMuteHoldsOnEveryNode() {
    try (var cluster = ClusterNodes.start(ClusterNodes.REDIS_URL, "a", "b", "c")) {
      ApiClient ana = cluster.node(0).client(), bruno = cluster.node(1).client(), guest = cluster.node(2).client();
      assertEquals(201, ana.register("ana", "segredo-da-ana").status());
      assertEquals(201, bruno.register("bruno", "segredo-do-bruno").status());
      try (var onA = lobby(cluster, 0, ana); var onB = lobby(cluster, 1, bruno); var onC = lobby(cluster, 2, guest)) {
        // Both talk at once, from different nodes: every node shows the six lines in one and the same order.
        var anaTalks = CompletableFuture.runAsync(() -> {
          for (int i = 1; i <= 3; i++) onA.send(line("ana " + i));
        });
        var brunoTalks = CompletableFuture.runAsync(() -> {
          for (int i = 1; i <= 3; i++) onB.send(line("bruno " + i));
        });
        anaTalks.join();
        brunoTalks.join();
        List<String> seenOnC = chat(onC, 6);
        assertEquals(seenOnC, chat(onA, 6), "node a's order");
        assertEquals(seenOnC, chat(onB, 6), "node b's order");
        assertEquals(List.of("ana: ana 1", "ana: ana 2", "ana: ana 3"),
            seenOnC.stream().filter(l -> l.startsWith("ana:")).toList(), "each speaker's lines in the order said");
        assertEquals(List.of("bruno: bruno 1", "bruno: bruno 2", "bruno: bruno 3"),
            seenOnC.stream().filter(l -> l.startsWith("bruno:")).toList());
        // A late visitor on a node where neither spoke finds the room's history there.
        try (var late = lobby(cluster, 2, cluster.node(2).client())) {
          assertEquals(seenOnC, chat(late, 6));
        }
        // Ana (the first account: an admin) mutes Bruno on node a; node b refuses his next line.
        var muted = ana.post("/api/moderation/mute", Map.of("username", "bruno", "minutes", 10));
        assertEquals(200, muted.status(), muted.body());
        String code = null;
        for (int attempt = 0; attempt < 20 && !"muted".equals(code); attempt++) {
          onB.send(line("ainda falo"));   // before the mute arrives: refused by the rate limit (his 3 lines)
          JsonNode error = onB.await("error", WAIT);
          assertNotNull(error, "a refusal on node b");
          code = error.path("code").asText();
          if (!"muted".equals(code)) sleep(100);
        }
        assertEquals("muted", code, "the mute given on node a holds on node b");
      }
    }
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  @Test
  void aSeekPostedOnOneNodeIsSeenEverywhereAndTakenOnceOnAnother() {
    try (var cluster = ClusterNodes.start(ClusterNodes.REDIS_URL, "a", "b", "c")) {
      ApiClient ana = cluster.node(0).client(), bruno = cluster.node(1).client(), carla = cluster.node(2).client();
      assertEquals(201, ana.register("ana", "segredo-da-ana").status());
      assertEquals(201, bruno.register("bruno", "segredo-do-bruno").status());
      assertEquals(201, carla.register("carla", "segredo-da-carla").status());
      try (var onA = lobby(cluster, 0, ana); var onB = lobby(cluster, 1, bruno); var onC = lobby(cluster, 2, carla)) {
        var posted = ana.post("/api/seeks", Map.of("timeControl", "5+3", "rated", true, "color", "white"));
        assertEquals(201, posted.status(), posted.body());
        long seekId = posted.json().path("id").asLong();
        for (var feed : List.of(onA, onB, onC)) {
          JsonNode seek = feed.await("seek", WAIT);
          assertNotNull(seek, "the new seek on every node's lobby");
          assertEquals(seekId, seek.path("seek").path("id").asLong());
          assertEquals("ana", seek.path("seek").path("username").asText());
        }
        JsonNode listedOnC = carla.get("/api/seeks").json().path("seeks");
        assertEquals(1, listedOnC.size(), listedOnC.toString());
        assertEquals("5+3", listedOnC.get(0).path("timeControl").asText());

        // Bruno (node b) accepts: the game is made there, and Ana (node a) is told of it.
        var accepted = bruno.post("/api/seeks/" + seekId + "/accept", Map.of());
        assertEquals(201, accepted.status(), accepted.body());
        long gameId = accepted.json().path("gameId").asLong();
        for (var feed : List.of(onA, onB, onC)) assertEquals(seekId, feed.await("gone", WAIT).path("id").asLong());
        assertEquals(gameId, onA.await("paired", WAIT).path("gameId").asLong());
        assertEquals(gameId, onB.await("paired", WAIT).path("gameId").asLong());
        JsonNode game = bruno.get("/api/games/" + gameId).json();
        assertEquals("ana", game.path("white").asText(), game.toString());
        assertEquals("bruno", game.path("black").asText());
        assertEquals(404, carla.post("/api/seeks/" + seekId + "/accept", Map.of()).status(), "taken already");

        // Two nodes accept one seek at the same moment: exactly one of them gets it.
        long second = ana.post("/api/seeks", Map.of("timeControl", "10+0", "color", "random")).json().path("id").asLong();
        var byBruno = CompletableFuture.supplyAsync(() -> bruno.post("/api/seeks/" + second + "/accept", Map.of()).status());
        var byCarla = CompletableFuture.supplyAsync(() -> carla.post("/api/seeks/" + second + "/accept", Map.of()).status());
        List<Integer> statuses = new ArrayList<>(List.of(byBruno.join(), byCarla.join()));
        statuses.sort(null);
        assertEquals(List.of(201, 404), statuses);
        assertEquals(0, ana.get("/api/seeks").json().path("seeks").size());
      }
    }
  }

  @Test
  void theBellsNoticesReachThePlayersSocketsOnEveryNodeWithIdsUniqueInTheCluster() {
    try (var cluster = ClusterNodes.start(ClusterNodes.REDIS_URL, "a", "b", "c")) {
      ApiClient ana = cluster.node(0).client(), bruno = cluster.node(1).client(), carla = cluster.node(2).client();
      assertEquals(201, ana.register("ana", "segredo-da-ana").status());
      assertEquals(201, bruno.register("bruno", "segredo-do-bruno").status());
      assertEquals(201, carla.register("carla", "segredo-da-carla").status());
      // Ana's bell open on nodes a and c (one session: the database is shared).
      try (var meA = JsonSocket.open(cluster.node(0).server().port(), "/ws/me", ana);
           var meC = JsonSocket.open(cluster.node(2).server().port(), "/ws/me", ana)) {
        assertNotNull(meA.await("notifications", WAIT));
        assertNotNull(meC.await("notifications", WAIT));
        var challenge = bruno.post("/api/challenges", Map.of("username", "ana", "timeControl", "5+3"));
        assertEquals(201, challenge.status(), challenge.body());
        JsonNode onA = meA.await("notification", WAIT), onC = meC.await("notification", WAIT);
        assertNotNull(onA, "node b's notice on node a");
        assertNotNull(onC, "node b's notice on node c");
        assertEquals("challenge", onA.path("notification").path("type").asText());
        long first = onA.path("notification").path("id").asLong();
        assertEquals(first, onC.path("notification").path("id").asLong());

        assertEquals(201, carla.post("/api/challenges", Map.of("username", "ana", "timeControl", "10")).status());
        long second = meA.await("notification", WAIT).path("notification").path("id").asLong();
        assertTrue(second != first, "two nodes' notices, two ids: " + first);
        assertEquals(2, meC.await("notification", WAIT).path("unread").asInt());

        assertEquals(204, ana.post("/api/notifications/read", Map.of()).status());
        assertNotNull(meC.await("read", WAIT), "read on node a, told on node c");

        long challengeId = challenge.json().path("id").asLong();
        assertEquals(204, bruno.delete("/api/challenges/" + challengeId).status());
        assertEquals(first, meA.await("gone", WAIT).path("id").asLong(), "taken back on node b, gone on node a");
        assertEquals(first, meC.await("gone", WAIT).path("id").asLong());
      }
    }
  }

  /** The names {@code GET /api/online} lists, asked until it lists exactly {@code expected}; fails after 10 s. */
  private static void awaitOnline(ApiClient asker, List<String> expected) {
    long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
    List<String> names = null;
    while (System.nanoTime() < deadline) {
      var answer = asker.get("/api/online");
      assertEquals(200, answer.status(), answer.body());
      names = new ArrayList<>();
      for (JsonNode p : answer.json().path("players")) names.add(p.path("username").asText());
      if (names.equals(expected)) return;
      sleep(100);
    }
    throw new AssertionError("online: " + names + ", expected " + expected);
  }

  @Test
  void whoIsOnlineIsEveryNodesPlayers() {
    try (var cluster = ClusterNodes.start(ClusterNodes.REDIS_URL, "a", "b", "c")) {
      ApiClient ana = cluster.node(0).client(), bruno = cluster.node(1).client(), carla = cluster.node(2).client();
      assertEquals(201, ana.register("ana", "segredo-da-ana").status());
      assertEquals(201, bruno.register("bruno", "segredo-do-bruno").status());
      assertEquals(201, carla.register("carla", "segredo-da-carla").status());
      try (var meA = JsonSocket.open(cluster.node(0).server().port(), "/ws/me", ana);
           var meB = JsonSocket.open(cluster.node(1).server().port(), "/ws/me", bruno)) {
        assertNotNull(meA.await("notifications", WAIT));
        assertNotNull(meB.await("notifications", WAIT));
        awaitOnline(carla, List.of("ana", "bruno"));   // asked on node c, where neither is
        meA.close();
        awaitOnline(carla, List.of("bruno"));
        cluster.stop(1);   // a node that stops takes its players out of the list
        awaitOnline(carla, List.of());
      }
    }
  }

  @Test
  void theSeeksOfANodeThatIsGoneAreWithdrawnByTheOthers() {
    try (var cluster = ClusterNodes.start(ClusterNodes.REDIS_URL, "a", "b")) {
      ApiClient ana = cluster.node(0).client();
      assertEquals(201, ana.register("ana", "segredo-da-ana").status());
      long kept = ana.post("/api/seeks", Map.of("timeControl", "5+3")).json().path("id").asLong();
      // A seek left by node "ghost", which no longer beats (killed: its players' sockets went with it).
      var client = io.lettuce.core.RedisClient.create(ClusterNodes.REDIS_URL);
      long orphan;
      try (var c = client.connect()) {
        orphan = c.sync().incr(cluster.prefix() + "seeks:ids");
        c.sync().hset(cluster.prefix() + "seeks", Long.toString(orphan), "{\"id\":" + orphan + ",\"accountId\":999,"
            + "\"username\":\"fantasma\",\"game\":\"chess\",\"timeControl\":\"5+3\",\"rated\":false,"
            + "\"color\":\"random\",\"createdAt\":\"2026-03-01T10:00:00Z\",\"rating\":null,"
            + "\"provisional\":true,\"node\":\"ghost\"}");
      } finally {
        client.shutdown();
      }
      try (var onB = lobby(cluster, 1, cluster.node(1).client())) {
        JsonNode gone = onB.await("gone", Duration.ofSeconds(20));
        assertNotNull(gone, "the ghost's seek withdrawn within a few heartbeats");
        assertEquals(orphan, gone.path("id").asLong());
        JsonNode open = ana.get("/api/seeks").json().path("seeks");
        assertEquals(1, open.size(), open.toString());
        assertEquals(kept, open.get(0).path("id").asLong(), "a living node's seek stays");
      }
    }
  }

  @Test
  void eachNodesHealthNamesItAndItsRedis() {
    try (var cluster = ClusterNodes.start(ClusterNodes.REDIS_URL, "a", "b")) {
      for (int i = 0; i < 2; i++) {
        var health = cluster.node(i).client().get("/api/health");
        assertEquals(200, health.status(), health.body());
        assertEquals(i == 0 ? "a" : "b", health.json().path("node").asText());
        assertEquals("up", health.json().path("redis").asText());
        assertTrue(health.json().path("status").asText().equals("ok"), health.body());
      }
    }
  }
}
