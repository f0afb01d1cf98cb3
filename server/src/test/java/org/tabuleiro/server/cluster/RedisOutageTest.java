package org.tabuleiro.server.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.net.ServerSocket;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.tabuleiro.server.testing.Soak;

/**
 * Issue 31's Redis outage: three nodes (in this JVM) behind HAProxy with the shipped {@code deploy/haproxy.cfg}, on a
 * Redis of the test's own (never the machine's 6379), {@link #GAMES} games played over real WebSockets at a move a
 * second each, each game made on one node and its two sockets pinned by the balancer's cookie to a node chosen at
 * random ({@link OutageGames}: two in three are not the owner, and their moves are forwarded through Redis). Redis
 * is killed for {@link #OUTAGE}: every game must keep moving (no wait between acknowledged moves longer than
 * {@link #MAX_GAP}), the sockets on other nodes' games being sent to the owners (close code 4307, {@code ?node=}
 * through the balancer); no acknowledged move is lost (each in the {@code state} of a reconnected socket and, at the
 * end, in the database). It prints the moves' ack times during the outage (p50, p99). About 40 s on a quiet
 * machine; longer: {@code -Dtabuleiro.redisOutage.seconds=60 -Dtabuleiro.redisOutage.games=60}.
 */
class RedisOutageTest {
  private static final int GAMES = Soak.size("redisOutage.games", 30, 60);
  private static final Duration OUTAGE = Duration.ofSeconds(Soak.size("redisOutage.seconds", 20L, 60L));
  /** The longest a game may go without an acknowledged move during the outage (its sockets sent to the owner). */
  private static final Duration MAX_GAP = Duration.ofSeconds(8);
  private static final String[] NAMES = {"a", "b", "c"};

  @Test
  @Timeout(300)
  void everyGameKeepsMovingWhileRedisIsAway() throws Exception {
    int redisPort = freePort();
    Process redis = RedisDownTest.startRedis(redisPort);
    OutageGames played = null;
    try (var cluster = ClusterNodes.start("redis://127.0.0.1:" + redisPort, NAMES);
        var balancer = Haproxy.start(new int[] {port(cluster, 0), port(cluster, 1), port(cluster, 2)})) {
      played = OutageGames.start(cluster, balancer, GAMES, NAMES);
      long down = System.nanoTime();
      redis.destroyForcibly().waitFor();
      Thread.sleep(OUTAGE.toMillis());
      long up = System.nanoTime();
      redis = RedisDownTest.startRedis(redisPort);
      Thread.sleep(2_000);   // moves go on once it is back
      played.stop();

      OutageGames.Window outage = played.during(down, up, MAX_GAP);
      System.out.printf("Redis away %d s under 3 nodes, %d games: %s%n", OUTAGE.toSeconds(), GAMES, outage);
      List<DrivenGame> games = played.games();
      games.stream().flatMap(g -> g.problems().stream()).limit(20).forEach(System.out::println);
      outage.stalled().stream().limit(10).forEach(System.out::println);
      assertEquals(List.of(), outage.stalled(), "games that stopped moving while Redis was away");
      assertTrue(outage.sentAway() > 0, "no socket was on a node that does not own its game: the test proved nothing");
      assertEquals(0, games.stream().mapToInt(DrivenGame::lost).sum(), "acknowledged moves missing on reconnection");
      assertEquals(List.of(), new GameOwners(cluster.node(0).server().database().jdbi()).missingMoves(games),
          "acknowledged moves missing in the database");
      assertEquals(List.of(), games.stream().flatMap(g -> g.problems().stream()).toList());
    } finally {
      if (played != null) played.games().forEach(DrivenGame::halt);
      redis.destroyForcibly().waitFor();
    }
  }

  private static int port(ClusterNodes cluster, int i) {
    return cluster.node(i).server().port();
  }

  static int freePort() throws IOException {
    try (var s = new ServerSocket(0, 1, java.net.InetAddress.getLoopbackAddress())) {
      return s.getLocalPort();
    }
  }
}
