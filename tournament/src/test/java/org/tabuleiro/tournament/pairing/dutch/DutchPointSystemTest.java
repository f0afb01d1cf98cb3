package org.tabuleiro.tournament.pairing.dutch;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.tabuleiro.tournament.TestData;
import org.tabuleiro.tournament.trf.TrfException;
import org.tabuleiro.tournament.trf.TrfReader;

/** Score groups are made with the points of record 162 (C.04.3 1.2 pairs by score, whatever a result is worth). */
class DutchPointSystemTest {
  private static Map<Integer, DutchPlayer> read(String text) throws TrfException {
    Map<Integer, DutchPlayer> out = new HashMap<>();
    for (DutchPlayer p : DutchTrfAdapter.read(TrfReader.read(text)).players()) out.put(p.startNumber(), p);
    return out;
  }

  @Test
  void pairingScoresFollowRecord162() throws TrfException {
    String text = TestData.resource("scoring/three-one-zero.trf");
    Map<Integer, DutchPlayer> football = read(text);
    // 3 / 1 / 0 (see PointSystemTest): Ana 7, Bia 4, Caio 7, Davi 3, Edu 4 points
    assertEquals(14, football.get(1).halfPoints());
    assertEquals(8, football.get(2).halfPoints());
    assertEquals(14, football.get(3).halfPoints());
    assertEquals(6, football.get(4).halfPoints());
    Map<Integer, DutchPlayer> standard = read(text.replace("162  W 3.0    D 1.0    L 0.0\n", ""));
    assertEquals(5, standard.get(1).halfPoints()); // 2.5
    assertEquals(2, standard.get(4).halfPoints()); // 1.0
  }

  @Test
  void aHalfPointByeThatScoresAWinBarsThePairingAllocatedBye() throws TrfException {
    // C.04.1 art. 4: a player who had the pairing-allocated bye, or scored without playing as many points as a
    // win gives, is not eligible. Under 3 / 1 / 0 a half-point bye (H, worth D = 1) does not bar; a record giving
    // D 3.0 makes it worth a win, and then it does. A pairing-allocated bye bars whatever it is worth.
    String text = TestData.resource("scoring/three-one-zero.trf").replace("  2 b =  0000 - U     3 b -", "  2 b =  0000 - H     3 b -");
    assertTrue(read(text).get(5).isEligibleForBye(6), "Edu's half-point bye is worth 1 of 3");
    String drawIsAWin = text.replace("162  W 3.0    D 1.0    L 0.0", "162  W 3.0    D 3.0    L 0.0");
    assertFalse(read(drawIsAWin).get(5).isEligibleForBye(6));
    String cheapBye = text.replace("162  W 3.0    D 1.0    L 0.0", "162  W 3.0    D 1.0    L 0.0    P 1.0");
    assertFalse(read(cheapBye).get(4).isEligibleForBye(6), "Davi had the pairing-allocated bye");
  }
}
