package org.tabuleiro.server.cluster;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadLocalRandom;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.tabuleiro.server.testing.Alone;
import org.tabuleiro.server.testing.Soak;

/**
 * Issue 23's failover proof: three nodes as separate JVMs behind HAProxy, a hundred games played over real
 * WebSockets at one move a second each (as the load generator plays them), each game's sockets on any node, and
 * the node that owns the most games
 * killed with SIGKILL, again and again. Each time, before the kill the victim is topped up to {@link #GAMES} games of
 * its own (new games created through it); every one of them must have a move acknowledged by another node within
 * {@link #RECOVERY} of the kill (the clients reconnect as soon as their sockets break, to the game's new owner as
 * the leases in the database name it, or with {@link #ANY_NODE} to any living node, which forwards the moves to
 * the owner). Then the victim is started
 * again. Throughout, every acknowledged move is counted and
 * must be in the {@code state} a reconnected socket gets and, at the end, in the database; and the stored events of
 * each game must carry non-decreasing owner tokens along their versions (a node that lost a game never wrote after
 * its successor).
 *
 * <p>The build's form kills {@link #KILLS} times and allows {@link #RECOVERY}; the long form, issue 23's (20 kills,
 * 5 s), runs under {@code ./tabuleiro test --soak}; alone:
 *
 * <pre>
 * ./mvnw -pl server -am test -Psoak -Dtest=ClusterKillLoopTest -Dsurefire.failIfNoSpecifiedTests=false
 * </pre>
 *
 * <p>Each kill prints the median phases of its games' recovery (sockets broken, the owner's node lease gone, a
 * {@code state} from the new owner, the next move acknowledged), so a slow takeover shows where its time goes.
 */
@Tag(Alone.TAG)   // a bound on times: run with no other test class beside it (testing/Alone)
class ClusterKillLoopTest {
  /**
   * 3 in the build (a kill, its takeover of about 100 games and the restart take 5-7 s here; the first kill already
   * fails a takeover slower than {@link #RECOVERY}); 20 the long form.
   */
  private static final int KILLS = Soak.size("clusterKill.kills", 3, 20);
  private static final int GAMES = Integer.getInteger("tabuleiro.clusterKill.games", 100);
  private static final Duration PACE = Duration.ofMillis(Long.getLong("tabuleiro.clusterKill.paceMillis", 1000));
  /**
   * How soon each of a killed node's games must go on elsewhere: issue 23 asks 5 s, which the long form sets (the
   * slowest game of 20 kills took 2.9 s here); the build's form allows 10 s, for a machine busier than this one (three
   * nodes, HAProxy, PostgreSQL and the players share 2 cores).
   */
  private static final Duration RECOVERY =
      Duration.ofSeconds(Soak.size("clusterKill.recoverySeconds", 10L, 5L));
  /**
   * A game's sockets on any living node, chosen at random at each connection, the moves forwarded to the owner (as
   * behind the balancer); false ({@code -Dtabuleiro.clusterKill.anyNode=false}): on the owner's node, as the
   * leases name it.
   */
  private static final boolean ANY_NODE =
      Boolean.parseBoolean(System.getProperty("tabuleiro.clusterKill.anyNode", "true"));

  /** How long a game's sockets wait for a living node to take it once its owner's lease lapsed. */
  private static final Duration ORPHAN_WAIT = Duration.ofMillis(1500);

  private final List<DrivenGame> games = new CopyOnWriteArrayList<>();
  private final Map<Long, Long> orphanSince = new java.util.concurrent.ConcurrentHashMap<>();
  private final List<Long> recoveryMillis = Collections.synchronizedList(new ArrayList<>());
  private final List<String> failures = new ArrayList<>();
  private ClusterProcesses cluster;
  private Haproxy balancer;
  private GameOwners owners;

