package org.tabuleiro.engine.chess;

/**
 * How long to think about one move: an optimum (after an iteration ends past a share of it, no new one is
 * started) and a maximum (the search is cut off there). Both leave the move overhead unspent: the time a
 * move needs to reach the clock through the GUI, the process pipe or the network.
 *
 * <p>With a game clock: the time left is spread over the moves still to play ({@code movestogo}, else an
 * estimate of 30), plus most of the increment and all of a delay. A delay is spent first and never saved:
 * the clock does not run during it, so it adds to this move only. The maximum is a few optimums, but never
 * more than a third of the clock.
 */
record TimeManager(long optimumMillis, long maximumMillis) {

  static final int DEFAULT_MOVES_TO_GO = 30;

  static TimeManager of(SearchLimits limits, int sideToMove, long moveOverheadMillis) {
    if (limits.moveTimeMillis() > 0) {
      long t = Math.max(1, limits.moveTimeMillis() - moveOverheadMillis);
      return new TimeManager(t, t);
    }
    long time = sideToMove == 0 ? limits.whiteTimeMillis() : limits.blackTimeMillis();
    long increment = Math.max(0, sideToMove == 0 ? limits.whiteIncrementMillis() : limits.blackIncrementMillis());
    long delay = Math.max(0, limits.delayMillis());
    int movesToGo = limits.movesToGo() > 0 ? Math.min(limits.movesToGo(), 50) : DEFAULT_MOVES_TO_GO;
    long usable = time - moveOverheadMillis;
    if (usable < 0) { // the clock cannot pay the overhead: the delay must
      delay = Math.max(0, delay + usable);
      usable = 0;
    }
    long optimum = usable / movesToGo + increment * 3 / 4 + delay;
    long maximum = Math.min(usable / 3 + delay, optimum * 4);
    if (limits.movesToGo() == 1) maximum = Math.max(0, usable * 9 / 10) + delay; // the last move before the control
    maximum = Math.max(1, maximum);
    optimum = Math.max(1, Math.min(optimum, maximum));
    return new TimeManager(optimum, maximum);
  }
}
