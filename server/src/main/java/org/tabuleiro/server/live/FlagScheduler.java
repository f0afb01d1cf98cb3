package org.tabuleiro.server.live;

import java.time.Instant;

/**
 * Runs a task at an instant of the server's clock: the flag checks that end games on time with nobody connected.
 * An interface so tests run due tasks by hand with a clock they move.
 */
public interface FlagScheduler extends AutoCloseable {
  Scheduled schedule(Instant at, Runnable task);

  interface Scheduled {
    void cancel();
  }

  @Override
  void close();
}
