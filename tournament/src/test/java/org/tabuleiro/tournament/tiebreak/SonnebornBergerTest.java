package org.tabuleiro.tournament.tiebreak;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.tabuleiro.tournament.TestData;
import org.tabuleiro.tournament.Tournament;
import org.tabuleiro.tournament.trf.TrfException;
import org.tabuleiro.tournament.trf.TrfReader;

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

  @Test
  void aHalfPointByeAndAForfeitLossAreCutAsBuchholzCutsThem() throws TrfException {
    // bye-then-forfeit.trf, player 1 (3 points): beats 6 (0.5), beats 2 (3.0), draws 3 (2.5), half-point bye in
    // round 4 (dummy min(3, 2.5) = 2.5, × ½ = 1.25), forfeit loss to 4 in round 5 (dummy min(3, 4.5) = 3, × 0 = 0).
    // SB = 0.5 + 3 + 1.25 + 1.25 + 0 = 6.00. C.07 16.5 puts the least significant voluntary unplayed round against
    // the lowest-scored opponent, chosen among the VURs as among the opponents, by the (dummy) opponent's score:
    // the bye (2.5) before the forfeit (3), as BH-C1 picks it. The bye is worth 1.25, more than the game against 6
    // (0.5), so the bye goes: SB-C1 = 4.75 (TieBreakServer 1.9.57: 4.75; picking the VUR by its value, the
    // forfeit's 0, kept the bye and cut the game against 6: 5.50). BH-C1 cuts the same round: 11.5 - 2.5 = 9.0.
    Tournament t = TrfReader.read(TestData.resource("tiebreak/bye-then-forfeit.trf")).tournament(null);
    assertEquals("6", Crosstables.values(t, "SB").get(0));
    assertEquals("4.75", Crosstables.values(t, "SB-C1").get(0));
    assertEquals("11.5", Crosstables.values(t, "BH").get(0));
    assertEquals("9", Crosstables.values(t, "BH-C1").get(0));
    // the others as the calculator prints them
    assertEquals(java.util.List.of("4.75", "5.5", "4", "9", "3.25", "0"), Crosstables.values(t, "SB-C1"));
  }
}
