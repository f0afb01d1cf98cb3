package org.tabuleiro.server.library;

import java.util.ArrayList;
import java.util.List;

/**
 * The arithmetic of a game review, the same as the page's ({@code web/src/ts/reviewMath.ts}; lichess: lila
 * {@code Advice.scala}, {@code WinPercent.scala}, {@code AccuracyPercent.scala}), so the server checks the marks and
 * accuracies a page saves against the evaluations it saves, and stores its own.
 */
final class LibraryReviewMath {
  private LibraryReviewMath() {}

  /** A position's evaluation from White's point of view: centipawns, or moves to mate (+ White mates). */
  record Evaluation(Integer cp, Integer mate) {}

  enum Mark { INACCURACY, MISTAKE, BLUNDER }

  /** White's winning chances in [-1, 1]: 2 / (1 + e^(-0.00368208 cp)) - 1, cp capped at ±1000, a mate ±1. */
  static double winningChances(Evaluation e) {
    if (e.mate() != null) return Integer.signum(e.mate());
    double cp = Math.max(-1000, Math.min(1000, e.cp()));
    return 2 / (1 + Math.exp(-0.00368208 * cp)) - 1;
  }

  /** White's win percentage, 0..100: centipawns capped at ±1000, a mate as ±1000. */
  static double winPercent(Evaluation e) {
    double cp = e.mate() != null ? 1000.0 * Integer.signum(e.mate()) : Math.max(-1000, Math.min(1000, e.cp()));
    return 50 + 50 * (2 / (1 + Math.exp(-0.00368208 * cp)) - 1);
  }

  /** The move's mark by the chances the mover lost: ≥ 0.3 blunder, ≥ 0.2 mistake, ≥ 0.1 inaccuracy; else null. */
  static Mark judge(Evaluation before, Evaluation after, boolean whiteMoved) {
    double d = winningChances(before) - winningChances(after);
    double lost = whiteMoved ? d : -d;
    return lost >= 0.3 ? Mark.BLUNDER : lost >= 0.2 ? Mark.MISTAKE : lost >= 0.1 ? Mark.INACCURACY : null;
  }

  /** A move's accuracy from the mover's win percentage before and after it (lichess's, +1). */
  static double moveAccuracy(double before, double after) {
    if (after >= before) return 100;
    double raw = 103.1668100711649 * Math.exp(-0.04354415386753951 * (before - after)) - 3.166924740191411;
    return Math.max(0, Math.min(100, raw + 1));
  }

  /**
   * Each side's accuracy (0..100; null for a side without moves) from every position's evaluation, the start first;
   * {@code whiteFirst}: White made the first move. Index 0 White, 1 Black.
   */
  static Double[] gameAccuracy(List<Evaluation> evals, boolean whiteFirst) {
    double[] wins = evals.stream().mapToDouble(LibraryReviewMath::winPercent).toArray();
    int moves = wins.length - 1;
    if (moves < 1) return new Double[2];
    int size = Math.max(2, Math.min(8, moves / 10));
    List<double[]> windows = new ArrayList<>();
    for (int i = 0; i < Math.min(size, wins.length) - 2; i++) windows.add(java.util.Arrays.copyOfRange(wins, 0, size));
    for (int i = 0; i + size <= wins.length; i++) windows.add(java.util.Arrays.copyOfRange(wins, i, i + size));
    List<List<double[]>> by = List.of(new ArrayList<>(), new ArrayList<>());   // {accuracy, weight}
    for (int i = 0; i < moves; i++) {
      boolean white = (i % 2 == 0) == whiteFirst;
      double b = white ? wins[i] : 100 - wins[i];
      double a = white ? wins[i + 1] : 100 - wins[i + 1];
      double w = i < windows.size() ? Math.max(0.5, Math.min(12, stdDev(windows.get(i)))) : 1;
      by.get(white ? 0 : 1).add(new double[] {moveAccuracy(b, a), w});
    }
    return new Double[] {side(by.get(0)), side(by.get(1))};
  }

  private static Double side(List<double[]> xs) {
    if (xs.isEmpty()) return null;
    double sum = 0;
    double weights = 0;
    double inverse = 0;
    for (double[] x : xs) {
      sum += x[0] * x[1];
      weights += x[1];
      inverse += 1 / Math.max(x[0], 0.1);
    }
    return (sum / weights + xs.size() / inverse) / 2;
  }

  private static double stdDev(double[] xs) {
    double mean = 0;
    for (double x : xs) mean += x;
    mean /= xs.length;
    double v = 0;
    for (double x : xs) v += (x - mean) * (x - mean);
    return Math.sqrt(v / xs.length);
  }
}
