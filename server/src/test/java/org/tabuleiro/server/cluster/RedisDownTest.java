package org.tabuleiro.server.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.IOException;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.tabuleiro.server.testing.ApiClient;
import org.tabuleiro.server.testing.JsonSocket;
import org.tabuleiro.server.testing.TestData;

/**
 * Two nodes on a Redis of the test's own (Debian's redis-server on a free port, never the machine's 6379, which other
 * tests use): when it stops, each node says so in its health and keeps serving what needs no Redis, refusing the rest
 * at once; when it comes back, the nodes reconnect and subscribe again by themselves, without a restart.
 */
class RedisDownTest {
  private static final Duration WAIT = Duration.ofSeconds(5);

  @Test
  void nodesOutliveTheirRedisAndResubscribeWhenItReturns() throws Exception {
    int port = freePort();
    Process redis = startRedis(port);
    try (var cluster = ClusterNodes.start("redis://127.0.0.1:" + port, "a", "b")) {
      ApiClient ana = cluster.node(0).client(), bruno = cluster.node(1).client();
      assertEquals(201, ana.register("ana", "segredo-da-ana").status());
      assertEquals(201, bruno.register("bruno", "segredo-do-bruno").status());
      try (var onA = lobby(cluster, 0, ana); var onB = lobby(cluster, 1, bruno)) {
        onA.send(line("antes"));
        assertEquals("antes", onB.await("chat", WAIT).path("text").asText(), "chat crosses while Redis is up");

        redis.destroyForcibly().waitFor();
        for (ApiClient node : new ApiClient[] {ana, bruno}) {
          JsonNode health = awaitHealth(node, "down");
          assertEquals("ok", health.path("status").asText(), "the node itself is well: " + health);
          assertEquals("ok", health.path("database").asText());
        }
        // What needs Redis is refused at once; what needs only the database is served.
        var seek = ana.post("/api/seeks", Map.of("timeControl", "5+3"));
        assertEquals(503, seek.status(), seek.body());
        assertEquals("redis_unavailable", seek.errorCode());
        onA.send(line("durante"));
        assertEquals("chat_unavailable", onA.await("error", WAIT).path("code").asText());
        // The open challenges are Redis's, as the seeks are.
        var challenge = ana.post("/api/challenges", Map.of("username", "bruno", "timeControl", "5+3"));
        assertEquals(503, challenge.status(), challenge.body());
        assertEquals("redis_unavailable", challenge.errorCode());
        assertEquals(200, ana.get("/api/players/ana").status(), "a profile, from the database");
        assertEquals(200, ana.get("/api/session").status());

        redis = startRedis(port);
        for (ApiClient node : new ApiClient[] {ana, bruno}) awaitHealth(node, "up");
        // Subscribed again: a line said on a reaches b, a seek posted on b reaches a.
        awaitSaid(onA, () -> line("depois"), onB, "depois");
        var posted = bruno.post("/api/seeks", Map.of("timeControl", "5+3"));
        assertEquals(201, posted.status(), posted.body());
        JsonNode seen = onA.await("seek", WAIT);
        assertNotNull(seen, "the seek reaches node a after Redis came back");
        assertEquals("bruno", seen.path("seek").path("username").asText());
      }
    } finally {
      redis.destroyForcibly().waitFor();
    }
  }

  private static String line(String text) {
    return "{\"t\":\"chat\",\"room\":\"club\",\"text\":\"" + text + "\"}";
  }

  private static JsonSocket lobby(ClusterNodes cluster, int node, ApiClient browser) {
    JsonSocket s = JsonSocket.open(cluster.node(node).server().port(), "/ws/lobby", browser);
    assertNotNull(s.await("seeks", WAIT), "the lobby's first frame");
    return s;
  }

  /** Health, polled until its {@code redis} is {@code state}; fails after 15 s. */
  private static JsonNode awaitHealth(ApiClient node, String state) throws InterruptedException {
    long deadline = System.nanoTime() + Duration.ofSeconds(15).toNanos();
    JsonNode last = null;
    while (System.nanoTime() < deadline) {
      var health = node.get("/api/health");
      assertEquals(200, health.status(), "Redis away is no reason to take the node out: " + health.body());
      last = health.json();
      if (state.equals(last.path("redis").asText())) return last;
      Thread.sleep(100);
    }
    throw new AssertionError("redis never " + state + ": " + last);
  }

  /** Says {@code said} on {@code from} until {@code to} gets it: the first try may come before the resubscription. */
  private static void awaitSaid(JsonSocket from, Supplier<String> said, JsonSocket to, String text) {
    for (int attempt = 0; attempt < 3; attempt++) {
      from.send(said.get());
      JsonNode got = to.await(n -> "chat".equals(n.path("t").asText()) && text.equals(n.path("text").asText()),
          Duration.ofSeconds(3));
      if (got != null) return;
    }
    throw new AssertionError("node b never got '" + text + "' from node a after Redis returned");
  }

  private static int freePort() throws IOException {
    try (var s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
      return s.getLocalPort();
    }
  }

  /** Debian's redis-server on the loopback at {@code port}, keeping nothing on disk; returns once it answers. */
  static Process startRedis(int port) throws IOException, InterruptedException {
    Path dir = TestData.dir("redis-" + port);
    java.nio.file.Files.createDirectories(dir);
    Process p = new ProcessBuilder("redis-server", "--port", Integer.toString(port), "--bind", "127.0.0.1",
        "--save", "", "--appendonly", "no", "--dir", dir.toAbsolutePath().toString())
        .redirectErrorStream(true).redirectOutput(dir.resolve("redis.log").toFile()).start();
    long deadline = System.nanoTime() + Duration.ofSeconds(10).toNanos();
    while (System.nanoTime() < deadline) {
      try (var s = new Socket("127.0.0.1", port)) {
        return p;
      } catch (IOException e) {
        Thread.sleep(50);
      }
    }
    p.destroyForcibly();
    throw new AssertionError("redis-server did not start on port " + port);
  }
}
