package org.tabuleiro.rules.chess;

/** The draws a player may claim (FIDE Art. 9.2 and 9.3), each "has happened" or "would happen with my move". */
public enum DrawClaim {
  /** 9.2.1.2: the same position has just appeared for at least the third time. */
  THREEFOLD("threefold"),
  /** 9.2.1.1: the claimant's move (written down, not yet made) would make a position appear the third time. */
  THREEFOLD_BY_MOVE("threefold-by-move"),
  /** 9.3.2: the last 50 moves by each player had no pawn move and no capture. */
  FIFTY("fifty"),
  /** 9.3.1: the claimant's move would complete 50 moves by each player without pawn move or capture. */
  FIFTY_BY_MOVE("fifty-by-move");

  private final String key;

  DrawClaim(String key) {
    this.key = key;
  }

  public String key() {
    return key;
  }
}
