package org.tabuleiro.tournament.pairing.dutch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.tabuleiro.tournament.TestData;
import org.tabuleiro.tournament.pairing.PairingResult;
import org.tabuleiro.tournament.trf.TrfException;
import org.tabuleiro.tournament.trf.TrfReader;

/**
 * Teams paired by the Dutch rules with match points as scores (school-league.trf, 3 / 2 / 1 / 0; a team's colour
 * is its first board's).
 */
class DutchTeamPairingTest {
  private static String pair(String resource) throws TrfException {
    PairingResult r = DutchEngine.pair(DutchTeamAdapter.read(TrfReader.read(TestData.resource(resource))));
    return assertInstanceOf(PairingResult.Paired.class, r).format();
  }

  // After round 1 Alfa and Gama won (3), Beta and Delta lost (1): two score groups of two.
  // Alfa and Gama both had White: equal mild preferences for Black, the higher-ranked Alfa gets it (C.04.3 5.2.2).
  // Beta and Delta both had Black: Beta, higher ranked, gets White. The 3-point board comes first.
  @Test
  void roundTwoPairsTheWinnersAndTheLosers() throws TrfException {
    assertEquals("2\n3 1\n2 4\n", pair("team/school-league-after-r1.trf"));
  }

  // After round 2 (Alfa-Gama 1-1, Beta-Delta 1-1): Alfa 5, Gama 5, Beta 3, Delta 3. Alfa and Gama have met, so both
  // float down into one bracket with Beta and Delta; Alfa already met Beta: Alfa-Delta and Gama-Beta.
  // Colours: Delta had Black twice (absolute: White) against Alfa (W, B); Gama had White twice (absolute: Black)
  // against Beta (B, W). Alfa's board first (Alfa is the higher-ranked 5-point team).
  @Test
  void roundThreeFloatsTheTeamsThatHaveMet() throws TrfException {
    assertEquals("2\n4 1\n2 3\n", pair("team/school-league-after-r2.trf"));
  }

  @Test
  void aFileWithoutTeamsCannotBePairedAsTeams() throws TrfException {
    var trf = TrfReader.read(TestData.resource("baku/round1.trf"));
    assertThrows(IllegalArgumentException.class, () -> DutchTeamAdapter.read(trf));
  }
}
