package org.tabuleiro.server.cluster;

import java.util.ArrayList;
import java.util.List;

/**
 * The moves every driven game plays, as the load generator's games do: knight shuffles (Nf3 Nf6 Ng1 Ng8, three
 * times) broken by a pair of pawn moves, so no position comes five times and a pawn moves well within 75 moves; 196
 * plies, no game end.
 */
final class ShuffleScript {
  private ShuffleScript() {}

  private static final String[] PAWNS = {
      "a2a3", "a7a6", "b2b3", "b7b6", "c2c3", "c7c6", "h2h3", "h7h6", "g2g3", "g7g6", "d2d3", "d7d6", "e2e3", "e7e6",
      "a3a4", "a6a5", "b3b4", "b6b5", "c3c4", "c6c5", "h3h4", "h6h5", "g3g4", "g6g5", "d3d4", "d6d5", "e3e4", "e6e5"};

  static final List<String> MOVES = build();

  private static List<String> build() {
    List<String> moves = new ArrayList<>();
    for (int p = 0; p < PAWNS.length; p += 2) {
      for (int shuffle = 0; shuffle < 3; shuffle++) moves.addAll(List.of("g1f3", "g8f6", "f3g1", "f6g8"));
      moves.add(PAWNS[p]);
      moves.add(PAWNS[p + 1]);
    }
    return List.copyOf(moves);
  }
}
