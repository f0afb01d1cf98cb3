package org.tabuleiro.tournament.tiebreak;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;
import org.tabuleiro.tournament.Tournament;
import org.tabuleiro.tournament.TournamentSystem;

/** C.07 8.1 Buchholz, with the unplayed-round rules of C.07 16 (2026). */
class BuchholzTest {
  // 3 rounds. Player 1 beats 2 and 3, then takes a half-point bye; 4 gets the pairing-allocated bye in round 3.
  // Scores: 1 = 2.5, 2 = 1.5, 3 = 1.0, 4 = 1.5.
  static final Tournament SWISS = Crosstables.of(TournamentSystem.SWISS,
      "2w1 3w1 0H",
      "1b0 4w= 3w1",
      "4w1 1b0 2b0",
      "3b0 2b= 0U");

  @Test
  void aByeCountsAsAVirtualOpponentWithOwnScoreCappedAtHalfTheMaximum() {
    // player 1: 1.5 (player 2) + 1.0 (player 3) + min(2.5, 3 × ½) = 4.0; without the 2026 cap it would be 5.0
    assertEquals("4", Crosstables.values(SWISS, "BH").get(0));
  }

  @Test
  void thePairingAllocatedByeAlsoGivesAVirtualOpponent() {
    // player 4: 1.0 (player 3) + 1.5 (player 2) + min(1.5, 1.5) = 4.0
    assertEquals("4", Crosstables.values(SWISS, "BH").get(3));
  }

  @Test
  void theCutRemovesAVoluntaryUnplayedRoundBeforeTheLowestOpponent() {
    // player 1's contributions 1.5, 1.0 and the bye's 1.5: the bye goes first, leaving 2.5 (not 3.0)
    assertEquals("2.5", Crosstables.values(SWISS, "BH-C1").get(0));
    assertEquals("2.5", Crosstables.values(SWISS, "BH/C1").get(0));
  }

  @Test
  void theMedianCutsTheLowestAndTheHighest() {
    // player 2: opponents 1 (2.5), 4 (1.5), 3 (1.0); M1 keeps 1.5
    assertEquals("1.5", Crosstables.values(SWISS, "BH-M1").get(1));
  }

  @Test
  void roundsAfterAWithdrawalCountAsDrawsForTheOpponents() {
    // player 3 beats 1 in round 1, then withdraws; 2 has the pairing-allocated bye, then loses to 1.
    // As an opponent, player 3's absent round 2 counts ½ (C.07 16.3): 1.5, not 1.0
    Tournament t = Crosstables.of(TournamentSystem.SWISS,
        "3w0 2w1",
        "0U 1b0",
        "1b1 0-");
    // player 1: opponent 3 (1.5 adjusted) + opponent 2 (1.0) = 2.5
    assertEquals("2.5", Crosstables.values(t, "BH").get(0));
  }
}
