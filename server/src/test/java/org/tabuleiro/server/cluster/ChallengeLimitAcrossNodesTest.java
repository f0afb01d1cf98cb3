package org.tabuleiro.server.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import org.junit.jupiter.api.Test;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.server.challenge.Challenge;
import org.tabuleiro.server.config.ClusterConfig;
import org.tabuleiro.server.http.Json;
import org.tabuleiro.server.lobby.SeekColor;

/**
 * The limit of open challenges a player may hold, on a cluster: two nodes adding a player's challenges at the same
 * moment, through the Redis the nodes share, never let them hold more than the limit (the count and the add are one
 * Redis script), and another player's challenges do not count.
 */
class ChallengeLimitAcrossNodesTest {
  private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");

  @Test
  void twoNodesAddingAPlayersChallengesAtOnceKeepTheLimit() throws Exception {
    String prefix = "test-challenge-limit-" + System.nanoTime() + ":";
    try (RedisNode a = RedisNode.connect(ClusterConfig.node("a", ClusterNodes.REDIS_URL, prefix));
         RedisNode b = RedisNode.connect(ClusterConfig.node("b", ClusterNodes.REDIS_URL, prefix))) {
      var onA = new RedisChallenges(a, Json.mapper());
      var onB = new RedisChallenges(b, Json.mapper());
      try {
        assertTrue(onA.addWithin(challenge(onA.nextId(), 2), 5), "another player's challenge");
        var start = new CountDownLatch(1);
        List<CompletableFuture<Boolean>> adds = new ArrayList<>();
        for (int i = 0; i < 12; i++) {
          var on = i % 2 == 0 ? onA : onB;
          long id = on.nextId();
          adds.add(CompletableFuture.supplyAsync(() -> {
            try {
              start.await();
            } catch (InterruptedException e) {
              throw new IllegalStateException(e);
            }
            return on.addWithin(challenge(id, 1), 5);
          }));
        }
        start.countDown();
        long added = adds.stream().filter(CompletableFuture::join).count();
        assertEquals(5, added, "of 12 adds at once on two nodes, as many as the limit");
        assertEquals(5, onB.all().stream().filter(c -> c.fromId() == 1).count(), "and held: " + onB.all());
        assertEquals(1, onA.all().stream().filter(c -> c.fromId() == 2).count());

        long first = onA.all().stream().filter(c -> c.fromId() == 1).findFirst().orElseThrow().id();
        assertTrue(onB.take(first).isPresent());
        assertTrue(onB.addWithin(challenge(onB.nextId(), 1), 5), "one answered: room for one more");
        assertFalse(onA.addWithin(challenge(onA.nextId(), 1), 5), "and no more");
      } finally {
        a.call(c -> c.del(a.key(RedisChallenges.CHALLENGES), a.key(RedisChallenges.IDS)));
      }
    }
  }

  private static Challenge challenge(long id, long fromId) {
    return new Challenge(id, fromId, "p" + fromId, 99, "rival", GameVariant.CHESS, TimeControl.parse("5+3"), false,
        SeekColor.RANDOM, T0, T0.plusSeconds(300), null);
  }
}
