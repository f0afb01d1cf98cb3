package org.tabuleiro.play;

/** When the clocks start running. */
public enum ClockStart {
  /**
   * Online games: no clock runs before White's first move, which costs White no time; Black's clock starts when
   * it is made. A player who never makes a first move does not lose on time: the server aborts such games.
   */
  FIRST_MOVE,
  /** Over-the-board and tournament games (FIDE 6.6): White's clock starts at the scheduled start of the game. */
  AT_START
}
