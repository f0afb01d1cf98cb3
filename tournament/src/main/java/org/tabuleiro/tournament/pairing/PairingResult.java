package org.tabuleiro.tournament.pairing;

import java.util.List;

/**
 * The outcome of pairing one round: the boards (white first, in publishing order) and the player who receives
 * the pairing-allocated bye, or the reason no pairing satisfies the absolute criteria.
 */
public sealed interface PairingResult permits PairingResult.Paired, PairingResult.NoValidPairing {

  /**
   * A complete round pairing.
   *
   * @param boards the games, board 1 first
   * @param bye start number of the player with the pairing-allocated bye, 0 when nobody gets it
   */
  record Paired(List<Board> boards, int bye) implements PairingResult {
    public Paired {
      boards = List.copyOf(boards);
    }

    /** The bbpPairings / JaVaFo output: the line count, then {@code white black} per board, {@code N 0} for the bye. */
    public String format() {
      StringBuilder b = new StringBuilder();
      b.append(boards.size() + (bye > 0 ? 1 : 0)).append('\n');
      for (Board board : boards) b.append(board.white()).append(' ').append(board.black()).append('\n');
      if (bye > 0) b.append(bye).append(" 0\n");
      return b.toString();
    }
  }

  /** No pairing complies with the absolute criteria (C.04.3 C1-C3); the Chief Arbiter decides (1.9.3). */
  record NoValidPairing(String reason) implements PairingResult {}
}
