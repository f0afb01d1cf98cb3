package org.tabuleiro.play;

/** Why a game ended. Each one says which Laws article or draughts rule it comes from. */
public enum Termination {
  /** Chess 5.1.1. */
  CHECKMATE("checkmate"),
  /** Chess 5.1.2, draughts: a player resigned. */
  RESIGNATION("resignation"),
  /**
   * Chess 6.9: the flag fell; a loss, or a draw when the opponent cannot checkmate by any series of legal moves.
   * Draughts: always a loss.
   */
  TIME_FORFEIT("time_forfeit"),
  /** Chess 5.2.3, draughts: both players agreed a draw. */
  AGREEMENT("agreement"),
  /** Chess 9.2: a correct claim of threefold repetition. */
  THREEFOLD_REPETITION("threefold_repetition"),
  /** Chess 9.6.1: the same position five times. */
  FIVEFOLD_REPETITION("fivefold_repetition"),
  /** Chess 9.3: a correct claim of 50 moves without pawn move or capture. */
  FIFTY_MOVES("fifty_moves"),
  /** Chess 9.6.2. */
  SEVENTYFIVE_MOVES("seventyfive_moves"),
  /** Chess 5.2.1. */
  STALEMATE("stalemate"),
  /** Chess 5.2.2: neither side can checkmate (judged from material). */
  DEAD_POSITION("dead_position"),
  /** Draughts: the side to move has no legal move or no pieces, and loses. */
  NO_LEGAL_MOVE("no_legal_move"),
  /** Draughts: the same position, same side to move, for the third time. */
  REPETITION("repetition"),
  /** Draughts: only kings moved, without captures, for the variant's number of moves (FMJD 25, Brazilian 20). */
  KING_MOVES("king_moves"),
  /** Draughts: a short endgame lasted its number of moves (FMJD 16 or 5; Brazilian 5). */
  SHORT_ENDGAME("short_endgame"),
  /** A player left the game and the opponent claimed the win or a draw after the waiting time. */
  ABANDONMENT("abandonment"),
  /** The game was called off before both sides had moved: no result, nothing rated. */
  ABORTED("aborted");

  private final String key;

  Termination(String key) {
    this.key = key;
  }

  /** The lower-case name used on the wire and in storage. */
  public String key() {
    return key;
  }

  /** The value of PGN's {@code [Termination]} tag (PGN standard 9.8.1 words where one fits). */
  public String pgnTermination() {
    return switch (this) {
      case TIME_FORFEIT -> "time forfeit";
      case ABANDONMENT -> "abandoned";
      case ABORTED -> "unterminated";
      default -> "normal";
    };
  }

  public static Termination byKey(String key) {
    for (Termination t : values()) {
      if (t.key.equals(key)) return t;
    }
    throw new IllegalArgumentException("unknown termination \"" + key + "\"");
  }
}
