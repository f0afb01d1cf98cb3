package org.tabuleiro.tournament.trf;

/**
 * The colour drawn by lot for the top-ranked player in round 1 (JaVaFo/bbpPairings extension {@code XXC white1}
 * or {@code XXC black1}; TRF-2026 record 152).
 */
public enum InitialColor {
  WHITE,
  BLACK;

  /** {@code 'w'} or {@code 'b'}, as written in a TRF round block. */
  public char letter() {
    return this == WHITE ? 'w' : 'b';
  }
}
