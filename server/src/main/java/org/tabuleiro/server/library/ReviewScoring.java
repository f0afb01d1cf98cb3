package org.tabuleiro.server.library;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * What a game review makes of winning chances, whatever engine gave them (Stockfish's centipawns for chess in
 * {@link LibraryReviewMath}, our engine's score for draughts in {@link DraughtsReviewMath}); the page's
 * {@code web/src/ts/reviewMath.ts} does the same (lichess: lila {@code Advice.scala}, {@code AccuracyPercent.scala}).
 */
final class ReviewScoring {
  private ReviewScoring() {}

  enum Mark { INACCURACY, MISTAKE, BLUNDER }

  /**
   * The mark of a move by the winning chances ([-1, 1], White's side) before and after it: the mover losing at least
   * 0.3 / 0.2 / 0.1 is a blunder / a mistake / an inaccuracy; null for a good move.
   */
  static Mark judge(double chancesBefore, double chancesAfter, boolean whiteMoved) {
    double d = chancesBefore - chancesAfter;
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
   * Each side's accuracy (0..100; NaN for a side without moves) from White's win percentage at every position, the
   * start first: the mean of the volatility-weighted mean and the harmonic mean of the moves' accuracies, as lichess
   * counts it. {@code whiteFirst}: White made the first move. Index 0 White, 1 Black.
   */
  static double[] accuracy(double[] wins, boolean whiteFirst) {
    int moves = wins.length - 1;
    if (moves < 1) return new double[] {Double.NaN, Double.NaN};
    int size = Math.max(2, Math.min(8, moves / 10));
    List<double[]> windows = new ArrayList<>();
    for (int i = 0; i < Math.min(size, wins.length) - 2; i++) windows.add(Arrays.copyOfRange(wins, 0, size));
    for (int i = 0; i + size <= wins.length; i++) windows.add(Arrays.copyOfRange(wins, i, i + size));
    double[] weighted = new double[2], weights = new double[2], inverse = new double[2];
    int[] count = new int[2];
    for (int i = 0; i < moves; i++) {
      boolean white = (i % 2 == 0) == whiteFirst;
      int side = white ? 0 : 1;
      double acc = moveAccuracy(white ? wins[i] : 100 - wins[i], white ? wins[i + 1] : 100 - wins[i + 1]);
      double w = i < windows.size() ? Math.max(0.5, Math.min(12, stdDev(windows.get(i)))) : 1;
      weighted[side] += acc * w;
      weights[side] += w;
      inverse[side] += 1 / Math.max(acc, 0.1);
      count[side]++;
    }
    double[] out = new double[2];
    for (int side = 0; side < 2; side++) {
      out[side] = count[side] == 0 ? Double.NaN : (weighted[side] / weights[side] + count[side] / inverse[side]) / 2;
    }
    return out;
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
