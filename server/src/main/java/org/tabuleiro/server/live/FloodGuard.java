package org.tabuleiro.server.live;

import java.time.InstantSource;

/**
 * At most {@code limit} messages per second (a fixed one-second window on the server clock). A human sends a few
 * per second at most. Beyond the limit, the first message refused in a window is answered ({@link Verdict#REFUSED},
 * an error frame naming it) and the rest of that window's are dropped unanswered ({@link Verdict#DROPPED}): a flood
 * costs the server a read each, not a write, and other games never notice. One guard per socket for every message
 * ({@link GameSocket}, {@code lobby.LobbySocket}), and one per socket and per client for {@code sync}.
 */
public final class FloodGuard {
  /** What becomes of one message. */
  public enum Verdict {
    ALLOWED,
    /** The first refused in its window: answered with {@code rate_limited}. */
    REFUSED,
    /** Refused after the window's first refusal: dropped without an answer. */
    DROPPED
  }

  private final InstantSource clock;
  private final int limit;
  private long windowStartMillis;
  private int count;   // the window's messages, up to limit + 1 (a flood does not count further)

  public FloodGuard(InstantSource clock, int limit) {
    this.clock = clock;
    this.limit = limit;
  }

  /** Counts this message in its window and says what becomes of it. */
  public synchronized Verdict check() {
    long now = clock.millis();
    if (count == 0 || now - windowStartMillis >= 1000 || now < windowStartMillis) {
      windowStartMillis = now;
      count = 0;
    }
    if (count > limit) return Verdict.DROPPED;
    return ++count <= limit ? Verdict.ALLOWED : Verdict.REFUSED;
  }
}
