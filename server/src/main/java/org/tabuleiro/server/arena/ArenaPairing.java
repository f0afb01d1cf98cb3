package org.tabuleiro.server.arena;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.random.RandomGenerator;

/**
 * Who plays whom among an arena's waiting players, at once: the best-placed waiting player first (score, then
 * rating), each with the waiting player nearest in score, then in rating; never the opponent they have just played
 * while anyone else waits, and the two players of a game that has just ended play again only when they have waited
 * {@link #REMATCH_AFTER} with nobody else waiting.
 */
public final class ArenaPairing {
  /** How long two players who have just played each other wait for someone else before playing again. */
  public static final Duration REMATCH_AFTER = Duration.ofMillis(1500);
  /** A point of score weighs as much as this many rating points. */
  static final int SCORE_WEIGHT = 200;

  private ArenaPairing() {}

  /**
   * A waiting player.
   *
   * @param lastOpponent the account of their last game's opponent, or 0
   * @param colorBalance games with White minus games with Black
   */
  public record Waiting(long account, int score, int rating, long lastOpponent, Instant since, int colorBalance) {}

  public record Pair(long white, long black) {}

  /** The pairs to make now; the players left out wait. */
  public static List<Pair> pair(List<Waiting> waiting, Instant now, RandomGenerator random) {
    List<Waiting> order = new ArrayList<>(waiting);
    order.sort(Comparator.comparingInt(Waiting::score).reversed().thenComparing(Comparator.comparingInt(Waiting::rating).reversed())
        .thenComparingLong(Waiting::account));
    Set<Long> taken = new HashSet<>();
    List<Pair> pairs = new ArrayList<>();
    for (Waiting p : order) {
      if (taken.contains(p.account())) continue;
      Waiting best = null;
      long bestCost = Long.MAX_VALUE;
      Waiting rematch = null;
      for (Waiting q : order) {
        if (q == p || taken.contains(q.account())) continue;
        if (isRematch(p, q)) {
          rematch = q;
          continue;
        }
        long cost = (long) Math.abs(p.score() - q.score()) * SCORE_WEIGHT + Math.abs(p.rating() - q.rating());
        if (cost < bestCost) {
          bestCost = cost;
          best = q;
        }
      }
      if (best == null && rematch != null && othersWaiting(order, taken, p, rematch) == 0
          && waited(p, now) && waited(rematch, now)) {
        best = rematch;   // nobody else has come for a while: they play again
      }
      if (best == null) continue;
      taken.add(p.account());
      taken.add(best.account());
      pairs.add(colours(p, best, random));
    }
    return pairs;
  }

  private static boolean isRematch(Waiting p, Waiting q) {
    return p.lastOpponent() == q.account() || q.lastOpponent() == p.account();
  }

  private static int othersWaiting(List<Waiting> order, Set<Long> taken, Waiting a, Waiting b) {
    int n = 0;
    for (Waiting w : order) if (w != a && w != b && !taken.contains(w.account())) n++;
    return n;
  }

  private static boolean waited(Waiting w, Instant now) {
    return !now.isBefore(w.since().plus(REMATCH_AFTER));
  }

  /** White to the one who has had it less; on a tie, by lot. */
  private static Pair colours(Waiting a, Waiting b, RandomGenerator random) {
    boolean aWhite = a.colorBalance() != b.colorBalance() ? a.colorBalance() < b.colorBalance() : random.nextBoolean();
    return aWhite ? new Pair(a.account(), b.account()) : new Pair(b.account(), a.account());
  }
}
