package org.tabuleiro.engine.draughts;

import org.tabuleiro.rules.draughts.internal.Board;
import org.tabuleiro.rules.draughts.internal.Geometry;

/**
 * Zobrist keys for draughts positions: one random 64-bit number per (bit, piece kind) and one for Black to
 * move. A position's key is the XOR of the numbers of its pieces, so a move changes it by a few XORs.
 * The numbers come from a fixed-seed generator (SplitMix64), so keys are the same in every run: the
 * search stays deterministic under a node limit.
 */
final class DraughtsZobrist {
  private static final int WHITE_MAN = 0, WHITE_KING = 1, BLACK_MAN = 2, BLACK_KING = 3;
  private static final long[] PIECE = new long[64 * 4];
  static final long BLACK_TO_MOVE;

  static {
    long state = 0x7AB0_1E1A_0DA3_A5L;
    for (int i = 0; i < PIECE.length; i++) {
      state += 0x9E3779B97F4A7C15L;
      PIECE[i] = mix(state);
    }
    state += 0x9E3779B97F4A7C15L;
    BLACK_TO_MOVE = mix(state);
  }

  private DraughtsZobrist() {}

  private static long mix(long z) {
    z = (z ^ (z >>> 30)) * 0xBF58476D1CE4E5B9L;
    z = (z ^ (z >>> 27)) * 0x94D049BB133111EBL;
    return z ^ (z >>> 31);
  }

  private static long piece(int bit, int kind) {
    return PIECE[bit * 4 + kind];
  }

  /** The key of a whole position, from scratch. */
  static long of(Board b) {
    long key = b.side() == Board.BLACK ? BLACK_TO_MOVE : 0;
    for (long w = b.white(); w != 0; w &= w - 1) {
      int bit = Long.numberOfTrailingZeros(w);
      key ^= piece(bit, (b.kings() >>> bit & 1) != 0 ? WHITE_KING : WHITE_MAN);
    }
    for (long k = b.black(); k != 0; k &= k - 1) {
      int bit = Long.numberOfTrailingZeros(k);
      key ^= piece(bit, (b.kings() >>> bit & 1) != 0 ? BLACK_KING : BLACK_MAN);
    }
    return key;
  }

  /**
   * The key after {@code Board.make(from, to, captured)}, computed before the move is made: the mover leaves
   * {@code from}, arrives on {@code to} (crowned if a man ends on the far row), the captured pieces vanish
   * and the side to move changes.
   */
  static long after(long key, Board b, int from, int to, long captured) {
    Geometry g = b.geometry;
    boolean white = b.side() == Board.WHITE;
    boolean king = (b.kings() >>> from & 1) != 0;
    int manKind = white ? WHITE_MAN : BLACK_MAN;
    int kingKind = white ? WHITE_KING : BLACK_KING;
    key ^= piece(from, king ? kingKind : manKind);
    boolean crowned = king || ((white ? g.whitePromotion : g.blackPromotion) >>> to & 1) != 0;
    key ^= piece(to, crowned ? kingKind : manKind);
    int theirMan = white ? BLACK_MAN : WHITE_MAN, theirKing = white ? BLACK_KING : WHITE_KING;
    for (long c = captured; c != 0; c &= c - 1) {
      int bit = Long.numberOfTrailingZeros(c);
      key ^= piece(bit, (b.kings() >>> bit & 1) != 0 ? theirKing : theirMan);
    }
    return key ^ BLACK_TO_MOVE;
  }
}
