package org.tabuleiro.rules.draughts;

import org.tabuleiro.rules.common.Color;

/** A draughts piece: a man (moves forward one square) or a king (flies), of either colour. */
public enum Piece {
  WHITE_MAN(Color.WHITE, false),
  WHITE_KING(Color.WHITE, true),
  BLACK_MAN(Color.BLACK, false),
  BLACK_KING(Color.BLACK, true);

  private final Color color;
  private final boolean king;

  Piece(Color color, boolean king) {
    this.color = color;
    this.king = king;
  }

  public static Piece of(Color color, boolean king) {
    return color == Color.WHITE ? (king ? WHITE_KING : WHITE_MAN) : (king ? BLACK_KING : BLACK_MAN);
  }

  public Color color() {
    return color;
  }

  public boolean isKing() {
    return king;
  }
}
