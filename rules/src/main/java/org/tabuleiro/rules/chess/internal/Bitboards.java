package org.tabuleiro.rules.chess.internal;

/**
 * Precomputed bitboards. Square index: a1 = 0, b1 = 1, ..., h8 = 63 (little-endian rank-file mapping), so
 * bit {@code 1L << square} is that square.
 */
public final class Bitboards {
  private Bitboards() {}

  public static final long FILE_A = 0x0101010101010101L;
  public static final long FILE_H = FILE_A << 7;
  public static final long RANK_1 = 0xFFL;
  public static final long RANK_2 = RANK_1 << 8;
  public static final long RANK_4 = RANK_1 << 24;
  public static final long RANK_5 = RANK_1 << 32;
  public static final long RANK_7 = RANK_1 << 48;
  public static final long RANK_8 = RANK_1 << 56;
  public static final long LIGHT_SQUARES = 0x55AA55AA55AA55AAL;
  public static final long DARK_SQUARES = ~LIGHT_SQUARES;

  public static final long[] KNIGHT = new long[64];
  public static final long[] KING = new long[64];
  /** PAWN_ATTACKS[color][square]: the squares a pawn of that colour on that square attacks. */
  public static final long[][] PAWN_ATTACKS = new long[2][64];
  /** Squares strictly between two squares on a common line, else 0. */
  private static final long[] BETWEEN = new long[64 * 64];
  /** The whole line (edge to edge) through two squares on a common line, else 0. */
  private static final long[] LINE = new long[64 * 64];

  static {
    int[][] knightSteps = {{1, 2}, {2, 1}, {2, -1}, {1, -2}, {-1, -2}, {-2, -1}, {-2, 1}, {-1, 2}};
    int[][] kingSteps = {{1, 0}, {1, 1}, {0, 1}, {-1, 1}, {-1, 0}, {-1, -1}, {0, -1}, {1, -1}};
    for (int sq = 0; sq < 64; sq++) {
      KNIGHT[sq] = steps(sq, knightSteps);
      KING[sq] = steps(sq, kingSteps);
      PAWN_ATTACKS[0][sq] = steps(sq, new int[][] {{-1, 1}, {1, 1}});
      PAWN_ATTACKS[1][sq] = steps(sq, new int[][] {{-1, -1}, {1, -1}});
    }
    for (int a = 0; a < 64; a++) {
      for (int b = 0; b < 64; b++) {
        if (a == b) continue;
        for (boolean rook : new boolean[] {true, false}) {
          long fromA = Magics.slidingAttacks(a, 0, rook);
          if ((fromA & (1L << b)) != 0) {
            LINE[a * 64 + b] = (fromA & Magics.slidingAttacks(b, 0, rook)) | (1L << a) | (1L << b);
            BETWEEN[a * 64 + b] = Magics.slidingAttacks(a, 1L << b, rook) & Magics.slidingAttacks(b, 1L << a, rook);
          }
        }
      }
    }
  }

  private static long steps(int sq, int[][] steps) {
    long bb = 0;
    int file = sq & 7, rank = sq >>> 3;
    for (int[] s : steps) {
      int f = file + s[0], r = rank + s[1];
      if (f >= 0 && f < 8 && r >= 0 && r < 8) bb |= 1L << (r * 8 + f);
    }
    return bb;
  }

  public static long between(int a, int b) {
    return BETWEEN[a * 64 + b];
  }

  public static long line(int a, int b) {
    return LINE[a * 64 + b];
  }

  public static int file(int square) {
    return square & 7;
  }

  public static int rank(int square) {
    return square >>> 3;
  }

  /** Whether more than one bit is set. */
  public static boolean several(long bb) {
    return (bb & (bb - 1)) != 0;
  }
}
