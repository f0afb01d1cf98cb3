package org.tabuleiro.rules.chess;

/** The 64 squares; the ordinal is the internal index (a1 = 0, b1 = 1, ..., h8 = 63). */
public enum Square {
  A1, B1, C1, D1, E1, F1, G1, H1,
  A2, B2, C2, D2, E2, F2, G2, H2,
  A3, B3, C3, D3, E3, F3, G3, H3,
  A4, B4, C4, D4, E4, F4, G4, H4,
  A5, B5, C5, D5, E5, F5, G5, H5,
  A6, B6, C6, D6, E6, F6, G6, H6,
  A7, B7, C7, D7, E7, F7, G7, H7,
  A8, B8, C8, D8, E8, F8, G8, H8;

  private static final Square[] ALL = values();

  public static Square of(int index) {
    return ALL[index];
  }

  public static Square of(int file, int rank) {
    return ALL[rank * 8 + file];
  }

  /** Parses "e4"; null when the text is no square. */
  public static Square parse(CharSequence text) {
    if (text.length() != 2) return null;
    int f = text.charAt(0) - 'a', r = text.charAt(1) - '1';
    return f >= 0 && f < 8 && r >= 0 && r < 8 ? of(f, r) : null;
  }

  /** 0 for the a-file ... 7 for the h-file. */
  public int file() {
    return ordinal() & 7;
  }

  /** 0 for the first rank ... 7 for the eighth. */
  public int rank() {
    return ordinal() >>> 3;
  }

  public char fileChar() {
    return (char) ('a' + file());
  }

  public char rankChar() {
    return (char) ('1' + rank());
  }

  /** "e4". */
  public String key() {
    return new String(new char[] {fileChar(), rankChar()});
  }

  public boolean isLight() {
    return ((file() + rank()) & 1) == 1;
  }
}
