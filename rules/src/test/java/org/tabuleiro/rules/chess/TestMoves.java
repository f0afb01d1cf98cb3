package org.tabuleiro.rules.chess;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.Set;
import java.util.TreeSet;

/** Test helpers to speak about moves in UCI text ("e2e4", "e1g1", "b7a8q"). */
public final class TestMoves {
  private TestMoves() {}

  /** The legal move with this UCI text; fails the test when there is none. */
  public static Move legal(Position position, String uci) {
    for (Move m : position.legalMoves()) if (m.uci().equals(uci)) return m;
    return fail(uci + " is not legal in " + position.fen() + "; legal: " + legalUci(position));
  }

  /** Plays the moves in order, each of which must be legal. */
  public static Position play(Position position, String... ucis) {
    Position p = position;
    for (String uci : ucis) p = p.play(legal(p, uci));
    return p;
  }

  /** Plays space-separated UCI moves (an empty string plays nothing). */
  public static Position playLine(Position position, String line) {
    String trimmed = line.strip();
    return trimmed.isEmpty() ? position : play(position, trimmed.split("\\s+"));
  }

  /** The legal moves as sorted UCI texts. */
  public static Set<String> legalUci(Position position) {
    Set<String> set = new TreeSet<>();
    for (Move m : position.legalMoves()) set.add(m.uci());
    return set;
  }

  public static boolean isLegal(Position position, String uci) {
    return legalUci(position).contains(uci);
  }
}
