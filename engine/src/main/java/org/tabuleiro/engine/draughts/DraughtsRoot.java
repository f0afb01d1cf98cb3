package org.tabuleiro.engine.draughts;

import java.util.List;
import org.tabuleiro.rules.draughts.DraughtsMove;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.internal.Board;
import org.tabuleiro.rules.draughts.internal.MoveGen;
import org.tabuleiro.rules.draughts.internal.MoveList;

/**
 * The moves of the root position and their latest scores. The first one is always the best so far, so that
 * every iteration searches it first with a full window and the others with a null window (PVS).
 */
final class DraughtsRoot {
  private final int size;
  private final int[] from, to, score;
  private final long[] captured;

  private DraughtsRoot(MoveList list) {
    size = list.size();
    from = new int[size];
    to = new int[size];
    score = new int[size];
    captured = new long[size];
    for (int i = 0; i < size; i++) {
      from[i] = list.from(i);
      to[i] = list.to(i);
      captured[i] = list.captured(i);
    }
  }

  static DraughtsRoot of(MoveGen gen, Board board) {
    MoveList list = new MoveList();
    gen.generate(board, list);
    return new DraughtsRoot(list);
  }

  int size() {
    return size;
  }

  int score(int i) {
    return score[i];
  }

  /**
   * One iteration to {@code depth}; returns the best score and sets {@code best[0]} to the index of the best
   * move whose search finished (-1 when the search was stopped before the first one finished).
   */
  int iterate(DraughtsSearch s, int depth, int[] best) {
    int alpha = -DraughtsSearch.INF, beta = DraughtsSearch.INF, bestScore = -DraughtsSearch.INF;
    best[0] = -1;
    int sp = s.rootIndex();
    Board board = s.board();
    for (int i = 0; i < size; i++) {
      s.push(sp, from[i], to[i], captured[i]);
      int v;
      if (i == 0) {
        v = -s.search(depth - 1, -beta, -alpha, 1, true);
      } else {
        v = -s.search(depth - 1, -alpha - 1, -alpha, 1, false);
        if (v > alpha && !s.stopped()) v = -s.search(depth - 1, -beta, -alpha, 1, true);
      }
      board.unmake(from[i], to[i], captured[i]);
      if (s.stopped()) break;
      score[i] = v;
      if (v > bestScore) {
        bestScore = v;
        best[0] = i;
        alpha = Math.max(alpha, v);
      }
    }
    if (best[0] >= 0) {
      int b = best[0];
      s.table().store(s.rootKey(), DraughtsSearch.toTable(bestScore, 0), depth, DraughtsTable.EXACT, from[b] | to[b] << 6);
    }
    return bestScore;
  }

  /**
   * One multi-PV iteration to {@code depth}: the exact scores of the {@code lines} best moves. The first
   * {@code lines} moves (the best of the last iteration) are searched with a full window; each other move with a
   * null window at the worst score among the best so far, and again with an open window when it beats it. The
   * moves are then sorted best first, the exact ones ahead of those only known to be no better (a stable sort, so
   * equal scores keep the last iteration's order). Returns false when the search was stopped before the iteration
   * finished (then nothing of it is used and the order is unchanged).
   */
  boolean iterateLines(DraughtsSearch s, int depth, int lines) {
    int sp = s.rootIndex();
    Board board = s.board();
    int[] v = new int[size];
    boolean[] exact = new boolean[size];
    int[] top = new int[Math.min(lines, size)]; // the best exact scores so far, in descending order
    int found = 0;
    for (int i = 0; i < size; i++) {
      s.push(sp, from[i], to[i], captured[i]);
      int score;
      if (found < top.length) {
        score = -s.search(depth - 1, -DraughtsSearch.INF, DraughtsSearch.INF, 1, true);
        exact[i] = true;
      } else {
        int alpha = top[found - 1];
        score = -s.search(depth - 1, -alpha - 1, -alpha, 1, false);
        if (score > alpha && !s.stopped()) {
          score = -s.search(depth - 1, -DraughtsSearch.INF, -alpha, 1, true);
          exact[i] = true;
        }
      }
      board.unmake(from[i], to[i], captured[i]);
      if (s.stopped()) return false;
      v[i] = score;
      if (exact[i]) {
        int k = Math.min(found, top.length - 1);   // the new score's place, the worst dropped when full
        if (found == top.length && score <= top[k]) continue;
        while (k > 0 && top[k - 1] < score) {
          top[k] = top[k - 1];
          k--;
        }
        top[k] = score;
        if (found < top.length) found++;
      }
    }
    Integer[] order = new Integer[size];
    for (int i = 0; i < size; i++) order[i] = i;
    java.util.Arrays.sort(order, (a, b) -> exact[a] != exact[b] ? (exact[a] ? -1 : 1) : Integer.compare(v[b], v[a]));
    int[] f = from.clone(), t = to.clone();
    long[] c = captured.clone();
    for (int i = 0; i < size; i++) {
      from[i] = f[order[i]];
      to[i] = t[order[i]];
      captured[i] = c[order[i]];
      score[i] = v[order[i]];
    }
    s.table().store(s.rootKey(), DraughtsSearch.toTable(score[0], 0), depth, DraughtsTable.EXACT, from[0] | to[0] << 6);
    return true;
  }

  /**
   * Every move searched with a full window, deepening from 1 ply to {@code depth}; the scores of the last
   * depth finished for all moves are returned, in {@code position.legalMoves()} order. Deepening keeps the
   * answer sound when the time budget runs out: all moves are then compared at the same depth.
   */
  int[] scoreEach(DraughtsSearch s, DraughtsPosition position, int depth) {
    int sp = s.rootIndex();
    Board board = s.board();
    int[] done = new int[size]; // all zero until depth 1 finishes: then every move is "level"
    int[] current = new int[size];
    for (int d = 1; d <= depth; d++) {
      boolean complete = true;
      for (int i = 0; i < size; i++) {
        s.push(sp, from[i], to[i], captured[i]);
        int v = -s.search(d - 1, -DraughtsSearch.INF, DraughtsSearch.INF, 1, true);
        board.unmake(from[i], to[i], captured[i]);
        if (s.stopped()) {
          complete = false;
          break;
        }
        current[i] = v;
      }
      if (!complete) break;
      System.arraycopy(current, 0, done, 0, size);
    }
    List<DraughtsMove> legal = position.legalMoves();
    int[] out = new int[legal.size()];
    for (int i = 0; i < size; i++) out[legal.indexOf(move(position, i))] = done[i];
    return out;
  }

  /** Moves entry i to the front, keeping the order of the others. */
  void promote(int i) {
    int f = from[i], t = to[i], v = score[i];
    long c = captured[i];
    System.arraycopy(from, 0, from, 1, i);
    System.arraycopy(to, 0, to, 1, i);
    System.arraycopy(score, 0, score, 1, i);
    System.arraycopy(captured, 0, captured, 1, i);
    from[0] = f;
    to[0] = t;
    score[0] = v;
    captured[0] = c;
  }

  /** Root move i as a rules move of {@code position}. */
  DraughtsMove move(DraughtsPosition position, int i) {
    return DraughtsPv.toMove(position, from[i], to[i], captured[i]);
  }
}
