package org.tabuleiro.tournament.pairing.roundrobin;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabuleiro.tournament.Pairing;

/** FIDE Handbook C.05 Annex 1, the Berger tables. */
class BergerTablesTest {
  /** Round by round, "white-black" per board, as printed in C.05 Annex 1. */
  private static String table(int players) {
    StringBuilder b = new StringBuilder();
    for (List<Pairing> round : Berger.schedule(players, false)) {
      if (!b.isEmpty()) b.append(" | ");
      StringBuilder r = new StringBuilder();
      for (Pairing p : round) r.append(r.isEmpty() ? "" : " ").append(p.white()).append('-').append(p.black());
      b.append(r);
    }
    return b.toString();
  }

  @Test
  void fourPlayersFollowTheFideTable() {
    assertEquals("1-4 2-3 | 4-3 1-2 | 2-4 3-1", table(4));
  }

  @Test
  void sixPlayersFollowTheFideTable() {
    assertEquals("1-6 2-5 3-4 | 6-4 5-3 1-2 | 2-6 3-1 4-5 | 6-5 1-4 2-3 | 3-6 4-2 5-1", table(6));
  }

  @Test
  void eightPlayersFollowTheFideTable() {
    assertEquals("1-8 2-7 3-6 4-5 | 8-5 6-4 7-3 1-2 | 2-8 3-1 4-7 5-6 | 8-6 7-5 1-4 2-3 | 3-8 4-2 5-1 6-7"
        + " | 8-7 1-6 2-5 3-4 | 4-8 5-3 6-2 7-1", table(8));
  }

  @Test
  void tenPlayersFollowTheFideTable() {
    assertEquals("1-10 2-9 3-8 4-7 5-6 | 10-6 7-5 8-4 9-3 1-2 | 2-10 3-1 4-9 5-8 6-7 | 10-7 8-6 9-5 1-4 2-3"
        + " | 3-10 4-2 5-1 6-9 7-8 | 10-8 9-7 1-6 2-5 3-4 | 4-10 5-3 6-2 7-1 8-9 | 10-9 1-8 2-7 3-6 4-5"
        + " | 5-10 6-4 7-3 8-2 9-1", table(10));
  }

  @Test
  void anOddNumberGivesTheByeToWhoWouldMeetTheMissingPlayer() {
    // 5 players use the 6-player table; whoever meets player 6 has the bye (written last, "p-0")
    assertEquals("2-5 3-4 1-0 | 5-3 1-2 4-0 | 3-1 4-5 2-0 | 1-4 2-3 5-0 | 4-2 5-1 3-0", table(5));
  }

  @ParameterizedTest
  @ValueSource(ints = {3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 30})
  void everyoneMeetsEveryoneOnceWithBalancedColours(int players) {
    List<List<Pairing>> rounds = Berger.schedule(players, false);
    assertEquals(players % 2 == 0 ? players - 1 : players, rounds.size());
    Set<Set<Integer>> met = new HashSet<>();
    int[] whites = new int[players + 1];
    int[] byes = new int[players + 1];
    for (List<Pairing> round : rounds) {
      Set<Integer> seen = new HashSet<>();
      for (Pairing p : round) {
        if (p.isBye()) {
          byes[p.byePlayer()]++;
          assertTrue(seen.add(p.byePlayer()));
          continue;
        }
        assertTrue(seen.add(p.white()) && seen.add(p.black()), "someone plays twice in a round");
        assertTrue(met.add(Set.of(p.white(), p.black())), "a pair meets twice: " + p);
        whites[p.white()]++;
      }
      assertEquals(players, seen.size());
    }
    assertEquals(players * (players - 1) / 2, met.size());
    int games = players - 1;
    for (int p = 1; p <= players; p++) {
      assertEquals(players % 2, byes[p]);
      assertTrue(Math.abs(2 * whites[p] - games) <= 1, "player " + p + " has " + whites[p] + " whites in " + games);
    }
  }

  @Test
  void theSecondCycleRepeatsTheFirstWithColoursReversed() {
    List<List<Pairing>> rounds = Berger.schedule(4, true);
    assertEquals(6, rounds.size());
    assertEquals(List.of(new Pairing(4, 1), new Pairing(3, 2)), rounds.get(3));
    assertEquals(List.of(new Pairing(3, 4), new Pairing(2, 1)), rounds.get(4));
  }

  @Test
  void thePrinterWritesOneRoundHeaderAndOneLinePerBoard() {
    assertEquals("Round 1\n2 3\n1 0\n\nRound 2\n1 2\n3 0\n\nRound 3\n3 1\n2 0\n", BergerPrinter.print(3, false));
  }

  @Test
  void fewerThanTwoPlayersIsRefused() {
    assertThrows(IllegalArgumentException.class, () -> Berger.schedule(1, false));
  }
}
