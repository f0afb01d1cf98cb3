package org.tabuleiro.server.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabuleiro.server.lobby.SeekLimitRaceTest;
import org.tabuleiro.server.testing.ApiClient;

/**
 * The limit of open seeks on a cluster, where the seeks live in Redis: 50 posts at once from one player, half through
 * node a and half through node b, never leave more than the limit open (the count and the add are one Redis script;
 * before, each node counted the hash and then added to it).
 */
class SeekLimitAcrossNodesTest {
  @Test
  void fiftyPostsAtOnceThroughTwoNodesNeverLeaveMoreThanTheLimitOpen() {
    try (var cluster = ClusterNodes.start(ClusterNodes.REDIS_URL, "a", "b")) {
      ApiClient onA = cluster.node(0).client();
      assertEquals(201, onA.register("ana", "lua-azul-salta-1").status());
      ApiClient onB = cluster.node(1).client();
      assertEquals(200, onB.login("ana", "lua-azul-salta-1").status());
      List<Integer> answers = SeekLimitRaceTest.postAtOnce(List.of(onA, onB), SeekLimitRaceTest.POSTS);
      SeekLimitRaceTest.assertWithinLimit(answers, onB.get("/api/seeks").json().path("seeks"));
    }
  }
}
