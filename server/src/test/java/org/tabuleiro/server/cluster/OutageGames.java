package org.tabuleiro.server.cluster;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadLocalRandom;

/**
 * Games played through the balancer while something the nodes share goes away (Redis, PostgreSQL): each made on
 * the nodes in turn (so each node owns its share), its two sockets pinned by the balancer's cookie to a node chosen
 * at random (two in three are not the owner: their moves are forwarded), a move a second each ({@link DrivenGame}).
 * {@link #during} then says how the games went between two instants.
 */
final class OutageGames {
  static final Duration PACE = Duration.ofSeconds(1);

  private final List<DrivenGame> games = new CopyOnWriteArrayList<>();

  /** {@code count} games on the nodes {@code names} (the balancer's server names), moving once this returns. */
  static OutageGames start(ClusterNodes cluster, Haproxy balancer, int count, String... names)
      throws InterruptedException {
    var started = new OutageGames();
    var players = new ClusterPlayers(cluster.node(0).server().database().jdbi());
    try (var pool = Executors.newFixedThreadPool(4)) {
      for (int i = 0; i < count; i++) {
        String owner = names[i % names.length], pinned = names[ThreadLocalRandom.current().nextInt(names.length)];
        pool.submit(() -> {
          var pair = players.pair();
          long id = ClusterPlayers.game(balancer.port(), Haproxy.pin(owner), pair);   // made (owned) there
          var game = new DrivenGame(id, pair, g -> new DrivenGame.Target(balancer.port(), Haproxy.pin(pinned), pinned),
              PACE);
          started.games.add(game);
          game.startOn(pinned);
          return null;
        });
      }
    }
    started.awaitSteady();
    return started;
  }

  List<DrivenGame> games() {
    return games;
  }

  /** Waits until every game had a move acknowledged within the last three paces. */
  void awaitSteady() throws InterruptedException {
    long deadline = System.nanoTime() + Duration.ofSeconds(30).toNanos();
    while (System.nanoTime() < deadline) {
      long since = System.nanoTime() - 3 * PACE.toNanos();
      if (games.stream().allMatch(g -> g.lastAckNanos() > since)) return;
      Thread.sleep(100);
    }
    throw new AssertionError("games not moving: " + games.stream()
        .filter(g -> g.lastAckNanos() <= System.nanoTime() - 3 * PACE.toNanos()).map(DrivenGame::id).toList());
  }

  /** Stops playing and waits until every game has. */
  void stop() throws InterruptedException {
    games.forEach(DrivenGame::halt);
    for (DrivenGame g : games) g.stop();
  }

  /**
   * How the games went between {@code from} and {@code to} ({@code System.nanoTime}): each acknowledged move's time
   * from its frame to its ack; each game's longest time without an ack (from {@code from}, to {@code to}); the games
   * that waited longer than {@code maxGap}, with their stories; what the sockets were told besides acks, all games
   * together (over the whole run).
   */
  Window during(long from, long to, Duration maxGap) {
    List<Long> took = new ArrayList<>(), gaps = new ArrayList<>();
    List<String> stalled = new ArrayList<>();
    Map<String, Integer> told = new TreeMap<>();
    int sentAway = 0;
    for (DrivenGame g : games) {
      long last = from, gap = 0;
      for (DrivenGame.Ack a : g.acks()) {
        if (a.atNanos() <= from || a.atNanos() > to) continue;
        gap = Math.max(gap, a.atNanos() - last);
        last = a.atNanos();
        took.add(a.tookNanos() / 1_000_000);
      }
      gap = Math.max(gap, to - last);
      gaps.add(gap / 1_000_000);
      if (gap > maxGap.toNanos()) {
        stalled.add("game " + g.id() + " (sockets on " + g.node() + "): " + gap / 1_000_000 + " ms without a move: "
            + g.storyAfter(from));
      }
      sentAway += g.sentAway();
      g.told().forEach((what, n) -> told.merge(what, n, Integer::sum));
    }
    Collections.sort(took);
    Collections.sort(gaps);
    return new Window(took, gaps, stalled, sentAway, told);
  }

  /** {@link #during}'s answer; {@code took} and {@code gaps} in ms, sorted. */
  record Window(List<Long> took, List<Long> gaps, List<String> stalled, int sentAway, Map<String, Integer> told) {
    @Override
    public String toString() {
      return took.size() + " moves acknowledged, ack p50 " + percentile(took, 0.5) + " ms, p99 "
          + percentile(took, 0.99) + " ms, max " + percentile(took, 1.0) + " ms; each game's longest wait between two"
          + " acks (a move a second) p50 " + percentile(gaps, 0.5) + " ms, max " + percentile(gaps, 1.0) + " ms; "
          + stalled.size() + " games stalled; " + sentAway + " games' sockets sent to their owners; told besides acks: "
          + told;
    }
  }

  static long percentile(List<Long> sorted, double q) {
    if (sorted.isEmpty()) return -1;
    return sorted.get((int) Math.min(sorted.size() - 1, Math.ceil(q * sorted.size()) - 1));
  }
}
