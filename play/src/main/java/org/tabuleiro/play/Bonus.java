package org.tabuleiro.play;

/**
 * How a period's per-move seconds ({@link Period#bonusMillis()}) apply. A control with no bonus at all is
 * always {@link #INCREMENT} (see {@link TimeControl.Timed}), so sudden death has a single spelling.
 */
public enum Bonus {
  /** Fischer: the bonus is added to the main time after each move, including move 1 (FIDE 6.3.1). */
  INCREMENT,
  /**
   * Simple (US) delay: the main time does not run during the first bonus milliseconds of each turn
   * (FIDE 6.3.2 "delay mode"). Unused delay is lost.
   */
  SIMPLE_DELAY,
  /**
   * Bronstein delay: the main time runs from the start of the turn; after the move, the time used is given back,
   * at most the bonus (FIDE 6.3.2). The main time never grows past what it was at the start of the turn.
   */
  BRONSTEIN_DELAY
}
