package org.tabuleiro.tournament.pairing.roundrobin;

import java.util.List;
import org.tabuleiro.tournament.Pairing;

/**
 * Prints a Berger schedule as plain text, for {@code ./tabuleiro pair --round-robin N [--double]}:
 *
 * <pre>
 * Round 1
 * 1 4
 * 2 3
 *
 * Round 2
 * 4 3
 * 1 2
 * </pre>
 *
 * One {@code Round R} header per round, then one {@code white black} line (start numbers) per board in board
 * order, {@code p 0} for the bye (odd number of players, last line of the round), and a blank line between rounds.
 * Lines end with a newline.
 */
public final class BergerPrinter {
  private BergerPrinter() {}

  /** The schedule of {@link Berger#schedule} in the format above. */
  public static String print(int players, boolean doubleRound) {
    StringBuilder b = new StringBuilder();
    List<List<Pairing>> rounds = Berger.schedule(players, doubleRound);
    for (int r = 0; r < rounds.size(); r++) {
      if (r > 0) b.append('\n');
      b.append("Round ").append(r + 1).append('\n');
      for (Pairing p : rounds.get(r)) b.append(p.white()).append(' ').append(p.black()).append('\n');
    }
    return b.toString();
  }
}
