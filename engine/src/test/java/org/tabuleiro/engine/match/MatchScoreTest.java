package org.tabuleiro.engine.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class MatchScoreTest {
  @Test
  void sixtyPercentIsSeventyEloWithItsErrorBar() {
    MatchScore s = new MatchScore(60, 0, 40);
    // -400·log10(1/0.6 − 1) = 70.44; the 95% interval of the score is 0.6 ± 1.96·√(0.24/100)
    assertEquals(70.44, s.elo(), 0.01);
    assertEquals(70.57, s.eloMargin(), 0.01);
  }

  @Test
  void drawsNarrowTheErrorBar() {
    // 30 wins, 40 draws, 30 losses: the variance is 0.15 instead of 0.25 for 50 wins and 50 losses
    assertEquals(0, new MatchScore(30, 40, 30).elo(), 1e-9);
    assertEquals(53.16, new MatchScore(30, 40, 30).eloMargin(), 0.01);
    assertTrue(new MatchScore(50, 0, 50).eloMargin() > new MatchScore(30, 40, 30).eloMargin());
  }

  @Test
  void aClean100PercentHasNoFiniteElo() {
    MatchScore s = new MatchScore(0, 0, 0).plus(1).plus(1);
    assertEquals(2, s.wins());
    assertEquals("+2 -0 =0  score 100.0%  Elo +inf (95%: +inf to +inf)", s.summary());
  }

  @Test
  void aLopsidedScoreShowsTheEndsOfItsInterval() {
    // 13 wins, 1 draw: 96.4%; the upper end of the score's interval passes 100%, so the Elo has no upper bound.
    MatchScore s = new MatchScore(13, 1, 0);
    assertEquals(Double.POSITIVE_INFINITY, s.eloInterval()[1]);
    // 13.5/14 = 0.964: −400·log10(1/0.964 − 1) = +572.5; the score's lower end 0.897 is +375.7
    assertEquals("+13 -0 =1  score 96.4%  Elo +572.5 (95%: +375.7 to +inf)", s.summary());
    assertTrue(new MatchScore(60, 0, 40).summary().endsWith("Elo +70.4 ± 70.6"), new MatchScore(60, 0, 40).summary());
  }

  @Test
  void plusCountsEachKindOfResult() {
    MatchScore s = new MatchScore(0, 0, 0).plus(1).plus(0.5).plus(0).plus(0.5);
    assertEquals(new MatchScore(1, 2, 1), s);
    assertEquals(0.5, s.score());
  }
}
