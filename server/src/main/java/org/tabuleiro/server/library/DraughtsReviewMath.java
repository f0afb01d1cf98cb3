package org.tabuleiro.server.library;

import java.util.List;
import org.tabuleiro.server.library.ReviewScoring.Mark;

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

  /** The mark of the move between {@code before} and {@code after}, played by White when {@code white}; null for a good one. */
  static Mark judge(Eval before, Eval after, boolean white) {
    return ReviewScoring.judge(winningChances(before), winningChances(after), white);
  }

  /** Each side's accuracy (0-100; NaN for a side without moves) from every position's evaluation, the start included. */
  static double[] accuracy(List<Eval> evals, boolean whiteFirst) {
    return ReviewScoring.accuracy(evals.stream().mapToDouble(DraughtsReviewMath::winPercent).toArray(), whiteFirst);
  }
}
