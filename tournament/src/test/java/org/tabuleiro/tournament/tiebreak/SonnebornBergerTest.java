package org.tabuleiro.tournament.tiebreak;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** C.07 9.1 Sonneborn-Berger and its cut (C.07 14 with 16). */
class SonnebornBergerTest {
  @Test
  void eachOpponentCountsWithThePointsScoredAgainstThem() {
    // player 1: 1.5 × 1 + 1.0 × 1 + bye 1.5 × ½ = 3.25
    assertEquals("3.25", Crosstables.values(BuchholzTest.SWISS, "SB").get(0));
  }

  @Test
  void theCutRemovesTheLargerOfTheLowestOpponentAndTheAbsence() {
    // candidates: the lowest-scored opponent (player 3: 1.0) and the bye (0.75); the larger goes: 2.25
    assertEquals("2.25", Crosstables.values(BuchholzTest.SWISS, "SB-C1").get(0));
  }
}
