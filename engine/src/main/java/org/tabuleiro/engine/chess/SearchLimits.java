package org.tabuleiro.engine.chess;

/**
 * What may stop a search, as a UCI {@code go} command gives it. Zero (or a negative number) means "not
 * given". Times in milliseconds. {@code delayMillis} is a delay clock's per-move delay (Bronstein or US
 * delay): time the clock does not charge, usable on this move only, never banked.
 *
 * <p>A search with only a node or depth limit reads no clock at all, so it is reproducible: the same
 * position, history and limit give the same move and the same node count.
 */
public record SearchLimits(
    int depth,
    long nodes,
    long moveTimeMillis,
    long whiteTimeMillis,
    long blackTimeMillis,
    long whiteIncrementMillis,
    long blackIncrementMillis,
    int movesToGo,
    long delayMillis,
    boolean infinite,
    boolean ponder) {

  public static final SearchLimits NONE = new SearchLimits(0, 0, 0, 0, 0, 0, 0, 0, 0, false, false);

  public static SearchLimits depth(int depth) {
    return NONE.withDepth(depth);
  }

  public static SearchLimits nodes(long nodes) {
    return new SearchLimits(0, nodes, 0, 0, 0, 0, 0, 0, 0, false, false);
  }

  public static SearchLimits moveTime(long millis) {
    return new SearchLimits(0, 0, millis, 0, 0, 0, 0, 0, 0, false, false);
  }

  public SearchLimits withDepth(int d) {
    return new SearchLimits(d, nodes, moveTimeMillis, whiteTimeMillis, blackTimeMillis, whiteIncrementMillis,
        blackIncrementMillis, movesToGo, delayMillis, infinite, ponder);
  }

  public SearchLimits withNodes(long n) {
    return new SearchLimits(depth, n, moveTimeMillis, whiteTimeMillis, blackTimeMillis, whiteIncrementMillis,
        blackIncrementMillis, movesToGo, delayMillis, infinite, ponder);
  }

  /** Whether a clock limits this search (a move time or a game clock for either side). */
  public boolean isTimed() {
    return !infinite && (moveTimeMillis > 0 || whiteTimeMillis > 0 || blackTimeMillis > 0);
  }
}
