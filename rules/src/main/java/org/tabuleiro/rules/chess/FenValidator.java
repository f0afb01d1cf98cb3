package org.tabuleiro.rules.chess;

import org.tabuleiro.rules.chess.internal.Bitboards;
import org.tabuleiro.rules.chess.internal.Board;

/** The checks that separate a position that can arise in a game from one that only looks like chess. */
final class FenValidator {
  private FenValidator() {}

  /** What move generation needs: one king per side, and the side not to move not in check. */
  static void playable(Board b) {
    for (int color = 0; color < 2; color++) {
      int kings = Long.bitCount(b.pieces(color, Board.KING_ROLE));
      if (kings != 1) {
        throw new FenException("piece placement", 0, (color == 0 ? "White" : "Black") + " has " + kings + " kings, must have exactly 1");
      }
    }
    int them = b.sideToMove() ^ 1;
    if (b.isAttackedBy(b.kingSquare(them), b.sideToMove(), b.occupied())) {
      throw new FenException("position", 0, (them == 0 ? "White" : "Black") + " is in check but it is not their move");
    }
    // Castling rights need king and rook at home; without them the right is meaningless.
    checkCastling(b);
    if (b.epSquare() >= 0) checkEnPassant(b);
  }

  /** Everything {@link #playable} checks, and what cannot happen in a real game. */
  static void strict(Board b) {
    playable(b);
    if ((b.role(Board.PAWN) & (Bitboards.RANK_1 | Bitboards.RANK_8)) != 0) {
      throw new FenException("piece placement", 0, "a pawn stands on the first or last rank");
    }
    for (int color = 0; color < 2; color++) {
      String side = color == 0 ? "White" : "Black";
      if (Long.bitCount(b.pieces(color)) > 16) throw new FenException("piece placement", 0, side + " has more than 16 pieces");
      if (Long.bitCount(b.pieces(color, Board.PAWN)) > 8) throw new FenException("piece placement", 0, side + " has more than 8 pawns");
    }
    long checkers = b.checkers();
    if (Long.bitCount(checkers) > 2) throw new FenException("position", 0, "the king is in check from more than two pieces");
    if (Long.bitCount(checkers) == 2) {
      // A double check comes from one move: two sliders on one line, or two pawns, or two knights, cannot both check.
      int a = Long.numberOfTrailingZeros(checkers), c = 63 - Long.numberOfLeadingZeros(checkers);
      boolean sameKind = b.pieceAt(a) % 6 == b.pieceAt(c) % 6 && (b.pieceAt(a) % 6 == Board.PAWN || b.pieceAt(a) % 6 == Board.KNIGHT_ROLE);
      int ksq = b.kingSquare(b.sideToMove());
      boolean aligned = Bitboards.line(a, c) != 0 && (Bitboards.line(a, c) & (1L << ksq)) != 0;
      if (sameKind || aligned) throw new FenException("position", 0, "impossible double check");
    }
    if (b.epSquare() >= 0) {
      // The pawn that just moved two squares must be the only checker if there is a check it could not have made.
      int ep = b.epSquare();
      int pawnSquare = ep ^ 8;
      if (checkers != 0 && (checkers & (1L << pawnSquare)) == 0 && Long.bitCount(checkers) == 1) {
        int checker = Long.numberOfTrailingZeros(checkers);
        int origin = ep + (ep - pawnSquare); // where the pawn came from
        boolean discovered = (Bitboards.between(b.kingSquare(b.sideToMove()), checker) & (1L << origin)) != 0;
        if (!discovered) throw new FenException("en passant", 0, "the check cannot come from the last double pawn step");
      }
    }
  }

  private static void checkCastling(Board b) {
    int c = b.castling();
    check(b, c, Board.WHITE_KINGSIDE, 4, 7, 0, "K");
    check(b, c, Board.WHITE_QUEENSIDE, 4, 0, 0, "Q");
    check(b, c, Board.BLACK_KINGSIDE, 60, 63, 1, "k");
    check(b, c, Board.BLACK_QUEENSIDE, 60, 56, 1, "q");
  }

  private static void check(Board b, int rights, int bit, int king, int rook, int color, String letter) {
    if ((rights & bit) == 0) return;
    if (b.pieceAt(king) != color * 6 + Board.KING_ROLE || b.pieceAt(rook) != color * 6 + Board.ROOK) {
      throw new FenException("castling", 0, "right '" + letter + "' needs the king and the rook on their home squares");
    }
  }

  private static void checkEnPassant(Board b) {
    int ep = b.epSquare();
    int us = b.sideToMove(), them = us ^ 1;
    int pawnSquare = ep ^ 8;
    int origin = ep + (ep - pawnSquare);
    String name = "" + (char) ('a' + (ep & 7)) + (char) ('1' + (ep >>> 3));
    if (b.pieceAt(pawnSquare) != them * 6 + Board.PAWN) {
      throw new FenException("en passant", 0, "no " + (them == 0 ? "white" : "black") + " pawn in front of " + name + " that could just have moved two squares");
    }
    if (b.pieceAt(ep) != Board.EMPTY || b.pieceAt(origin) != Board.EMPTY) {
      throw new FenException("en passant", 0, "the squares a pawn passed over to leave " + name + " as en passant square are not empty");
    }
  }
}
