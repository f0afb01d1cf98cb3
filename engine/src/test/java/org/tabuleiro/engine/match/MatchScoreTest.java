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
    assertEquals("+2 -0 =0  score 100.0%  Elo +inf ± inf", s.summary());
  }

  @Test
  void plusCountsEachKindOfResult() {
    MatchScore s = new MatchScore(0, 0, 0).plus(1).plus(0.5).plus(0).plus(0.5);
    assertEquals(new MatchScore(1, 2, 1), s);
    assertEquals(0.5, s.score());
  }
}
