package org.tabuleiro.server.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.junit.jupiter.api.Test;
import org.tabuleiro.server.config.ClusterConfig;
import org.tabuleiro.server.http.Json;

/**
 * A node's heartbeat after its Redis was away (a Redis of the test's own, on a free port): every node's key expired
 * meanwhile, so the first beat after the return only beats, and the seeks of a node that still does not beat are
 * withdrawn from the next one.
 */
class NodeHeartbeatTest {
  private static final String PREFIX = "test-heartbeat:";

  @Test
  void afterRedisWasAwayANodeBeatsOnceBeforeItWithdrawsTheSeeksOfNodesWithoutAHeartbeat() throws Exception {
    int port;
    try (var s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
      port = s.getLocalPort();
    }
    Process redis = RedisDownTest.startRedis(port);
    try (RedisNode node = RedisNode.connect(ClusterConfig.node("a", "redis://127.0.0.1:" + port, PREFIX))) {
      List<Long> withdrawn = new CopyOnWriteArrayList<>();
      var beat = new NodeHeartbeat(node, new RedisSeeks(node, Json.mapper()), withdrawn::add);
      beat.beat();
      assertEquals("alive", node.call(c -> c.get(PREFIX + "node:a")));

      redis.destroyForcibly().waitFor();
      beat.beat();   // does not reach Redis
      redis = RedisDownTest.startRedis(port);
      awaitUp(node);
      // Node b's seek, and no key of b's: as every key after an outage longer than their life.
      node.call(c -> c.hset(PREFIX + "seeks", "7", "{\"id\":7,\"accountId\":2,\"username\":\"bruno\",\"game\":\"chess\","
          + "\"timeControl\":\"5+3\",\"rated\":false,\"color\":\"random\",\"createdAt\":\"2026-03-01T10:00:00Z\","
          + "\"rating\":null,\"provisional\":true,\"node\":\"b\"}"));

      beat.beat();   // the first beat after the return: b may not have beaten yet
      assertEquals(List.of(), withdrawn, "nothing withdrawn at the first beat after Redis came back");
      assertEquals(Long.valueOf(1), node.call(c -> c.hlen(PREFIX + "seeks")));
      assertEquals("alive", node.call(c -> c.get(PREFIX + "node:a")), "but this node beat");

      beat.beat();   // b has had a beat's time and did not beat: gone
      assertEquals(List.of(7L), withdrawn);
      assertEquals(Long.valueOf(0), node.call(c -> c.hlen(PREFIX + "seeks")));
    } finally {
      redis.destroyForcibly().waitFor();
    }
  }

  private static void awaitUp(RedisNode node) throws InterruptedException {
    long deadline = System.nanoTime() + Duration.ofSeconds(15).toNanos();
    while (!"up".equals(node.state())) {
      assertTrue(System.nanoTime() < deadline, "the node never reconnected");
      Thread.sleep(100);
    }
  }
}
