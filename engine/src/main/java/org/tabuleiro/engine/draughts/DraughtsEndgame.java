package org.tabuleiro.engine.draughts;

import org.tabuleiro.rules.draughts.internal.Board;

/**
 * Scales the score of endings that the rules or theory make drawn, so that the search does not play for a
 * "win" that is not there. Kings only, with the standard theory of both variants:
 * <ul>
 *   <li>one king against one king, and at most two pieces against a lone king, are draws (FMJD and CBD
 *       5-move rules);
 *   <li>three kings against a lone king on the long diagonal are a draw; off it they win on 8x8, and on
 *       10x10 only sometimes within the FMJD 16-move count;
 *   <li>otherwise, with kings only and at most one king more, the game is usually a draw.
 * </ul>
 */
final class DraughtsEndgame {
  private DraughtsEndgame() {}

  /** The white-minus-black score, scaled. */
  static int scale(int score, Board b, long mainDiagonal, int size) {
    long w = b.white(), bl = b.black(), k = b.kings();
    int whiteMen = Long.bitCount(w & ~k), blackMen = Long.bitCount(bl & ~k);
    int whiteKings = Long.bitCount(w & k), blackKings = Long.bitCount(bl & k);
    boolean whiteLoneKing = whiteMen == 0 && whiteKings == 1;
    boolean blackLoneKing = blackMen == 0 && blackKings == 1;
    if (blackLoneKing && (score > 0 || whiteLoneKing)) {
      return score / againstLoneKing(whiteMen + whiteKings, whiteKings, bl & k, mainDiagonal, size);
    }
    if (whiteLoneKing && score < 0) {
      return score / againstLoneKing(blackMen + blackKings, blackKings, w & k, mainDiagonal, size);
    }
    if (whiteMen == 0 && blackMen == 0 && Math.abs(whiteKings - blackKings) <= 1) return score / 4;
    return score;
  }

  /** The divisor for {@code pieces} (with {@code kings} kings) against a lone king standing on {@code loneKing}. */
  private static int againstLoneKing(int pieces, int kings, long loneKing, long mainDiagonal, int size) {
    if (pieces <= 2) return 16; // FMJD and CBD: two pieces (a king among them) cannot catch a lone king
    if (pieces == 3 && kings >= 1) {
      if ((loneKing & mainDiagonal) != 0) return 16;
      return size == 10 ? 2 : 1;
    }
    return 1;
  }
}
