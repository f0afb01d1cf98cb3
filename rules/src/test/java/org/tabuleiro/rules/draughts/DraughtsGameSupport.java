package org.tabuleiro.rules.draughts;

import static org.junit.jupiter.api.Assertions.fail;

import java.util.HashSet;
import java.util.Set;

/**
 * Plays quiet king moves that never repeat a position nor give the opponent a capture, so that a draw
 * rule's count can be run to its end (a depth-first search: the first such line of the wanted length).
 */
final class DraughtsGameSupport {
  private DraughtsGameSupport() {}

  static DraughtsGame kingMoves(DraughtsGame game, int plies) {
    Set<DraughtsPosition> seen = new HashSet<>();
    seen.add(game.position());
    DraughtsGame line = extend(game, plies, seen, new int[] {100_000});
    if (line == null) fail("no line of " + plies + " fresh quiet king moves from " + game.position().fen());
    return line;
  }

  private static DraughtsGame extend(DraughtsGame game, int plies, Set<DraughtsPosition> seen, int[] budget) {
    if (plies == 0) return game;
    if (--budget[0] < 0) return null;
    DraughtsPosition p = game.position();
    for (DraughtsMove m : p.legalMoves()) {
      if (m.isCapture() || !p.pieceAt(m.from()).isKing()) continue;
      DraughtsPosition next = p.play(m);
      if (seen.contains(next) || next.legalMoves().stream().anyMatch(DraughtsMove::isCapture)) continue;
      seen.add(next);
      DraughtsGame line = extend(game.play(m), plies - 1, seen, budget);
      if (line != null) return line;
      seen.remove(next);
    }
    return null;
  }
}
