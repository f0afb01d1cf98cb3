package org.tabuleiro.engine.draughts;

import org.tabuleiro.rules.draughts.internal.MoveList;

/**
 * The order in which a node tries its moves: the hash move (best in an earlier search of the node), then the
 * two killers of the ply (quiet moves that refuted a sibling), then by history (how often a move, from-to
 * for that side, caused a cut-off, weighted by depth squared). A move is known by its key
 * {@code from | to << 6} (board bits); two captures with the same from and to share it, which only costs
 * ordering, never legality (the moves always come from the generator).
 */
final class DraughtsMoveOrder {
  private final int[][] killers;
  private final int[][] history = new int[2][4096];
  private final int[][] scores;
  private final int[][] indices;

  DraughtsMoveOrder(int plies) {
    killers = new int[plies][2];
    scores = new int[plies][64];
    indices = new int[plies][64];
    clear();
  }

  /** Forgets killers and history (each search starts afresh: the result must not depend on earlier ones). */
  void clear() {
    for (int[] k : killers) java.util.Arrays.fill(k, DraughtsTable.NO_MOVE);
    for (int[] h : history) java.util.Arrays.fill(h, 0);
  }

  boolean isKiller(int ply, int moveKey) {
    return killers[ply][0] == moveKey || killers[ply][1] == moveKey;
  }

  /** A quiet move of {@code side} caused a cut-off at {@code ply}. */
  void reward(int ply, int moveKey, int side, int depth) {
    if (killers[ply][0] != moveKey) {
      killers[ply][1] = killers[ply][0];
      killers[ply][0] = moveKey;
    }
    int[] h = history[side];
    h[moveKey] += depth * depth;
    if (h[moveKey] > 1 << 20) for (int i = 0; i < h.length; i++) h[i] >>= 1; // keep the scale bounded
  }

  /**
   * The indices of the moves in {@code list}, best first. The returned array belongs to the ply and is
   * valid until the next call for that ply.
   */
  int[] sort(MoveList list, int ply, int hashMove, int side) {
    int n = list.size();
    if (scores[ply].length < n) {
      scores[ply] = new int[2 * n];
      indices[ply] = new int[2 * n];
    }
    int[] s = scores[ply], idx = indices[ply];
    int[] h = history[side];
    int k0 = killers[ply][0], k1 = killers[ply][1];
    for (int i = 0; i < n; i++) {
      int key = list.from(i) | list.to(i) << 6;
      int v = key == hashMove ? 1 << 30 : key == k0 ? 1 << 29 : key == k1 ? 1 << 28 : h[key];
      // insertion sort, stable: the generator's order breaks ties, so the search stays deterministic
      int j = i;
      while (j > 0 && s[j - 1] < v) {
        s[j] = s[j - 1];
        idx[j] = idx[j - 1];
        j--;
      }
      s[j] = v;
      idx[j] = i;
    }
    return idx;
  }
}
