package org.tabuleiro.rules.draughts;

/** How a draughts game stands: going on, won because the side to move cannot move, or drawn by a rule. */
public enum DraughtsStatus {
  /** The side to move has no legal move (all blocked, or no pieces left) and has lost. */
  NO_LEGAL_MOVE("no_legal_move"),
  /** The same position, same side to move, for the third time. */
  REPETITION("repetition"),
  /** Only kings have moved, without captures, for the variant's number of moves each (FMJD: 25). */
  KING_MOVES("king_moves"),
  /** A short endgame has lasted its number of moves each (FMJD: 16 or 5; Brazilian: 5). */
  SHORT_ENDGAME("short_endgame"),
  /** The players agreed a draw. */
  AGREEMENT("agreement"),
  ONGOING("ongoing");

  private final String key;

  DraughtsStatus(String key) {
    this.key = key;
  }

  /** The lower-case name used by the CLI and the server. */
  public String key() {
    return key;
  }

  public boolean isOver() {
    return this != ONGOING;
  }

  public boolean isDraw() {
    return this != ONGOING && this != NO_LEGAL_MOVE;
  }
}
