package org.tabuleiro.engine.draughts;

/**
 * What bounds one search. Every bound that is set applies; the search stops at the first one reached.
 * Depth and node bounds make the search deterministic (same position, same history, same move); time
 * bounds do not.
 *
 * @param depth maximum nominal depth in plies (0: no depth bound)
 * @param nodes maximum nodes (0: no node bound)
 * @param moveTimeMillis time for this move (0: none)
 * @param timeLeftMillis the clock of the side to move, for time management (0: no clock)
 * @param incrementMillis added to the clock after each move
 * @param movesToGo moves until the next time control (0: sudden death)
 */
public record DraughtsLimit(int depth, long nodes, long moveTimeMillis, long timeLeftMillis, long incrementMillis, int movesToGo) {
  /** Deeper than any game will need: the "no bound" of infinite analysis. */
  public static final int MAX_DEPTH = 100;

  public DraughtsLimit {
    if (depth < 0 || nodes < 0 || moveTimeMillis < 0 || timeLeftMillis < 0 || incrementMillis < 0 || movesToGo < 0) {
      throw new IllegalArgumentException("search limits cannot be negative: " + depth + " plies, " + nodes + " nodes, "
          + moveTimeMillis + " ms per move, " + timeLeftMillis + " ms left, " + incrementMillis + " ms increment, " + movesToGo + " moves to go");
    }
  }

  public static DraughtsLimit ofDepth(int depth) {
    return new DraughtsLimit(depth, 0, 0, 0, 0, 0);
  }

  public static DraughtsLimit ofNodes(long nodes) {
    return new DraughtsLimit(0, nodes, 0, 0, 0, 0);
  }

  public static DraughtsLimit ofMoveTime(long millis) {
    return new DraughtsLimit(0, 0, millis, 0, 0, 0);
  }

  public static DraughtsLimit ofClock(long timeLeftMillis, long incrementMillis, int movesToGo) {
    return new DraughtsLimit(0, 0, 0, timeLeftMillis, incrementMillis, movesToGo);
  }

  /** No bound at all: analysis until stopped. */
  public static DraughtsLimit infinite() {
    return new DraughtsLimit(0, 0, 0, 0, 0, 0);
  }

  public DraughtsLimit withDepth(int plies) {
    return new DraughtsLimit(plies, nodes, moveTimeMillis, timeLeftMillis, incrementMillis, movesToGo);
  }

  public DraughtsLimit withNodes(long count) {
    return new DraughtsLimit(depth, count, moveTimeMillis, timeLeftMillis, incrementMillis, movesToGo);
  }

  public DraughtsLimit withMoveTime(long millis) {
    return new DraughtsLimit(depth, nodes, millis, timeLeftMillis, incrementMillis, movesToGo);
  }

  /** Whether only depth and nodes bound the search (then it is reproducible). */
  public boolean isDeterministic() {
    return moveTimeMillis == 0 && timeLeftMillis == 0 && (depth > 0 || nodes > 0);
  }

  /** The depth to iterate to. */
  int maxDepth() {
    return depth > 0 ? Math.min(depth, MAX_DEPTH) : MAX_DEPTH;
  }
}
