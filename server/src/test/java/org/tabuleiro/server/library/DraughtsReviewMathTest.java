package org.tabuleiro.server.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabuleiro.server.library.DraughtsReviewMath.Eval;
import org.tabuleiro.server.library.ReviewScoring.Mark;

/** The mapping of our draughts engine's score to winning chances, and the marks' thresholds (docs/server/library.md). */
class DraughtsReviewMathTest {
  @Test
  void aManUpIsAboutTwoThirdsAndAProvedWinIsCertain() {
    assertEquals(0.358, DraughtsReviewMath.winningChances(Eval.ofScore(100)), 0.001);
    assertEquals(-0.358, DraughtsReviewMath.winningChances(Eval.ofScore(-100)), 0.001);
    assertEquals(67.9, DraughtsReviewMath.winPercent(Eval.ofScore(100)), 0.1);
    assertEquals(0.809, DraughtsReviewMath.winningChances(Eval.ofScore(300)), 0.001);
    assertEquals(1.0, DraughtsReviewMath.winningChances(Eval.ofWin(1)));
    assertEquals(0.0, DraughtsReviewMath.winPercent(Eval.ofWin(-1)));
    assertEquals(DraughtsReviewMath.winningChances(Eval.ofScore(1000)), DraughtsReviewMath.winningChances(Eval.ofScore(5000)), "capped");
  }

  @Test
  void marksFollowTheChancesTheMoverLost() {
    Eval equal = Eval.ofScore(0);
    assertEquals(Mark.BLUNDER, DraughtsReviewMath.judge(equal, Eval.ofScore(-100), true), "a man given away");
    assertEquals(Mark.MISTAKE, DraughtsReviewMath.judge(equal, Eval.ofScore(-60), true));
    assertEquals(Mark.INACCURACY, DraughtsReviewMath.judge(equal, Eval.ofScore(-30), true));
    assertNull(DraughtsReviewMath.judge(equal, Eval.ofScore(-20), true));
    assertNull(DraughtsReviewMath.judge(equal, Eval.ofScore(-100), false), "Black moved: White's loss is Black's gain");
    assertEquals(Mark.BLUNDER, DraughtsReviewMath.judge(equal, Eval.ofScore(100), false));
    assertNull(DraughtsReviewMath.judge(Eval.ofScore(900), Eval.ofScore(700), true), "far ahead, a little less matters little");
    assertEquals(Mark.BLUNDER, DraughtsReviewMath.judge(Eval.ofWin(1), Eval.ofScore(0), true), "a proved win let go");
  }

  @Test
  void accuracyIsHighForGoodMovesAndLowForTheSideThatBlundered() {
    List<Eval> evals = List.of(Eval.ofScore(0), Eval.ofScore(5), Eval.ofScore(0), Eval.ofScore(-250), Eval.ofScore(-250), Eval.ofScore(-260));
    double[] acc = DraughtsReviewMath.accuracy(evals, true);
    assertTrue(acc[1] > 90, "Black played well: " + acc[1]);
    assertTrue(acc[0] < acc[1] - 20, "White blundered: " + acc[0]);
    assertTrue(Double.isNaN(DraughtsReviewMath.accuracy(List.of(Eval.ofScore(0), Eval.ofScore(0)), true)[1]), "Black made no move");
  }
}
