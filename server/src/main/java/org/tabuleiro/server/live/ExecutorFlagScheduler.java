package org.tabuleiro.server.live;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.concurrent.ScheduledThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * {@link FlagScheduler} on one timer thread. Each due task runs on a virtual thread of its own, so a flag check
 * waiting for the database never delays the next game's flag.
 */
public final class ExecutorFlagScheduler implements FlagScheduler {
  private final InstantSource clock;
  private final ScheduledThreadPoolExecutor timer = new ScheduledThreadPoolExecutor(1, r -> {
    Thread t = new Thread(r, "tabuleiro-flags");
    t.setDaemon(true);
    return t;
  });

  {
    // Every move cancels its game's flag check and schedules the next one, minutes ahead: kept until due, the
    // cancelled checks would pile up by the hundred thousand (a live game's heap many times over).
    timer.setRemoveOnCancelPolicy(true);
  }

  public ExecutorFlagScheduler(InstantSource clock) {
    this.clock = clock;
  }

  @Override
  public Scheduled schedule(Instant at, Runnable task) {
    long delay = Math.max(0, Duration.between(clock.instant(), at).toMillis());
    var future = timer.schedule(() -> Thread.startVirtualThread(task), delay, TimeUnit.MILLISECONDS);
    return () -> future.cancel(false);
  }

  /** Checks waiting to run (not cancelled ones). */
  int pending() {
    return timer.getQueue().size();
  }

  @Override
  public void close() {
    timer.shutdownNow();
  }
}
