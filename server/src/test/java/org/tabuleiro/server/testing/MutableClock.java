package org.tabuleiro.server.testing;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.concurrent.atomic.AtomicReference;

/** A clock the test moves by hand; a {@link #running} one also moves with real time (rate limits under load). */
public final class MutableClock implements InstantSource {
  private final AtomicReference<Instant> now;
  private final long startNanos;
  private final boolean running;

  public MutableClock(Instant start) {
    this(start, false);
  }

  private MutableClock(Instant start, boolean running) {
    this.now = new AtomicReference<>(start);
    this.startNanos = System.nanoTime();
    this.running = running;
  }

  /** Starts at {@code start} and goes on at the pace of the real clock (plus whatever is advanced by hand). */
  public static MutableClock running(Instant start) {
    return new MutableClock(start, true);
  }

  @Override
  public Instant instant() {
    Instant t = now.get();
    return running ? t.plusNanos(System.nanoTime() - startNanos) : t;
  }

  public void advance(Duration d) {
    now.updateAndGet(t -> t.plus(d));
  }
}
