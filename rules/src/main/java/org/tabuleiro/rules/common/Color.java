package org.tabuleiro.rules.common;

/** The two sides. Chess and draughts both call them White and Black. */
public enum Color {
  WHITE,
  BLACK;

  public Color opposite() {
    return this == WHITE ? BLACK : WHITE;
  }

  public boolean isWhite() {
    return this == WHITE;
  }
}
