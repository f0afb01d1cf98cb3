package org.tabuleiro.rules.chess;

/** The kind of a chess piece. The ordinal is the role index of the internal board. */
public enum Role {
  PAWN,
  KNIGHT,
  BISHOP,
  ROOK,
  QUEEN,
  KING;

  /** The upper-case letter in the given language (pawns have none in SAN, but FEN-style letters are given). */
  public char letter(Language language) {
    return language.letter(this);
  }
}
