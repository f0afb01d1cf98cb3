package org.tabuleiro.rules.chess.internal;

/**
 * Counts the leaves of the legal move tree to a depth: the standard test of a move generator. The last ply
 * is counted without making the moves (bulk counting, as Stockfish's {@code go perft} does).
 */
public final class Perft {
  private final Board board;
  private final int[][] moves;

  public Perft(Board board, int maxDepth) {
    this.board = board;
    this.moves = new int[Math.max(1, maxDepth)][MoveGen.MAX_MOVES];
  }

  public long count(int depth) {
    if (depth <= 0) return 1;
    return search(depth, 0);
  }

  private long search(int depth, int ply) {
    if (depth == 1) return MoveGen.count(board);
    int[] list = moves[ply];
    int n = MoveGen.generate(board, list);
    long nodes = 0;
    for (int i = 0; i < n; i++) {
      int move = list[i];
      board.make(move);
      nodes += search(depth - 1, ply + 1);
      board.unmake(move);
    }
    return nodes;
  }
}
