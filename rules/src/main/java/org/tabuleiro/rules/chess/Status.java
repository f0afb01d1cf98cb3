package org.tabuleiro.rules.chess;

/**
 * How the position stands by the FIDE Laws, for the endings that happen by themselves (no claim needed), in
 * order of precedence: a checkmate on the move that also completes 75 moves or a fivefold repetition still
 * wins (9.6).
 */
public enum Status {
  /** 5.1.1: the game is won by the player who checkmated. */
  CHECKMATE("checkmate"),
  /** 5.2.2 / 6.9: a dead position judged from material: neither side can mate by any series of legal moves. */
  INSUFFICIENT_MATERIAL("insufficient_material"),
  /** 5.2.1. */
  STALEMATE("stalemate"),
  /** 9.6.2: 75 moves by each player without a pawn move or capture. */
  SEVENTYFIVE_MOVES("seventyfive_moves"),
  /** 9.6.1: the same position five times. */
  FIVEFOLD_REPETITION("fivefold_repetition"),
  ONGOING("ongoing");

  private final String key;

  Status(String key) {
    this.key = key;
  }

  /** The lower-case name used by the CLI and the server: "checkmate", "fivefold_repetition", ... */
  public String key() {
    return key;
  }

  public boolean isOver() {
    return this != ONGOING;
  }

  /** Whether the game ends drawn (everything but checkmate and ongoing). */
  public boolean isDraw() {
    return this != ONGOING && this != CHECKMATE;
  }
}
