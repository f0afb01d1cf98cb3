package org.tabuleiro.engine.draughts;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.tabuleiro.rules.draughts.DraughtsMove;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.internal.Geometry;

/**
 * The principal variation: the best root move (or another root move's line, for multi-PV), then the hash moves of the positions it leads to, each
 * checked to be legal, until the table has nothing, a position repeats or the depth is reached.
 */
final class DraughtsPv {
  private DraughtsPv() {}

  static List<DraughtsMove> of(DraughtsSearch search, DraughtsPosition position, DraughtsRoot root, int depth) {
    return of(search, position, root, 0, depth);
  }

  /** The line of root move {@code index}: that move, then the hash moves after it. */
  static List<DraughtsMove> of(DraughtsSearch search, DraughtsPosition position, DraughtsRoot root, int index, int depth) {
    List<DraughtsMove> pv = new ArrayList<>();
    DraughtsMove first = root.move(position, index);
    pv.add(first);
    DraughtsPosition p = position.play(first);
    Set<Long> seen = new HashSet<>();
    Geometry g = p.toBoard().geometry;
    while (pv.size() < Math.max(1, depth)) {
      long key = DraughtsZobrist.of(p.toBoard());
      if (!seen.add(key)) break;
      long entry = search.table().probe(key);
      int move = entry == 0 ? DraughtsTable.NO_MOVE : DraughtsTable.move(entry);
      if (move == DraughtsTable.NO_MOVE) break;
      int from = g.square(move & 63), to = g.square(move >>> 6);
      DraughtsMove next = null;
      for (DraughtsMove m : p.legalMoves()) {
        if (m.from() == from && m.to() == to) {
          next = m;
          break;
        }
      }
      if (next == null) break;
      pv.add(next);
      p = p.play(next);
    }
    return pv;
  }

  /** The rules move with these board bits (from, to, captured pieces). */
  static DraughtsMove toMove(DraughtsPosition position, int fromBit, int toBit, long capturedBits) {
    Geometry g = position.toBoard().geometry;
    int from = g.square(fromBit), to = g.square(toBit);
    List<Integer> captured = new ArrayList<>();
    for (long c = capturedBits; c != 0; c &= c - 1) captured.add(g.square(Long.numberOfTrailingZeros(c)));
    captured.sort(null);
    for (DraughtsMove m : position.legalMoves()) {
      if (m.from() == from && m.to() == to && m.captured().equals(captured)) return m;
    }
    throw new IllegalStateException("the search chose " + from + "-" + to + " " + captured + ", which is not legal in " + position.fen());
  }
}
