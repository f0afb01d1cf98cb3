package org.tabuleiro.server.live;

import java.util.List;
import java.util.Set;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tabuleiro.server.game.GameLeases;

/**
 * A cluster node's part in the ownership of games (docs/server/cluster.md, "Who owns a game"), every
 * {@link GameLeases#BEAT}: it renews its node lease (on a thread of its own, so a long takeover never lets it lapse),
 * drops the games another node has taken from it, and takes over the games whose owner is gone (a dead node's),
 * each rebuilt from the database's log with the downtime policy of {@link LiveGames#restoreAll}, several at a time
 * ({@link LiveGames#takeOverAll}). The living nodes share a dead one's games by their ids ({@link #look}).
 */
final class GameFailover implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(GameFailover.class);

  private final LiveGames live;
  private final GameLeases leases;
  private final ScheduledExecutorService renewals = Executors.newSingleThreadScheduledExecutor(
      Thread.ofPlatform().name("game-lease-renewal").daemon().factory());
  private Set<Long> seen = Set.of();   // the orphans of the last look (on the takeover thread only)
  private final ScheduledExecutorService takeovers = Executors.newSingleThreadScheduledExecutor(
      Thread.ofPlatform().name("game-takeover").daemon().factory());

  GameFailover(LiveGames live, GameLeases leases) {
    this.live = live;
    this.leases = leases;
  }

  /** Begins the beats; the node's lease was taken at start ({@link GameLeases#join}). */
  void start() {
    long beat = GameLeases.BEAT.toMillis();
    renewals.scheduleAtFixedRate(this::renew, beat, beat, TimeUnit.MILLISECONDS);
    takeovers.scheduleWithFixedDelay(this::look, beat, beat, TimeUnit.MILLISECONDS);
  }

  private void renew() {
    try {
      if (!leases.renew()) {
        LOG.warn("node {}: its lease had lapsed (this node or the database paused or cut off); a game another node"
            + " took meanwhile, if any, is dropped at the next look", leases.node());
      }
    } catch (RuntimeException e) {
      LOG.warn("node {}: lease not renewed: {}", leases.node(), e.getMessage());
    }
  }

  /**
   * Drops what was taken from this node, then, once its own renewals are steady ({@link GameLeases#STEADY}), takes
   * what has no owner: the living nodes share the orphans by their ids (this node takes those whose id modulo the
   * number of living nodes is its rank among them by name), and an orphan still there at the next look (its node
   * busy or dying too) is taken by whichever node comes first.
   */
  void look() {
    if (leases.frozen()) return;
    try {
      for (long id : leases.lost()) live.drop(id, "another node took it over");
      if (!leases.steady()) return;   // just after a database blip (or this node's start): the others renew first
      List<Long> orphans = leases.orphans(false);
      if (orphans.isEmpty()) {
        seen = Set.of();
        return;
      }
      List<String> living = leases.living();
      int rank = living.indexOf(leases.node());
      if (rank < 0) return;   // this node's own lease has lapsed: it is the one being taken over
      List<Long> share = orphans.stream()
          .filter(id -> Math.floorMod(id, living.size()) == rank || seen.contains(id)).toList();
      seen = Set.copyOf(orphans);
      live.takeOverAll(share, leases::frozen);
    } catch (RuntimeException e) {
      LOG.warn("node {}: looking for games without an owner failed: {}", leases.node(), e.getMessage());
    }
  }

  @Override
  public void close() {
    takeovers.shutdown();   // a takeover under way finishes: a half-restored game is never left held
    renewals.shutdownNow();
    try {
      takeovers.awaitTermination(10, TimeUnit.SECONDS);
      renewals.awaitTermination(5, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
