package org.tabuleiro.server.common;

import java.time.Duration;
import java.util.function.Predicate;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * A service the server needs at start (a cluster node's Redis, PostgreSQL) asked again while it does not answer yet:
 * a machine that boots with the club (its services starting at the same moment), or cores so busy that the first
 * answer came after its timeout. Each failed try is logged with the wait before the next (0.5 s, doubling, at most
 * 5 s), for up to {@link #LIMIT}; then the last failure is thrown, as a single try's was. Only the failures that
 * {@code retryable} accepts are tried again ("does not answer"): a wrong password or a missing database fails at once.
 */
public final class StartupRetry {
  private static final Logger LOG = LoggerFactory.getLogger(StartupRetry.class);
  /** How long a start waits for a service that does not answer. */
  public static final Duration LIMIT = Duration.ofSeconds(60);
  private static final Duration FIRST = Duration.ofMillis(500);
  private static final Duration MOST = Duration.ofSeconds(5);

  private StartupRetry() {}

  /** {@code attempt}'s result, tried again while it throws what {@code retryable} accepts, for up to {@code limit}. */
  public static <T> T until(String what, Duration limit, Supplier<T> attempt, Predicate<RuntimeException> retryable) {
    long deadline = System.nanoTime() + limit.toNanos();
    Duration wait = FIRST;
    for (int tries = 1; ; tries++) {
      try {
        T done = attempt.get();
        if (tries > 1) LOG.info("{} answered at try {}", what, tries);
        return done;
      } catch (RuntimeException e) {
        if (!retryable.test(e) || System.nanoTime() + wait.toNanos() > deadline) throw e;
        LOG.warn("{} does not answer yet (try {}; again in {} ms, for up to {} s in all): {}", what, tries,
            wait.toMillis(), limit.toSeconds(), e.getMessage());
        try {
          Thread.sleep(wait);
        } catch (InterruptedException x) {
          Thread.currentThread().interrupt();
          throw e;
        }
        wait = wait.multipliedBy(2).compareTo(MOST) > 0 ? MOST : wait.multipliedBy(2);
      }
    }
  }
}