  @Test
  @Timeout(3600)
  void everyGameOfAKilledNodeGoesOnElsewhereSoonAndNoAcknowledgedMoveIsLost() throws Exception {
    try (var c = ClusterProcesses.start(ClusterNodes.REDIS_URL, List.of(), "a", "b", "c")) {
      cluster = c;
      balancer = c.balancer();
      owners = new GameOwners(c.database().jdbi());
      var players = new ClusterPlayers(c.database().jdbi());
      long started = System.nanoTime();
      for (int kill = 0; kill < KILLS; kill++) {
        long roundStart = System.nanoTime();
        int victim = mostGames();
        topUp(victim, players);
        awaitSteady();
        List<DrivenGame> victims = gamesOf(c.name(victim));
        long t0 = System.nanoTime();
        c.kill(victim);
        awaitRecovery(kill, c.name(victim), victims, t0);
        slowest(victims, t0, c.name(victim));
        long recovered = System.nanoTime();
        c.restart(victim);
        awaitBalanced(c.name(victim));
        System.out.printf("kill %d: node %s with %d games; every game on again within %d ms (median phases after"
            + " the kill: sockets broken %s, sent to the new owner %s, state %s, move acknowledged %s ms);"
            + " restarted and back in the balancer in %d ms;"
            + " %d games live; round %.1f s%n", kill + 1, c.name(victim), victims.size(),
            maxRecovery(victims, t0, c.name(victim)), median(victims, t0, 0), median(victims, t0, 1),
            median(victims, t0, 2), medianRecovery(victims, t0, c.name(victim)),
            (System.nanoTime() - recovered) / 1_000_000, live().size(), (System.nanoTime() - roundStart) / 1e9);
      }
      stopAll();
      int lostOnReconnect = games.stream().mapToInt(DrivenGame::lost).sum();
      int lostInStore = lostInStore();
      GameOwners.Tokens tokens = null;
      AssertionError noTokens = null;
      try {
        tokens = owners.checkTokens(games.stream().map(DrivenGame::id).toList());
      } catch (AssertionError e) {
        noTokens = e;
      }
      int acknowledged = games.stream().mapToInt(DrivenGame::acknowledged).sum();
      List<Long> sorted = new ArrayList<>(recoveryMillis);
      Collections.sort(sorted);
      long within5 = sorted.stream().filter(ms -> ms <= 5_000).count();
      System.out.printf("cluster kill loop: %d kills in %.0f s, %d games, %d moves acknowledged; recovery p50 %d ms,"
          + " p99 %d ms, max %d ms over %d games (%d within 5 s); lost %d on reconnection, %d in the database; owner"
          + " tokens: %s%n", KILLS, (System.nanoTime() - started) / 1e9, games.size(), acknowledged,
          percentile(sorted, 0.5), percentile(sorted, 0.99), percentile(sorted, 1.0), sorted.size(), within5,
          lostOnReconnect, lostInStore,
          tokens == null ? noTokens.getMessage() : tokens);
      // A node whose renewals came late (busy cores) takes no orphan for 2 s: how often that happened here.
      List<String> gaps = cluster.logged("between two renewals"), lapsed = cluster.logged("its lease had lapsed");
      System.out.printf("renewals late (a node taking nothing for 2 s): %d; leases lapsed: %d%n", gaps.size(),
          lapsed.size());
      gaps.stream().limit(10).forEach(System.out::println);
      games.stream().flatMap(g -> g.problems().stream()).limit(30).forEach(System.out::println);
      failures.forEach(System.out::println);
      assertEquals(0, lostOnReconnect + lostInStore, "acknowledged moves lost");
      if (noTokens != null) throw noTokens;
      assertEquals(List.of(), tokens.interleaved(), "games whose owner tokens went back along their versions");
      assertTrue(tokens.takenOver() > 0, "no game changed owner: the loop proved nothing");
      assertEquals(List.of(), failures);
      assertTrue(acknowledged >= KILLS * GAMES, "the loop played only " + acknowledged + " moves");
    } finally {
      stopAll();
    }
  }

  private void stopAll() throws InterruptedException {
    games.forEach(DrivenGame::halt);
    for (DrivenGame g : games) g.stop();
  }

