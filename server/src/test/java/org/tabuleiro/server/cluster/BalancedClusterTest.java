package org.tabuleiro.server.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.fasterxml.jackson.databind.JsonNode;
import java.net.HttpCookie;
import java.net.URI;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.JsonSocket;

/**
 * Three nodes behind HAProxy with the shipped {@code deploy/haproxy.cfg} (Debian's haproxy, as tools/test-services
 * installs it): browsers pinned to different nodes by the balancer's cookie talk and pair through it, over its
 * WebSockets; a node stopped is taken out by the health checks and its browsers are served by another.
 */
class BalancedClusterTest {
  private static final Duration WAIT = Duration.ofSeconds(5);

  @Test
  void playersOnDifferentNodesBehindTheBalancerChatPairAndSurviveANodeStopping() throws Exception {
    try (var cluster = ClusterNodes.start(ClusterNodes.REDIS_URL, "a", "b", "c")) {
      try (var haproxy = Haproxy.start(new int[] {cluster.node(0).server().port(), cluster.node(1).server().port(),
          cluster.node(2).server().port()})) {
        int port = haproxy.port();
        ApiClient ana = pinned(port, "a"), bruno = pinned(port, "b"), guest = pinned(port, "c");
        assertEquals("a", ana.get("/api/health").json().path("node").asText(), "the cookie picks the node");
        assertEquals("b", bruno.get("/api/health").json().path("node").asText());
        assertEquals("c", guest.get("/api/health").json().path("node").asText());
        assertEquals(201, ana.register("ana", "segredo-da-ana").status());
        assertEquals(201, bruno.register("bruno", "segredo-do-bruno").status());
        try (var onA = lobby(port, ana); var onB = lobby(port, bruno); var onC = lobby(port, guest)) {
          onA.send("{\"t\":\"chat\",\"room\":\"club\",\"text\":\"olá de a\"}");
          for (var feed : List.of(onA, onB, onC)) {
            JsonNode said = feed.await("chat", WAIT);
            assertNotNull(said, "the line through the balancer on every node");
            assertEquals("olá de a", said.path("text").asText());
          }
          long seekId = ana.post("/api/seeks", Map.of("timeControl", "5+3", "color", "white")).json().path("id").asLong();
          assertEquals(seekId, onC.await("seek", WAIT).path("seek").path("id").asLong());
          var accepted = bruno.post("/api/seeks/" + seekId + "/accept", Map.of());
          assertEquals(201, accepted.status(), accepted.body());
          assertEquals(accepted.json().path("gameId").asLong(), onA.await("paired", WAIT).path("gameId").asLong());
        }

        // Node c stops: the health checks take it out, and its browser is served by another node.
        cluster.stop(2);
        long deadline = System.nanoTime() + Duration.ofSeconds(15).toNanos();
        String servedBy = null;
        while (System.nanoTime() < deadline) {
          try {
            var health = guest.get("/api/health");
            if (health.status() == 200) {
              servedBy = health.json().path("node").asText();
              break;
            }
          } catch (AssertionError e) {
            // the balancer cut a connection to the stopping node: ask again
          }
          Thread.sleep(200);
        }
        assertNotNull(servedBy, "the balancer never served c's browser again");
        assertNotEquals("c", servedBy);
        assertEquals(200, guest.get("/api/players/ana").status(), "the shared database, from another node");
      }
    }
  }

  /** A browser of the balancer whose stickiness cookie already names {@code node}. */
  private static ApiClient pinned(int port, String node) {
    ApiClient browser = ApiClient.on(port);
    HttpCookie cookie = new HttpCookie("TABULEIRO_NODE", node);
    cookie.setPath("/");
    cookie.setVersion(0);
    browser.cookies().getCookieStore().add(URI.create("http://127.0.0.1:" + port + "/"), cookie);
    return browser;
  }

  private static JsonSocket lobby(int port, ApiClient browser) {
    JsonSocket s = JsonSocket.open(port, "/ws/lobby", browser);
    assertNotNull(s.await("seeks", WAIT), "the lobby's first frame through the balancer");
    return s;
  }
}
