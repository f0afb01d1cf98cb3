package org.tabuleiro.tournament.tiebreak;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabuleiro.tournament.Tournament;
import org.tabuleiro.tournament.TournamentSystem;
import org.tabuleiro.tournament.tiebreak.ContributionCut.Contribution;

/**
 * C.07 14.1 (cut the least significant value, the lowest-scored opponent's contribution) with 16.5 (a voluntary
 * unplayed round is cut instead unless it is worth less), one procedure for BH, FB, SB and the team SBs.
 */
class CutModifierTest {
  // 3 rounds. Player 1 beats 2, takes a zero-point bye, beats 3. Player 4 has the pairing-allocated bye.
  // Scores: 1 = 2, 2 = 2, 3 = 1, 4 = 1.
  static final Tournament ZERO_BYE = Crosstables.of(TournamentSystem.SWISS,
      "2w1 0Z 3w1",
      "1b0 3w1 4w1",
      "4w1 2b0 1b0",
      "3b0 0U 2b0");

  @Test
  void buchholzCutsTheVoluntaryUnplayedRoundEvenWhenItIsNotTheLowest() {
    // player 1: opponent 2 (2), the bye's dummy min(2, 3 x ½) = 1.5 (a VUR), opponent 3 (1): BH 4.5, BH-C1 3
    assertEquals("4.5", Crosstables.values(ZERO_BYE, "BH").get(0));
    assertEquals("3", Crosstables.values(ZERO_BYE, "BH-C1").get(0));
  }

  @Test
  void sonnebornBergerKeepsAZeroByeAndCutsTheLowestScoredOpponent() {
    // player 1: 2 x 1 + 1.5 x 0 (the zero bye) + 1 x 1 = 3. The least significant value is opponent 3's 1; the
    // VUR is worth 0, less, so it stays and opponent 3's game goes: SB-C1 2, where BH's cut would leave 3
    assertEquals("3", Crosstables.values(ZERO_BYE, "SB").get(0));
    assertEquals("2", Crosstables.values(ZERO_BYE, "SB-C1").get(0));
  }

  @Test
  void aVoluntaryUnplayedRoundWorthNoLessIsCutFirst() {
    // contributions 4 (score 4), a VUR worth 3 (score 3), 2 (score 2): the VUR is worth more than the least
    // significant value (2), so it goes: 6
    List<Contribution> c = List.of(new Contribution(1, 4, 4, false), new Contribution(2, 3, 3, true), new Contribution(3, 2, 2, false));
    assertEquals(6, ContributionCut.sum(c, 1, 0, 3));
    // worth as much (2): the VUR still goes
    List<Contribution> equal = List.of(new Contribution(1, 4, 4, false), new Contribution(2, 3, 2, true), new Contribution(3, 2, 2, false));
    assertEquals(6, ContributionCut.sum(equal, 1, 0, 3));
    // worth less (0): the lowest-scored opponent goes
    List<Contribution> less = List.of(new Contribution(1, 4, 4, false), new Contribution(2, 3, 0, true), new Contribution(3, 2, 2, false));
    assertEquals(4, ContributionCut.sum(less, 1, 0, 3));
  }

  @Test
  void theLeastSignificantValueIsTheLowestScoredOpponentNotTheSmallestProduct() {
    // a loss to the weakest opponent (score 1, worth 0) and a draw with a stronger one (score 4, worth 2):
    // the cut takes the weakest opponent's 0, not the draw's 2
    List<Contribution> c = List.of(new Contribution(1, 1, 0, false), new Contribution(2, 4, 2, false), new Contribution(3, 6, 6, false));
    assertEquals(8, ContributionCut.sum(c, 1, 0, 3));
  }

  @Test
  void theMedianCutsTheHighestWithoutPreferringAVoluntaryUnplayedRound() {
    List<Contribution> c = List.of(new Contribution(1, 1, 1, false), new Contribution(2, 5, 5, true), new Contribution(3, 3, 3, false), new Contribution(4, 6, 6, false));
    // low: the VUR (5, worth more than the least significant 1); high: the 6: leaves 1 + 3
    assertEquals(4, ContributionCut.sum(c, 1, 1, 4));
  }

  @Test
  void aCutNeverTakesMoreThanTheRounds() {
    List<Contribution> c = List.of(new Contribution(1, 3, 3, false));
    assertEquals(0, ContributionCut.sum(c, 2, 0, 3));
    assertEquals(3, ContributionCut.sum(c, 0, 5, 0));
  }
}
