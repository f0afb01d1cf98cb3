package org.tabuleiro.engine.chess;

import org.tabuleiro.rules.chess.internal.Board;
import org.tabuleiro.rules.chess.internal.MoveGen;

/**
 * The positions that lead to the node being searched: the game's positions before the root, then the line
 * the search is on, as Zobrist keys. It answers the search's draw question at every node.
 */
final class GamePath {
  private long[] keys = new long[Search.MAX_PLY + 2];
  private final int[] pliesFromNull = new int[Search.MAX_PLY + 2];
  private int rootIndex;

  /** A new search from {@code root}, after the game's earlier positions (oldest first). */
  void reset(long[] history, Board root) {
    if (keys.length < history.length + Search.MAX_PLY + 2) keys = new long[history.length + Search.MAX_PLY + 2];
    System.arraycopy(history, 0, keys, 0, history.length);
    rootIndex = history.length;
    keys[rootIndex] = root.key();
    pliesFromNull[0] = root.halfmoveClock();
  }

  /** Records the position reached at {@code ply + 1}; call right after the move (or null move) is made. */
  void moved(int ply, Board board, boolean nullMove) {
    keys[rootIndex + ply + 1] = board.key();
    pliesFromNull[ply + 1] = nullMove ? 0 : pliesFromNull[ply] + 1;
  }

  /**
   * A draw by the fifty-move rule (FIDE 9.3), by material (no mate possible), or by repetition: once within
   * the search (the side that could avoid it would not repeat to win), or twice with the game before the
   * root (FIDE 9.2: the third occurrence). Positions across a null move never count: it is not a real move.
   */
  boolean isDraw(Board board, int ply) {
    if (board.halfmoveClock() >= 100) return !board.isCheck() || MoveGen.count(board) > 0;
    if (Material.isInsufficient(board)) return true;
    int index = rootIndex + ply;
    long key = keys[index];
    int limit = Math.min(board.halfmoveClock(), pliesFromNull[ply]);
    int earlier = 0;
    for (int back = 4; back <= limit && index - back >= 0; back += 2) {
      int j = index - back;
      if (keys[j] == key && (j >= rootIndex || ++earlier >= 2)) return true;
    }
    return false;
  }
}
