package org.tabuleiro.rules.chess.internal;

/** Random keys for Zobrist hashing, from a fixed seed so that keys are the same in every run. */
public final class Zobrist {
  private Zobrist() {}

  /** PIECE[piece][square], piece = color * 6 + role. */
  static final long[][] PIECE = new long[12][64];
  static final long[] CASTLING = new long[16];
  static final long[] EN_PASSANT_FILE = new long[8];
  static final long BLACK_TO_MOVE;

  static {
    long state = 0x9E3779B97F4A7C15L;
    for (long[] keys : PIECE) {
      for (int sq = 0; sq < 64; sq++) keys[sq] = splitMix(state += 0x9E3779B97F4A7C15L);
    }
    // Castling keys are XORs of four independent keys, so removing one right is one XOR of the difference.
    long[] right = new long[4];
    for (int i = 0; i < 4; i++) right[i] = splitMix(state += 0x9E3779B97F4A7C15L);
    for (int rights = 0; rights < 16; rights++) {
      long key = 0;
      for (int i = 0; i < 4; i++) if ((rights & (1 << i)) != 0) key ^= right[i];
      CASTLING[rights] = key;
    }
    for (int f = 0; f < 8; f++) EN_PASSANT_FILE[f] = splitMix(state += 0x9E3779B97F4A7C15L);
    BLACK_TO_MOVE = splitMix(state + 0x9E3779B97F4A7C15L);
  }

  private static long splitMix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }
}
