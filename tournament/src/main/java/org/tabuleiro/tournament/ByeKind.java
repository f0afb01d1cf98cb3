package org.tabuleiro.tournament;

/** Why a player had no opponent in a round (C.04.1 and TRF-16 codes). */
public enum ByeKind {
  /** {@code U}: the pairing-allocated bye of an odd-sized round, worth a win. */
  PAIRING_ALLOCATED('U', 2),
  /** {@code F}: a full-point bye, requested or awarded. */
  FULL_POINT('F', 2),
  /** {@code H}: a half-point bye, requested. */
  HALF_POINT('H', 1),
  /** {@code Z}: a zero-point bye, requested (also the bye of a round robin with an odd number of players). */
  ZERO_POINT('Z', 0),
  /** Not paired and no bye: absent, withdrawn, or not yet entered. */
  ABSENT('-', 0);

  private final char code;
  private final int halfPoints;

  ByeKind(char code, int halfPoints) {
    this.code = code;
    this.halfPoints = halfPoints;
  }

  /** The TRF-16 result code. */
  public char code() {
    return code;
  }

  /** Points under the standard scoring, in half points. */
  public int halfPoints() {
    return halfPoints;
  }
}
