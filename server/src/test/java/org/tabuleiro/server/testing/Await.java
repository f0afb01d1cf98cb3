package org.tabuleiro.server.testing;

import java.time.Duration;
import java.util.function.Predicate;

/**
 * Waiting for a condition instead of a fixed time: asks {@code probe} again and again (every 50 ms) until what it
 * answers satisfies {@code done}, and fails after {@code within}, naming what was awaited and the last answer. The
 * deadline is wall time, not a count of tries: a probe that is slow on a busy machine does not stretch it.
 *
 * <pre>{@code
 * JsonNode event = Await.until("the event finished", Duration.ofSeconds(30),
 *     () -> api.get("/api/events/" + id).json(), e -> e.path("status").asText().equals("finished"));
 * }</pre>
 */
public final class Await {
  private static final long EVERY_MILLIS = 50;

  private Await() {
  }

  /** Something to ask again, which may throw (an HTTP call, a query). */
  @FunctionalInterface
  public interface Probe<T> {
    T get() throws Exception;
  }

  /** The first answer of {@code probe} that {@code done} accepts; an AssertionError after {@code within}. */
  public static <T> T until(String what, Duration within, Probe<T> probe, Predicate<? super T> done) {
    long deadline = System.nanoTime() + within.toNanos();
    T last = null;
    Exception failure = null;
    while (true) {
      try {
        last = probe.get();
        failure = null;
        if (done.test(last)) return last;
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new AssertionError("interrupted while waiting for " + what, e);
      } catch (Exception e) {
        failure = e;   // asked again until the deadline: a server restarting refuses for a moment
      }
      if (System.nanoTime() > deadline) {
        throw new AssertionError("not within " + within.toMillis() + " ms: " + what + " (last: "
            + (failure != null ? failure : last) + ")", failure);
      }
      try {
        Thread.sleep(EVERY_MILLIS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new AssertionError("interrupted while waiting for " + what, e);
      }
    }
  }

  /** Until {@code condition} holds. */
  public static void until(String what, Duration within, Probe<Boolean> condition) {
    until(what, within, condition, Boolean.TRUE::equals);
  }
}
