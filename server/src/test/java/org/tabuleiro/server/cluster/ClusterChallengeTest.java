package org.tabuleiro.server.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

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
 * Three nodes of one club in this JVM, on the machine's PostgreSQL and Redis: a challenge made on one node is
 * listed, accepted, declined and cancelled on the others; the game of an accepted challenge is made on the
 * accepting node; of two nodes accepting one challenge at the same moment exactly one gets it.
 */
class ClusterChallengeTest {
  private static final Duration WAIT = Duration.ofSeconds(5);

  /** The same player signed in on {@code node} too (the session is the shared database's; a browser per node). */
  private static ApiClient on(ClusterNodes cluster, int node, String name, String password) {
    ApiClient c = cluster.node(node).client();
    assertEquals(200, c.login(name, password).status());
    return c;
  }

  private static long challenge(ApiClient from, String to, String color) {
    var made = from.post("/api/challenges", Map.of("username", to, "timeControl", "5+3", "color", color));
    assertEquals(201, made.status(), made.body());
    return made.json().path("id").asLong();
  }

  private static List<Long> ids(JsonNode list) {
    List<Long> out = new ArrayList<>();
    for (JsonNode c : list) out.add(c.path("id").asLong());
    return out;
  }

  /**
   * Asks {@code GET /api/online} until each named player is shown playing the game given; fails after 3 s, before
   * the nodes' 5 s refresh of who plays: a game made on a node is written at once.
   */
  private static void awaitPlaying(ApiClient asker, Map<String, Long> expected) {
    long deadline = System.nanoTime() + Duration.ofSeconds(3).toNanos();
    Map<String, Long> seen = Map.of();
    while (System.nanoTime() < deadline) {
      Map<String, Long> now = new java.util.HashMap<>();
      for (JsonNode p : asker.get("/api/online").json().path("players")) {
        if (p.path("playing").isIntegralNumber()) now.put(p.path("username").asText(), p.path("playing").asLong());
      }
      seen = now;
      if (seen.equals(expected)) return;
      try {
        Thread.sleep(200);
      } catch (InterruptedException e) {
        throw new AssertionError(e);
      }
    }
    throw new AssertionError("playing: " + seen + ", expected " + expected);
  }

  @Test
  void aChallengeMadeOnOneNodeIsAnsweredOnAnother() {
    try (var cluster = ClusterNodes.start(ClusterNodes.REDIS_URL, "a", "b", "c")) {
      ApiClient anaOnA = cluster.node(0).client(), brunoOnB = cluster.node(1).client();
      assertEquals(201, anaOnA.register("ana", "segredo-da-ana").status());
      assertEquals(201, brunoOnB.register("bruno", "segredo-do-bruno").status());
      ApiClient anaOnC = on(cluster, 2, "ana", "segredo-da-ana"), brunoOnC = on(cluster, 2, "bruno", "segredo-do-bruno");
      try (var bellOnA = JsonSocket.open(cluster.node(0).server().port(), "/ws/me", anaOnA);
           var bruno = JsonSocket.open(cluster.node(1).server().port(), "/ws/me", brunoOnB)) {
        assertNotNull(bellOnA.await("notifications", WAIT));
        assertNotNull(bruno.await("notifications", WAIT));

        // Made on b, listed on a and c, accepted on c: the game is made on c, with the colours asked.
        long first = challenge(brunoOnB, "ana", "white");
        long noticeId = bellOnA.await("notification", WAIT).path("notification").path("id").asLong();
        assertEquals(List.of(first), ids(anaOnA.get("/api/challenges").json().path("incoming")));
        assertEquals(List.of(first), ids(brunoOnC.get("/api/challenges").json().path("outgoing")));
        var accepted = anaOnC.post("/api/challenges/" + first + "/accept", Map.of());
        assertEquals(201, accepted.status(), accepted.body());
        long gameId = accepted.json().path("gameId").asLong();
        JsonNode game = anaOnC.get("/api/games/" + gameId).json();
        assertEquals("bruno", game.path("white").asText(), game.toString());
        assertEquals("ana", game.path("black").asText());
        JsonNode told = bruno.await(n -> "notification".equals(n.path("t").asText())
            && "challengeAccepted".equals(n.path("notification").path("type").asText()), WAIT);
        assertNotNull(told, "the challenger, on node b, told of the acceptance on node c");
        assertEquals(gameId, told.path("notification").path("gameId").asLong());
        assertEquals(noticeId, bellOnA.await("gone", WAIT).path("id").asLong(), "the challenge's notice taken back");
        assertEquals(404, anaOnA.post("/api/challenges/" + first + "/accept", Map.of()).status(), "answered already");
        // Asked on node a, where neither the game nor Bruno's socket is: both shown playing it at once.
        awaitPlaying(anaOnA, Map.of("ana", gameId, "bruno", gameId));
        assertEquals(List.of(), ids(brunoOnB.get("/api/challenges").json().path("outgoing")));

        // Made on b, declined on a: the challenger is told; cancelled on c after being made on b.
        long declined = challenge(brunoOnB, "ana", "random");
        assertEquals(204, anaOnA.post("/api/challenges/" + declined + "/decline", Map.of()).status());
        assertNotNull(bruno.await(n -> "notification".equals(n.path("t").asText())
            && "challengeDeclined".equals(n.path("notification").path("type").asText()), WAIT));
        long cancelled = challenge(brunoOnB, "ana", "black");
        assertEquals(403, anaOnA.delete("/api/challenges/" + cancelled).status(), "only the challenger cancels");
        assertEquals(204, brunoOnC.delete("/api/challenges/" + cancelled).status());
        assertEquals(404, anaOnA.post("/api/challenges/" + cancelled + "/accept", Map.of()).status());
        assertEquals(List.of(), ids(anaOnA.get("/api/challenges").json().path("incoming")));

        // Accepted on a and on c at the same moment: exactly one game.
        long raced = challenge(brunoOnB, "ana", "random");
        var byA = CompletableFuture.supplyAsync(() -> anaOnA.post("/api/challenges/" + raced + "/accept", Map.of()).status());
        var byC = CompletableFuture.supplyAsync(() -> anaOnC.post("/api/challenges/" + raced + "/accept", Map.of()).status());
        List<Integer> statuses = new ArrayList<>(List.of(byA.join(), byC.join()));
        statuses.sort(null);
        assertEquals(List.of(201, 404), statuses);
      }
    }
  }
}
