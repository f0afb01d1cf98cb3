package org.tabuleiro.server.library;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashMap;
import java.util.Map;

/**
 * The engine's hourly allowance per account, counted in positions (a position analysed: 1; a game reviewed: each of
 * its positions) over the last hour, a sliding window. Not thread-safe: {@link LibraryAnalysis} holds its lock.
 */
final class AnalysisQuota {
  static final Duration WINDOW = Duration.ofHours(1);

  private static final class Use {
    final long run;
    final Instant at;
    int positions;

    Use(long run, Instant at, int positions) {
      this.run = run;
      this.at = at;
      this.positions = positions;
    }
  }

  private final int perHour;
  private final InstantSource clock;
  private final Map<Long, Deque<Use>> uses = new HashMap<>();

  /** @param perHour positions one account may have analysed in any hour */
  AnalysisQuota(int perHour, InstantSource clock) {
    this.perHour = perHour;
    this.clock = clock;
  }

  int perHour() {
    return perHour;
  }

  /** Positions {@code owner} used in the last hour. */
  int used(long owner) {
    return uses.containsKey(owner) ? expire(owner, clock.instant()).stream().mapToInt(u -> u.positions).sum() : 0;
  }

  /**
   * How long {@code owner} must wait before {@code positions} more fit in the hour; zero when they fit now.
   * {@code positions} above the whole allowance never fit: the caller refuses them first.
   */
  Duration waitFor(long owner, int positions) {
    Instant now = clock.instant();
    Deque<Use> mine = uses.containsKey(owner) ? expire(owner, now) : new ArrayDeque<>();
    int used = mine.stream().mapToInt(u -> u.positions).sum();
    if (used + positions <= perHour) return Duration.ZERO;
    for (Use u : mine) {   // oldest first: each leaves the window an hour after it was used
      used -= u.positions;
      if (used + positions <= perHour) return Duration.between(now, u.at.plus(WINDOW));
    }
    return WINDOW;
  }

  void charge(long owner, long run, int positions) {
    uses.computeIfAbsent(owner, o -> new ArrayDeque<>()).addLast(new Use(run, clock.instant(), positions));
  }

  /** A run stopped early: only the positions it analysed count. */
  void settle(long owner, long run, int positionsUsed) {
    Deque<Use> mine = uses.get(owner);
    if (mine == null) return;
    for (Use u : mine) if (u.run == run) u.positions = Math.min(u.positions, positionsUsed);
  }

  private Deque<Use> expire(long owner, Instant now) {
    Deque<Use> mine = uses.get(owner);
    while (!mine.isEmpty() && !mine.peekFirst().at.plus(WINDOW).isAfter(now)) mine.removeFirst();
    if (mine.isEmpty()) uses.remove(owner);
    return mine;
  }
}
