package org.tabuleiro.tournament.pairing.dutch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabuleiro.tournament.pairing.Board;
import org.tabuleiro.tournament.pairing.PairingResult;
import org.tabuleiro.tournament.pairing.dutch.DutchPairingCheck.Criterion;
import org.tabuleiro.tournament.pairing.dutch.DutchPairingCheck.Finding;
import org.tabuleiro.tournament.trf.TrfException;
import org.tabuleiro.tournament.trf.TrfReader;

/**
 * Pairings chosen by hand for round 3 of five players after two rounds:
 * <pre>
 *   1: 3 w 1, 4 w 1   2.0  (White twice: must have Black, C.04.1)
 *   2: 4 b =, 3 b 1   1.5  (Black twice: must have White)
 *   3: 1 b 0, 2 w 0   0.0  (mild preference for Black)
 *   4: 2 w =, 1 b 0   0.5  (mild preference for White)
 *   5: bye U, bye U   2.0  (had the pairing-allocated bye)
 * </pre>
 */
class DutchPairingCheckTest {
  private static final String TRF = "012 Check\nXXR 5\nXXC white1\n"
      + player(1, "2.0", "3 w 1", "4 w 1")
      + player(2, "1.5", "4 b =", "3 b 1")
      + player(3, "0.0", "1 b 0", "2 w 0")
      + player(4, "0.5", "2 w =", "1 b 0")
      + player(5, "2.0", "0000 - U", "0000 - U");

  private static String player(int number, String points, String... blocks) {
    StringBuilder b = new StringBuilder(String.format("001 %4d      %-33s %4d %27s%4s %4d", number, "P" + number, 2000 - number, "", points, number));
    for (String block : blocks) {
      String[] f = block.split(" ");
      b.append(String.format("  %4s %s %s", f[0], f[1], f[2]));
    }
    return b.append('\n').toString();
  }

  private static List<Finding> check(int bye, Board... boards) throws TrfException {
    return DutchPairingCheck.check(DutchTrfAdapter.read(TrfReader.read(TRF)), new PairingResult.Paired(List.of(boards), bye));
  }

  @Test
  void whatTheEngineWouldPairBreaksNoAbsoluteRule() throws TrfException {
    List<Finding> found = check(3, new Board(2, 1), new Board(4, 5));
    assertTrue(found.stream().noneMatch(f -> f.criterion().isAbsolute()), found.toString());
  }

  @Test
  void aThirdWhiteRunningAndAColourDifferenceOfThreeAreAbsolute() throws TrfException {
    List<Finding> found = check(3, new Board(1, 2), new Board(4, 5));
    assertTrue(found.contains(new Finding(Criterion.COLOUR_DIFFERENCE, 1, 0, 3)), found.toString());
    assertTrue(found.contains(new Finding(Criterion.SAME_COLOUR_THRICE, 1, 0, 'w')), found.toString());
    assertTrue(found.contains(new Finding(Criterion.COLOUR_DIFFERENCE, 2, 0, -3)), found.toString());
    assertTrue(found.contains(new Finding(Criterion.SAME_COLOUR_THRICE, 2, 0, 'b')), found.toString());
    assertTrue(found.get(0).criterion().isAbsolute());
  }

  @Test
  void twoPlayersMeetingAgainAndASecondByeAreAbsolute() throws TrfException {
    List<Finding> found = check(5, new Board(3, 1), new Board(2, 4));
    assertTrue(found.contains(new Finding(Criterion.REMATCH, 1, 3, 0)), found.toString());
    assertTrue(found.contains(new Finding(Criterion.REMATCH, 2, 4, 0)), found.toString());
    assertTrue(found.contains(new Finding(Criterion.BYE_NOT_ELIGIBLE, 5, 0, 0)), found.toString());
  }

  @Test
  void floatsUngrantedPreferencesAndAByeAboveTheLowestScoreAreRelative() throws TrfException {
    // 3 (0 points) plays 5 (2 points) with White though it prefers Black; 4 gets the bye with 0.5 while 3 has 0.
    List<Finding> found = check(4, new Board(2, 1), new Board(3, 5));
    assertTrue(found.contains(new Finding(Criterion.SCORE_DIFFERENCE, 3, 5, 4)), found.toString());
    assertTrue(found.contains(new Finding(Criterion.COLOUR_PREFERENCE, 3, 0, 'b')), found.toString());
    assertTrue(found.contains(new Finding(Criterion.BYE_NOT_LOWEST, 4, 0, 1)), found.toString());
    assertTrue(found.stream().noneMatch(f -> f.criterion().isAbsolute()), found.toString());
  }

  @Test
  void inTheLastRoundATopscorersColoursAreRelative() throws TrfException {
    String lastRound = TRF.replace("XXR 5", "XXR 3");
    List<Finding> found = DutchPairingCheck.check(DutchTrfAdapter.read(TrfReader.read(lastRound)),
        new PairingResult.Paired(List.of(new Board(1, 2), new Board(4, 5)), 3));
    assertTrue(found.contains(new Finding(Criterion.TOPSCORER_COLOUR_DIFFERENCE, 1, 0, 3)), found.toString());
    assertTrue(found.contains(new Finding(Criterion.TOPSCORER_SAME_COLOUR_THRICE, 2, 0, 'b')), found.toString());
    assertEquals(List.of(), found.stream().filter(f -> f.criterion().isAbsolute()).toList());
  }
}
