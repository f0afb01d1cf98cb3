package org.tabuleiro.rules.chess;

import org.tabuleiro.rules.common.Color;

/** A chess piece: a colour and a role. */
public record Piece(Color color, Role role) {
  public Piece {
    java.util.Objects.requireNonNull(color);
    java.util.Objects.requireNonNull(role);
  }

  /** The FEN letter: upper case for White (K Q R B N P), lower case for Black. */
  public char fenLetter() {
    char c = Language.ENGLISH.letter(role);
    return color == Color.WHITE ? c : Character.toLowerCase(c);
  }

  int code() {
    return color.ordinal() * 6 + role.ordinal();
  }

  static Piece ofCode(int code) {
    return new Piece(Color.values()[code / 6], Role.values()[code % 6]);
  }
}
