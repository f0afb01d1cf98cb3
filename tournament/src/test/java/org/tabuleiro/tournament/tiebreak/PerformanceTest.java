package org.tabuleiro.tournament.tiebreak;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import org.junit.jupiter.api.Test;

/** C.07 10: ARO, TPR, PTP with the FIDE rating tables (B.02 8.1). */
class PerformanceTest {
  @Test
  void aPerfectScoreIsTheAverageRatingPlus800() {
    // player 1 (2000) beats 2 (1990) and 3 (1980): ARO 1985, TPR 1985 + 800
    assertEquals("1985", Crosstables.values(BuchholzTest.SWISS, "ARO").get(0));
    assertEquals("2785", Crosstables.values(BuchholzTest.SWISS, "TPR").get(0));
  }

  @Test
  void halfTheScoreGivesDpZero() {
    // player 2 (1990): lost to 1 (2000), drew 4 (1970), beat 3 (1980): 1.5 of 3 = 50 %, ARO 1983.33 -> 1983
    assertEquals("1983", Crosstables.values(BuchholzTest.SWISS, "TPR").get(1));
  }

  @Test
  void theDpTableIsSymmetricAndEndsAt800() {
    assertEquals(800, FideRatingTables.dp(100));
    assertEquals(-800, FideRatingTables.dp(0));
    assertEquals(-FideRatingTables.dp(83), FideRatingTables.dp(17));
    assertEquals(273, FideRatingTables.dp(83));
  }

  @Test
  void expectedScoresFollowTheRatingDifferenceBands() {
    assertEquals(50, FideRatingTables.expectedHundredths(2000, 2003));
    assertEquals(51, FideRatingTables.expectedHundredths(2004, 2000));
    assertEquals(49, FideRatingTables.expectedHundredths(2000, 2004));
    assertEquals(99, FideRatingTables.expectedHundredths(2735, 2000));
    assertEquals(100, FideRatingTables.expectedHundredths(2736, 2000));
  }

  @Test
  void thePerfectPerformanceIsTheLowestRatingWhoseExpectedScoreReachesTheScore() {
    // player 2: 1.5 from 2000, 1970, 1980; at 1983 the expectation is .48 + .52 + .50 = 1.50 (1982 gives 1.49)
    assertEquals("1983", Crosstables.values(BuchholzTest.SWISS, "PTP").get(1));
  }

  @Test
  void ratingTiebreaksAreUndefinedWhenSomeoneIsUnrated() {
    var t = Crosstables.of(org.tabuleiro.tournament.TournamentSystem.SWISS, "2w1", "1b0");
    var unrated = new org.tabuleiro.tournament.Tournament(t.name(), t.rounds(), t.system(), java.util.List.of(
        t.players().get(0), new org.tabuleiro.tournament.Player(2, "Unrated", 0, t.players().get(1).rounds())));
    assertNull(Crosstables.values(unrated, "ARO").get(0));
  }
}
