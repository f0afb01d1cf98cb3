package org.tabuleiro.server.cluster;

import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tabuleiro.server.common.UnavailableException;
import org.tabuleiro.server.lobby.LobbyFeed;

/**
 * This node's sign of life and its care of the dead's seeks (docs/server/cluster.md): every
 * {@link #BEAT_SECONDS} s it sets the key {@code node:NAME} to expire after {@link #TTL_SECONDS} s, then withdraws
 * the seeks posted through a node whose key has expired (killed, or cut from Redis that long): their players' lobby
 * sockets went with that node, so nobody else would. After a beat that failed (Redis away), the next one only beats:
 * a Redis away longer than {@link #TTL_SECONDS} s let every node's key expire, and the others need a beat of their own
 * to say they live before anyone reaps their seeks.
 */
public final class NodeHeartbeat implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(NodeHeartbeat.class);
  static final int BEAT_SECONDS = 5;
  static final int TTL_SECONDS = 15;

  private final RedisNode redis;
  private final RedisSeeks seeks;
  /** Told each seek withdrawn (the lobby's feed: {@code gone} to every node's lobby). */
  private final java.util.function.LongConsumer withdrawn;
  /** The last beat reached Redis (the beat thread's own). */
  private boolean lastBeatLanded = true;
  private final ScheduledExecutorService beats = Executors.newSingleThreadScheduledExecutor(
      Thread.ofPlatform().name("redis-heartbeat").daemon().factory());

  NodeHeartbeat(RedisNode redis, RedisSeeks seeks, java.util.function.LongConsumer withdrawn) {
    this.redis = redis;
    this.seeks = seeks;
    this.withdrawn = withdrawn;
  }

  /** Beats once now (the node is alive before it serves), then every {@link #BEAT_SECONDS} s. */
  public static NodeHeartbeat start(RedisNode redis, RedisSeeks seeks, LobbyFeed feed) {
    NodeHeartbeat beat = new NodeHeartbeat(redis, seeks, feed::seekGone);
    beat.alive();
    beat.beats.scheduleWithFixedDelay(beat::beat, BEAT_SECONDS, BEAT_SECONDS, TimeUnit.SECONDS);
    return beat;
  }

  private void alive() {
    redis.call(c -> c.setex(redis.key("node:" + redis.node()), TTL_SECONDS, "alive"));
  }

  /** One beat: alive, then the dead nodes' seeks withdrawn, unless the beat before did not reach Redis. */
  void beat() {
    try {
      alive();
      boolean reap = lastBeatLanded;
      lastBeatLanded = true;
      if (!reap) {
        LOG.info("node {}: Redis is back; the seeks of nodes gone are withdrawn from the next beat on", redis.node());
        return;
      }
      for (var seek : seeks.takeOrphans(node -> redis.call(c -> c.exists(redis.key("node:" + node))) > 0)) {
        withdrawn.accept(seek.id());
        LOG.info("node {}: withdrew seek {} of {}, posted through a node that is gone", redis.node(), seek.id(),
            seek.username());
      }
    } catch (UnavailableException e) {
      lastBeatLanded = false;
      LOG.debug("node {}: no heartbeat ({}); again in {} s", redis.node(), e.getMessage(), BEAT_SECONDS);
    } catch (RuntimeException e) {
      LOG.warn("node {}: heartbeat failed: {}", redis.node(), e.toString());
    }
  }

  @Override
  public void close() {
    beats.shutdownNow();
  }
}
