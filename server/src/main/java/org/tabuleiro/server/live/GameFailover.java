package org.tabuleiro.server.live;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
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
 * each rebuilt from the database's log with the downtime policy of {@link LiveGames#restoreAll}. The orphans are
 * tried in a random order, so several living nodes share a dead one's games instead of queueing on the same ones.
 */
final class GameFailover implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(GameFailover.class);

  private final LiveGames live;
  private final GameLeases leases;
  private final ScheduledExecutorService renewals = Executors.newSingleThreadScheduledExecutor(
      Thread.ofPlatform().name("game-lease-renewal").daemon().factory());
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
        LOG.warn("node {}: its lease had lapsed (paused or cut off): some of its games may be elsewhere now",
            leases.node());
      }
    } catch (RuntimeException e) {
      LOG.warn("node {}: lease not renewed: {}", leases.node(), e.getMessage());
    }
  }

  /** Drops what was taken from this node, then takes what has no owner. */
  void look() {
    if (leases.frozen()) return;
    try {
      for (long id : leases.lost()) live.drop(id, "another node took it over");
      List<Long> orphans = new ArrayList<>(leases.orphans(false));
      Collections.shuffle(orphans);
      int taken = 0;
      for (long id : orphans) {
        if (leases.frozen()) return;
        if (live.takeOver(id).isPresent()) taken++;
      }
      if (taken > 0) LOG.info("node {}: took over {} game(s) whose owner is gone", leases.node(), taken);
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
