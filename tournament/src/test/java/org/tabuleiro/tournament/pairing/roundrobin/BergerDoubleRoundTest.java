package org.tabuleiro.tournament.pairing.roundrobin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabuleiro.tournament.Pairing;

/** C.05 Annex 1: in a double round robin, switch the last two rounds of the first cycle. */
class BergerDoubleRoundTest {
  @ParameterizedTest
  @ValueSource(ints = {4, 5, 6, 8, 10, 12, 14})
  void noPlayerHasTheSameColourThreeTimesRunning(int players) {
    List<List<Pairing>> rounds = Berger.schedule(players, true);
    for (int p = 1; p <= players; p++) {
      int run = 0;
      char last = ' ';
      for (List<Pairing> round : rounds) {
        char colour = ' ';
        for (Pairing g : round) {
          if (g.isBye()) continue;
          if (g.white() == p) colour = 'w';
          if (g.black() == p) colour = 'b';
        }
        if (colour == ' ') { run = 0; last = ' '; continue; }
        run = colour == last ? run + 1 : 1;
        last = colour;
        assertTrue(run < 3, "player " + p + " of " + players + " has colour " + colour + " three times running");
      }
    }
  }

  @ParameterizedTest
  @ValueSource(ints = {4, 6, 10})
  void theSecondCycleIsTheTableWithColoursReversedAndTheFirstSwitchesItsLastTwoRounds(int players) {
    List<List<Pairing>> single = Berger.schedule(players, false), dbl = Berger.schedule(players, true);
    int m = single.size();
    assertEquals(2 * m, dbl.size());
    assertEquals(single.get(m - 1), dbl.get(m - 2));
    assertEquals(single.get(m - 2), dbl.get(m - 1));
    for (int r = 0; r < m; r++) {
      for (int b = 0; b < single.get(r).size(); b++) {
        Pairing g = single.get(r).get(b), h = dbl.get(m + r).get(b);
        assertEquals(g.white(), h.black());
        assertEquals(g.black(), h.white());
      }
    }
  }
}
