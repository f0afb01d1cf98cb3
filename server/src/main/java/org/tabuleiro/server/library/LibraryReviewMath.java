package org.tabuleiro.server.library;

import java.util.List;
import org.tabuleiro.server.library.ReviewScoring.Mark;

/**
 * The arithmetic of a game review, the same as the page's ({@code web/src/ts/reviewMath.ts}; lichess: lila
 * {@code Advice.scala}, {@code WinPercent.scala}, {@code AccuracyPercent.scala}), so the server checks the marks and
 * accuracies a page saves against the evaluations it saves, and stores its own.
 */
final class LibraryReviewMath {
  private LibraryReviewMath() {}

  /** A position's evaluation from White's point of view: centipawns, or moves to mate (+ White mates). */
  record Evaluation(Integer cp, Integer mate) {}

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

  /** The move's mark by the chances the mover lost ({@link ReviewScoring#judge}). */
  static Mark judge(Evaluation before, Evaluation after, boolean whiteMoved) {
    return ReviewScoring.judge(winningChances(before), winningChances(after), whiteMoved);
  }

  /**
   * Each side's accuracy (0..100; null for a side without moves) from every position's evaluation, the start first;
   * {@code whiteFirst}: White made the first move. Index 0 White, 1 Black.
   */
  static Double[] gameAccuracy(List<Evaluation> evals, boolean whiteFirst) {
    double[] acc = ReviewScoring.accuracy(evals.stream().mapToDouble(LibraryReviewMath::winPercent).toArray(), whiteFirst);
    return new Double[] {Double.isNaN(acc[0]) ? null : acc[0], Double.isNaN(acc[1]) ? null : acc[1]};
  }
}
