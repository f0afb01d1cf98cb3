package org.tabuleiro.engine.draughts;

import org.tabuleiro.rules.common.Color;
import org.tabuleiro.rules.draughts.DraughtsMove;
import org.tabuleiro.rules.draughts.DraughtsPosition;

/**
 * An independent judge for the tactical tests: plain alpha-beta minimax over the rules API (immutable
 * positions, not the engine's board), counting material only (a man 1, a king 3), with pending captures
 * always played out. It shares no code with the engine's search, so agreeing with it means something.
 */
final class MaterialOracle {
  static final int LOSS = -1000;

  private MaterialOracle() {}

  /** The material balance for the side to move after best play for {@code depth} plies (captures resolved). */
  static int value(DraughtsPosition p, int depth) {
    return search(p, depth, -100_000, 100_000);
  }

  /** The value of playing {@code move} in {@code p}, for the side to move in {@code p}. */
  static int valueOf(DraughtsPosition p, DraughtsMove move, int depth) {
    return -search(p.play(move), depth - 1, -100_000, 100_000);
  }

  private static int search(DraughtsPosition p, int depth, int alpha, int beta) {
    var moves = p.legalMoves();
    if (moves.isEmpty()) return LOSS;
    boolean captures = moves.get(0).isCapture();
    if (depth <= 0 && !captures) return material(p);
    int best = -100_000;
    for (DraughtsMove m : moves) {
      int v = -search(p.play(m), depth - 1, -beta, -Math.max(alpha, best));
      if (v > best) best = v;
      if (best >= beta) break;
    }
    return best;
  }

  static int material(DraughtsPosition p) {
    var w = p.material(Color.WHITE);
    var b = p.material(Color.BLACK);
    int white = w.men() + 3 * w.kings(), black = b.men() + 3 * b.kings();
    return p.sideToMove() == Color.WHITE ? white - black : black - white;
  }
}
