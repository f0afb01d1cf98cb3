package org.tabuleiro.server.computer;

import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.Executors;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;

/**
 * Where the computer players think: a fixed number of low-priority threads (one fewer than the machine's cores, at
 * least one) and a bounded queue, so no number of games against the computer can take the CPU from people's live
 * games; and one small scheduler for the waits between a decision and the move (no thread sleeps).
 */
final class ComputerPool implements AutoCloseable {
  private final ThreadPoolExecutor thinkers;
  private final ScheduledExecutorService timer;

  ComputerPool(int threads, int queue) {
    this.thinkers = new ThreadPoolExecutor(threads, threads, 0, TimeUnit.MILLISECONDS,
        new ArrayBlockingQueue<>(queue), r -> {
          Thread t = new Thread(r, "computer-thinker");
          t.setDaemon(true);
          t.setPriority(Thread.MIN_PRIORITY);
          return t;
        });
    this.timer = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "computer-timer");
      t.setDaemon(true);
      return t;
    });
  }

  static ComputerPool forThisMachine() {
    return new ComputerPool(Math.max(1, Runtime.getRuntime().availableProcessors() - 1), 1024);
  }

  /** Runs {@code work} on a thinker; false when every thinker is busy and the queue is full. */
  boolean think(Runnable work) {
    try {
      thinkers.execute(work);
      return true;
    } catch (RejectedExecutionException e) {
      return false;
    }
  }

  void later(long millis, Runnable work) {
    try {
      timer.schedule(work, Math.max(0, millis), TimeUnit.MILLISECONDS);
    } catch (RejectedExecutionException e) {
      // the pool is closing with the server
    }
  }

  @Override
  public void close() {
    thinkers.shutdownNow();
    timer.shutdownNow();
  }
}
