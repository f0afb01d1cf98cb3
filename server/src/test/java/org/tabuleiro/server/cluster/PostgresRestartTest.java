package org.tabuleiro.server.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.jdbi.v3.core.Jdbi;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.tabuleiro.server.game.GameLeases;
import org.tabuleiro.server.testing.PrivatePostgres;

/**
 * Issue 31's database blip: three nodes (in this JVM) behind HAProxy on a PostgreSQL of the test's own
 * ({@link PrivatePostgres}: never the machine's, which other tests use), {@link #GAMES} games played as in
 * {@link RedisOutageTest}, and PostgreSQL restarted: a fast stop (every connection is cut), {@link #DOWN} without it
 * (the probe's restart took 1.7 s), then a start. Every node's lease expires on the database's clock meanwhile
 * ({@link GameLeases#TTL}), yet no game may change owner (each keeps its node and token), no socket may be
 * told {@code game_moved} or {@code storage_failed} (a move waits for the database instead), every game moves again
 * within {@link #MAX_GAP}, and no acknowledged move is lost. About 35 s on a quiet machine.
 */
class PostgresRestartTest {
  private static final int GAMES = Integer.getInteger("tabuleiro.pgRestart.games", 30);
  /** The longest a game may go without an acknowledged move across the restart. */
  private static final Duration MAX_GAP = Duration.ofSeconds(10);
  private static final String[] NAMES = {"a", "b", "c"};
  /**
   * How long PostgreSQL is away, from the stop to the start (which takes its own time on top): longer than the
   * lease, so every node's lease has expired on the database's clock when it returns.
   */
  private static final Duration DOWN = Duration.ofMillis(Long.getLong("tabuleiro.pgRestart.downMillis", 2_500));

  @Test
  @Timeout(300)
  void aRestartShorterThanItsLeasesMovesNoGame() throws Exception {
    OutageGames played = null;
    try (var pg = PrivatePostgres.running();
        var cluster = ClusterNodes.start(pg.config("club"), ClusterNodes.REDIS_URL, NAMES);
        var balancer = Haproxy.start(new int[] {port(cluster, 0), port(cluster, 1), port(cluster, 2)})) {
      played = OutageGames.start(cluster, balancer, GAMES, NAMES);
      Jdbi jdbi = cluster.node(0).server().database().jdbi();
      Map<Long, String> before = owners(jdbi);
      long down = System.nanoTime();
      pg.stop();
      Thread.sleep(Math.max(0, DOWN.toMillis() - (System.nanoTime() - down) / 1_000_000));
      pg.start();
      long restarted = System.nanoTime();
      // The nodes' leases are expired on the database's clock now; the takeovers would come within STEADY.
      Thread.sleep(GameLeases.STEADY.plusSeconds(4).toMillis());
      long end = System.nanoTime();
      played.stop();

      OutageGames.Window blip = played.during(down, end, MAX_GAP);
      System.out.printf("PostgreSQL stopped and started again in %d ms under 3 nodes (lease %d ms), %d games; in the"
              + " %d s from the stop: %s%n", (restarted - down) / 1_000_000, GameLeases.TTL.toMillis(), GAMES,
          (end - down) / 1_000_000_000, blip);
      List<DrivenGame> games = played.games();
      games.stream().flatMap(g -> g.problems().stream()).limit(20).forEach(System.out::println);
      blip.stalled().stream().limit(10).forEach(System.out::println);
      Map<Long, String> after = owners(jdbi);
      after.keySet().retainAll(before.keySet());
      assertEquals(before, after, "games that changed owner (node, token) across the restart");
      assertEquals(Map.of(), bad(blip.told()), "sockets told that a game moved or a move was not stored");
      assertEquals(List.of(), blip.stalled(), "games that did not move again after the restart");
      assertEquals(0, games.stream().mapToInt(DrivenGame::lost).sum(), "acknowledged moves missing on reconnection");
      assertEquals(List.of(), new GameOwners(jdbi).missingMoves(games), "acknowledged moves missing in the database");
      assertEquals(List.of(), games.stream().flatMap(g -> g.problems().stream()).toList());
    } finally {
      if (played != null) played.games().forEach(DrivenGame::halt);
    }
  }

  /** Each game being played: "node token". */
  private static Map<Long, String> owners(Jdbi jdbi) {
    Map<Long, String> owners = new TreeMap<>();
    jdbi.useHandle(h -> h.createQuery("SELECT game_id, node, token FROM game_leases")
        .map((rs, ctx) -> owners.put(rs.getLong(1), rs.getString(2) + " " + rs.getLong(3))).list());
    return owners;
  }

  /** What a player would have seen go wrong: a game moved, a store failed, a socket closed. */
  private static Map<String, Integer> bad(Map<String, Integer> told) {
    Map<String, Integer> bad = new TreeMap<>(told);
    bad.keySet().removeIf(what -> !(what.equals("game_moved") || what.equals("storage_failed")
        || what.startsWith("closed")));
    return bad;
  }

  private static int port(ClusterNodes cluster, int i) {
    return cluster.node(i).server().port();
  }
}
