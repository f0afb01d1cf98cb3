package org.tabuleiro.tournament.pairing.roundrobin;

import java.util.ArrayList;
import java.util.List;
import org.tabuleiro.tournament.Pairing;

/**
 * The FIDE Berger tables (Handbook C.05, Annex 1) for any number of players from 3.
 *
 * <p>With an even number n of players, in round R the player x (x = (R + 1) / 2 for odd R, n / 2 + R / 2 for even R)
 * meets n, with White in odd rounds; then, board by board, x + k has White against x - k (counted cyclically over
 * 1..n-1). This gives exactly the published tables, e.g. for 6 players round 2: 6-4, 5-3, 1-2. With an odd number
 * of players, the opponent of the missing player n + 1 has the bye. In a double round robin the second cycle repeats
 * the table with colours reversed, and the last two rounds of the first cycle are switched, as C.05 Annex 1
 * recommends, so that no player gets the same colour three times running across the two cycles.
 */
public final class Berger {
  private Berger() {}

  /**
   * The schedule: one list per round of {@link Pairing}s (white, black start numbers) in board order. With an odd
   * number of players the bye is the last entry of the round, as {@code Pairing(p, 0)}.
   */
  public static List<List<Pairing>> schedule(int players, boolean doubleRound) {
    if (players < 2) throw new IllegalArgumentException("a round robin needs at least 2 players, not " + players);
    int n = players % 2 == 0 ? players : players + 1;
    int m = n - 1;
    List<List<Pairing>> rounds = new ArrayList<>();
    for (int round = 1; round <= m; round++) {
      int x = round % 2 == 1 ? (round + 1) / 2 : n / 2 + round / 2;
      List<Pairing> boards = new ArrayList<>();
      Pairing bye = null;
      Pairing first = round % 2 == 1 ? new Pairing(x, n) : new Pairing(n, x);
      if (n == players) boards.add(first);
      else bye = new Pairing(x, 0);
      for (int k = 1; k < n / 2; k++) {
        boards.add(new Pairing(cyclic(x + k, m), cyclic(x - k, m)));
      }
      if (bye != null) boards.add(bye);
      rounds.add(List.copyOf(boards));
    }
    if (doubleRound) {
      List<List<Pairing>> firstCycle = new ArrayList<>(rounds);
      if (m >= 3) java.util.Collections.swap(rounds, m - 2, m - 1);
      for (int round = 0; round < m; round++) {
        List<Pairing> reversed = new ArrayList<>();
        for (Pairing p : firstCycle.get(round)) reversed.add(p.isBye() ? p : new Pairing(p.black(), p.white()));
        rounds.add(List.copyOf(reversed));
      }
    }
    return List.copyOf(rounds);
  }

  /** The number in 1..m congruent to v. */
  private static int cyclic(int v, int m) {
    return Math.floorMod(v - 1, m) + 1;
  }
}