  /** The up node that owns the most live games (the first node when none owns any). */
  private int mostGames() {
    Map<String, Integer> count = new HashMap<>();
    owners.of(live(), this::trackedNode).values().forEach(n -> count.merge(n, 1, Integer::sum));
    int best = 0, most = -1;
    for (int i = 0; i < cluster.size(); i++) {
      int n = count.getOrDefault(cluster.name(i), 0);
      if (cluster.isUp(i) && n > most) {
        best = i;
        most = n;
      }
    }
    return best;
  }

  private List<DrivenGame> gamesOf(String node) {
    var of = owners.of(live(), this::trackedNode);
    return live().stream().filter(g -> node.equals(of.get(g.id()))).toList();
  }

  private List<DrivenGame> live() {
    return games.stream().filter(g -> !g.isOver()).toList();
  }

  private String trackedNode(long gameId) {
    return games.stream().filter(g -> g.id() == gameId).findFirst().map(DrivenGame::node).orElse(null);
  }

  /** New games created through the victim (pinned by the balancer's cookie) until it owns {@link #GAMES}. */
  private void topUp(int victim, ClusterPlayers players) throws InterruptedException {
    String node = cluster.name(victim);
    int missing = GAMES - gamesOf(node).size();
    if (missing <= 0) return;
    try (var pool = Executors.newFixedThreadPool(4)) {
      for (int i = 0; i < missing; i++) {
        pool.submit(() -> {
          var pair = players.pair();
          long id = ClusterPlayers.game(balancer.port(), Haproxy.pin(node), pair);
          var game = new DrivenGame(id, pair, this::route, PACE);
          games.add(game);
          game.startOn(node);
          return null;
        });
      }
    }
  }

  /**
   * Where a game's sockets go: its owner's node while that node's lease lives and it is up; none while a killed
   * owner's lease still lives (nothing can take the game yet), nor for {@link #ORPHAN_WAIT} after it lapsed (the
   * living nodes take the orphans at their next beat, and a socket on a node that does not own the game would only
   * be told {@code game_moved}); then an up node (chosen by the game's id, so the orphans spread), whose first socket
   * takes the game over. Without leases in the store, the node it was on when that is up. With {@link #ANY_NODE},
   * any up node: the moves must reach the owner from there.
   */
  private DrivenGame.Target route(DrivenGame game) {
    List<Integer> up = new ArrayList<>();
    for (int i = 0; i < cluster.size(); i++) {
      if (cluster.isUp(i)) up.add(i);
    }
    if (up.isEmpty()) return null;
    String node;
    if (ANY_NODE) {
      node = cluster.name(up.get(ThreadLocalRandom.current().nextInt(up.size())));
    } else if (owners.leased()) {
      GameOwners.Owner owner = owners.ownerOf(game.id());
      boolean ownerUp = owner != null && cluster.isUp(cluster.indexOf(owner.node()));
      if (owner != null && owner.alive() && !ownerUp) return null;
      if (owner != null && owner.alive()) {
        orphanSince.remove(game.id());
        node = owner.node();
      } else {
        long since = orphanSince.computeIfAbsent(game.id(), id -> System.nanoTime());
        if (System.nanoTime() - since < ORPHAN_WAIT.toNanos()) return null;
        node = cluster.name(up.get((int) (game.id() % up.size())));
      }
    } else {
      String last = game.node();
      node = last != null && cluster.isUp(cluster.indexOf(last)) ? last
          : cluster.name(up.get((int) (game.id() % up.size())));
    }
    return new DrivenGame.Target(balancer.port(), Haproxy.pin(node), node);
  }

  /**
   * Waits until the balancer sends a request pinned to the restarted {@code node} there (two good health checks):
   * before, a socket routed to it would be sent to another node by the balancer and counted here as on it.
   */
  private void awaitBalanced(String node) throws InterruptedException {
    long deadline = System.nanoTime() + Duration.ofSeconds(15).toNanos();
    while (!balancer.nodeAnswering(node)) {
      if (System.nanoTime() > deadline) {
        failures.add("node " + node + " restarted but the balancer does not send it requests");
        return;
      }
      Thread.sleep(50);
    }
  }

