package org.tabuleiro.server.cluster;

import io.lettuce.core.ScriptOutputType;
import io.lettuce.core.SetArgs;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tabuleiro.server.common.Leadership;
import org.tabuleiro.server.common.UnavailableException;

/**
 * One leader per kind of timed work among a cluster's nodes (docs/protocol.md, "Between a cluster's nodes"): the
 * lease {@code leader:KIND}, whose value is the holder's node name, taken with {@code SET NX PX} {@link #LEASE_MILLIS}
 * and renewed every {@link #BEAT_MILLIS} ms by its holder with a compare-and-set script (only while it still names
 * this node), deleted the same way on a clean stop. A dead leader's lease expires and the first node to try after
 * takes it: a new leader within {@code LEASE_MILLIS + BEAT_MILLIS}.
 *
 * <p>Correctness depends on a holder stopping before its lease can have passed to another: {@link #isLeader} is
 * true only until {@code LEASE_MILLIS - MARGIN_MILLIS} after the start of the last successful take or renewal, so a
 * node cut from Redis (or paused) stops its work before another can begin it.
 */
public final class RedisLeadership implements Leadership, AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(RedisLeadership.class);
  static final long LEASE_MILLIS = 4_000;
  static final long BEAT_MILLIS = 1_000;
  static final long MARGIN_MILLIS = 500;
  /** KEYS[1] the lease, ARGV[1] this node, ARGV[2] the lease's length: renewed only when it is this node's. */
  private static final String RENEW = """
      if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
      return 0""";
  /** KEYS[1] the lease, ARGV[1] this node: deleted only when it is this node's. */
  private static final String RELEASE = """
      if redis.call('GET', KEYS[1]) == ARGV[1] then return redis.call('DEL', KEYS[1]) end
      return 0""";

  private record Listener(Work work, Runnable gained, Runnable lost) {}

  private final RedisNode redis;
  /** When each lead held ends for this node (System.nanoTime), absent when not held; written by the beat thread. */
  private final Map<Work, Long> heldUntil = java.util.Collections.synchronizedMap(new EnumMap<>(Work.class));
  private final List<Listener> listeners = new CopyOnWriteArrayList<>();
  private final ScheduledExecutorService beats = Executors.newSingleThreadScheduledExecutor(
      Thread.ofPlatform().name("redis-leadership").daemon().factory());
  /** Runs the listeners, one after the other, in the order the leads came and went. */
  private final ExecutorService told = Executors.newSingleThreadExecutor(
      Thread.ofPlatform().name("leadership-work").daemon().factory());

  private RedisLeadership(RedisNode redis) {
    this.redis = redis;
  }

  /** Tries for every lead once now (a lone node leads before it serves), then every {@link #BEAT_MILLIS} ms. */
  public static RedisLeadership start(RedisNode redis) {
    RedisLeadership lead = new RedisLeadership(redis);
    lead.beat();
    lead.beats.scheduleWithFixedDelay(lead::beat, BEAT_MILLIS, BEAT_MILLIS, TimeUnit.MILLISECONDS);
    return lead;
  }

  @Override
  public boolean isLeader(Work work) {
    Long until = heldUntil.get(work);
    return until != null && System.nanoTime() - until < 0;
  }

  @Override
  public void whenLeader(Work work, Runnable gained, Runnable lost) {
    Listener l = new Listener(work, gained, lost);
    synchronized (this) {   // with the beat's changes: a lead gained now is told once, here or there
      listeners.add(l);
      if (heldUntil.containsKey(work)) told.execute(() -> run(l.gained(), work, "gained"));
    }
  }

  @Override
  public boolean isSole() {
    return false;
  }

  /** One beat: each lead held is renewed, each other one tried for. */
  void beat() {
    for (Work work : Work.values()) {
      try {
        long started = System.nanoTime();
        boolean held = heldUntil.containsKey(work);
        boolean holds = held ? renew(work) : take(work);
        synchronized (this) {
          if (holds) heldUntil.put(work, started + TimeUnit.MILLISECONDS.toNanos(LEASE_MILLIS - MARGIN_MILLIS));
          else heldUntil.remove(work);
          if (holds != held) {
            LOG.info("node {}: {} the lead of {}", redis.node(), holds ? "took" : "lost", work.key());
            for (Listener l : listeners) {
              if (l.work() == work) told.execute(() -> run(holds ? l.gained() : l.lost(), work, holds ? "gained" : "lost"));
            }
          }
        }
      } catch (UnavailableException e) {
        // isLeader turns false by itself when the lease may have passed; the lead is renewed or lost on return
        LOG.debug("node {}: lead of {} not renewed ({})", redis.node(), work.key(), e.getMessage());
      } catch (RuntimeException e) {
        LOG.warn("node {}: lead of {}: {}", redis.node(), work.key(), e.toString());
      }
    }
  }

  private boolean take(Work work) {
    String ok = redis.call(c -> c.set(key(work), redis.node(), SetArgs.Builder.nx().px(LEASE_MILLIS)));
    return "OK".equals(ok);
  }

  private boolean renew(Work work) {
    Long renewed = redis.call(c -> c.<Long>eval(RENEW, ScriptOutputType.INTEGER, new String[] {key(work)},
        redis.node(), Long.toString(LEASE_MILLIS)));
    return renewed != null && renewed == 1;
  }

  private String key(Work work) {
    return redis.key("leader:" + work.key());
  }

  private void run(Runnable r, Work work, String what) {
    try {
      r.run();
    } catch (RuntimeException e) {
      LOG.error("node {}: the lead of {} {}: {}", redis.node(), work.key(), what, e.toString());
    }
  }

  /** Stops trying and gives back every lead held, so another node takes it at its next beat. */
  @Override
  public void close() {
    beats.shutdownNow();
    told.shutdownNow();
    try {
      beats.awaitTermination(2, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    for (Work work : Work.values()) {
      if (heldUntil.remove(work) == null) continue;
      try {
        redis.call(c -> c.<Long>eval(RELEASE, ScriptOutputType.INTEGER, new String[] {key(work)}, redis.node()));
      } catch (UnavailableException e) {
        // it expires by itself
      }
    }
  }
}
