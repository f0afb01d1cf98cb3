package org.tabuleiro.server.library;

import java.util.ArrayList;
import java.util.List;

/**
 * The arithmetic of a draughts game review, as the chess review does it in the browser (web/src/ts/reviewMath.ts,
 * lichess's Advice, WinPercent and AccuracyPercent) with our engine's score in place of Stockfish's centipawns.
 * White's winning chances in [-1, 1] are {@code 2 / (1 + e^(-K * s)) - 1}, {@code s} our engine's score from White's
 * side in hundredths of a man capped at ±{@value #CAP}, a win the search proved ±1. A move that loses the mover at
 * least 0.1 / 0.2 / 0.3 of winning chances is an inaccuracy / a mistake / a blunder. docs/server/library.md says why
 * {@link #K}.
 */
final class DraughtsReviewMath {
  /**
   * Per hundredth of a man: a clean man up (100) is 0.36 of winning chances (68 %), two men up 0.64 (82 %), a king
   * or three men up 0.81 (90 %); so a man given away from an equal position (0.36 lost) is a blunder, half a man's
   * worth of position (0.19) an inaccuracy. A choice, not yet fitted to games (docs/server/library.md).
   */
  static final double K = 0.0075;
  /** Scores beyond this count as this (as lichess caps centipawns at ±1000): three kings' worth. */
  static final int CAP = 1000;

  enum Judgement { INACCURACY, MISTAKE, BLUNDER }

  /** A position's evaluation from White's side: {@code score} in hundredths of a man, or a proved win (+1 White, -1 Black). */
  record Eval(int score, int win) {
    static Eval ofScore(int score) {
      return new Eval(score, 0);
    }

    static Eval ofWin(int sign) {
      return new Eval(0, Integer.signum(sign));
    }
  }

  private DraughtsReviewMath() {}

  static double winningChances(Eval e) {
    if (e.win() != 0) return e.win();
    int s = Math.max(-CAP, Math.min(CAP, e.score()));
    return 2 / (1 + Math.exp(-K * s)) - 1;
  }

  /** White's win percentage, 0-100. */
  static double winPercent(Eval e) {
    return 50 + 50 * winningChances(e);
  }

  /** The judgement of the move between {@code before} and {@code after}, played by White when {@code white}; null for a good one. */
  static Judgement judge(Eval before, Eval after, boolean white) {
    double lost = winningChances(before) - winningChances(after);
    if (!white) lost = -lost;
    return lost >= 0.3 ? Judgement.BLUNDER : lost >= 0.2 ? Judgement.MISTAKE : lost >= 0.1 ? Judgement.INACCURACY : null;
  }

  /** A move's accuracy from the mover's win percentage before and after it (lichess's fromWinPercents, +1 bonus). */
  static double moveAccuracy(double before, double after) {
    if (after >= before) return 100;
    double raw = 103.1668100711649 * Math.exp(-0.04354415386753951 * (before - after)) - 3.166924740191411;
    return Math.max(0, Math.min(100, raw + 1));
  }

  /**
   * Each side's accuracy (0-100) from the evaluations of every position of the game, the start included, as lichess
   * counts it (the mean of the volatility-weighted mean and the harmonic mean of the moves' accuracies);
   * {@code whiteFirst}: White made the first move. NaN for a side without moves.
   */
  static double[] accuracy(List<Eval> evals, boolean whiteFirst) {
    List<Double> wins = new ArrayList<>();
    for (Eval e : evals) wins.add(winPercent(e));
    int moves = wins.size() - 1;
    if (moves < 1) return new double[] {Double.NaN, Double.NaN};
    int size = Math.max(2, Math.min(8, moves / 10));
    List<List<Double>> windows = new ArrayList<>();
    for (int i = 0; i < Math.min(size, wins.size()) - 2; i++) windows.add(wins.subList(0, size));
    for (int i = 0; i + size <= wins.size(); i++) windows.add(wins.subList(i, i + size));
    double[] sumWeighted = new double[2], sumWeights = new double[2], sumInverse = new double[2];
    int[] count = new int[2];
    for (int i = 0; i < moves; i++) {
      boolean white = (i % 2 == 0) == whiteFirst;
      int side = white ? 0 : 1;
      double b = white ? wins.get(i) : 100 - wins.get(i), a = white ? wins.get(i + 1) : 100 - wins.get(i + 1);
      double acc = moveAccuracy(b, a);
      double w = i < windows.size() ? Math.max(0.5, Math.min(12, stdDev(windows.get(i)))) : 1;
      sumWeighted[side] += acc * w;
      sumWeights[side] += w;
      sumInverse[side] += 1 / Math.max(acc, 0.1);
      count[side]++;
    }
    double[] out = new double[2];
    for (int side = 0; side < 2; side++) {
      out[side] = count[side] == 0 ? Double.NaN : (sumWeighted[side] / sumWeights[side] + count[side] / sumInverse[side]) / 2;
    }
    return out;
  }

  private static double stdDev(List<Double> xs) {
    double mean = xs.stream().mapToDouble(Double::doubleValue).average().orElse(0);
    return Math.sqrt(xs.stream().mapToDouble(x -> (x - mean) * (x - mean)).average().orElse(0));
  }
}
