package org.tabuleiro.rules.draughts.internal;

/**
 * Counts the leaves of the legal move tree to a depth, captures with the same start, end and captured set
 * counted once ("distinct" in the shared perft files). The last ply is counted without making the moves.
 */
public final class Perft {
  private final Board board;
  private final MoveGen gen;
  private final MoveList[] lists;

  public Perft(Board board, boolean menStartForwardOnly, int maxDepth) {
    this.board = board;
    this.gen = new MoveGen(board.geometry, menStartForwardOnly);
    this.lists = new MoveList[Math.max(1, maxDepth)];
    for (int i = 0; i < lists.length; i++) lists[i] = new MoveList();
  }

  public long count(int depth) {
    if (depth <= 0) return 1;
    return search(depth, 0);
  }

  private long search(int depth, int ply) {
    if (depth == 1) return gen.count(board);
    MoveList list = lists[ply];
    gen.generate(board, list);
    long nodes = 0;
    for (int i = 0, n = list.size; i < n; i++) {
      int from = list.from[i], to = list.to[i];
      long captured = list.captured[i];
      board.make(from, to, captured);
      nodes += search(depth - 1, ply + 1);
      board.unmake(from, to, captured);
    }
    return nodes;
  }
}