  /** Waits until every live game had a move acknowledged within the last three paces. */
  private void awaitSteady() throws InterruptedException {
    long deadline = System.nanoTime() + Duration.ofSeconds(60).toNanos();
    while (System.nanoTime() < deadline) {
      long since = System.nanoTime() - 3 * PACE.toNanos();
      if (live().stream().allMatch(g -> g.lastAckNanos() > since)) return;
      Thread.sleep(100);
    }
    long since = System.nanoTime() - 3 * PACE.toNanos();
    failures.add("games not moving before a kill: " + live().stream().filter(g -> g.lastAckNanos() <= since)
        .map(DrivenGame::id).limit(20).toList());
  }

  /** Waits until each of the victim's games had a move acknowledged on another node; records how long each took. */
  private void awaitRecovery(int kill, String victim, List<DrivenGame> victims, long t0) throws InterruptedException {
    long deadline = t0 + RECOVERY.toNanos() + Duration.ofSeconds(15).toNanos();
    while (System.nanoTime() < deadline) {
      if (victims.stream().allMatch(g -> g.isOver() || g.firstAckAfter(t0, victim) != null)) break;
      Thread.sleep(50);
    }
    for (DrivenGame g : victims) {
      DrivenGame.Ack first = g.firstAckAfter(t0, victim);
      if (first == null) {
        if (!g.isOver()) failures.add("kill " + (kill + 1) + ": game " + g.id() + " never went on: " + g.storyAfter(t0));
        continue;
      }
      long millis = (first.atNanos() - t0) / 1_000_000;
      recoveryMillis.add(millis);
      if (millis > RECOVERY.toMillis()) {
        failures.add("kill " + (kill + 1) + ": game " + g.id() + " went on after " + millis + " ms on " + first.node());
      }
    }
  }

  /** The story of the killed node's slowest games after the kill: where their time went. */
  private static void slowest(List<DrivenGame> victims, long t0, String victim) {
    victims.stream().filter(g -> g.firstAckAfter(t0, victim) != null)
        .sorted(java.util.Comparator.comparingLong((DrivenGame g) -> g.firstAckAfter(t0, victim).atNanos()).reversed())
        .limit(3).forEach(g -> System.out.printf("  slow: game %d, %d ms: %s%n", g.id(),
            (g.firstAckAfter(t0, victim).atNanos() - t0) / 1_000_000, g.storyAfter(t0)));
  }

  private static long median(List<DrivenGame> victims, long t0, int phase) {
    List<Long> ms = new ArrayList<>(victims.stream().map(g -> g.phasesAfter(t0)[phase]).filter(m -> m >= 0).toList());
    Collections.sort(ms);
    return percentile(ms, 0.5);
  }

  private static long medianRecovery(List<DrivenGame> victims, long t0, String victim) {
    List<Long> ms = new ArrayList<>(victims.stream().map(g -> g.firstAckAfter(t0, victim)).filter(a -> a != null)
        .map(a -> (a.atNanos() - t0) / 1_000_000).toList());
    Collections.sort(ms);
    return percentile(ms, 0.5);
  }

  private static long maxRecovery(List<DrivenGame> victims, long t0, String victim) {
    return victims.stream().map(g -> g.firstAckAfter(t0, victim)).filter(a -> a != null)
        .mapToLong(a -> (a.atNanos() - t0) / 1_000_000).max().orElse(-1);
  }

  /** Acknowledged moves missing from the database at the end: each game's {@code move} events, by version. */
  private int lostInStore() {
    int lost = 0;
    for (GameOwners.Missing m : owners.missingMoves(games)) {
      lost += m.lost();
      failures.add(m.toString());
    }
    return lost;
  }

  private static long percentile(List<Long> sorted, double q) {
    if (sorted.isEmpty()) return -1;
    return sorted.get((int) Math.min(sorted.size() - 1, Math.ceil(q * sorted.size()) - 1));
  }
}
