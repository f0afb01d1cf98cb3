package org.tabuleiro.engine.chess;

import static org.tabuleiro.rules.chess.internal.Board.BISHOP;
import static org.tabuleiro.rules.chess.internal.Board.KING_ROLE;
import static org.tabuleiro.rules.chess.internal.Board.KNIGHT_ROLE;
import static org.tabuleiro.rules.chess.internal.Board.PAWN;
import static org.tabuleiro.rules.chess.internal.Board.QUEEN;
import static org.tabuleiro.rules.chess.internal.Board.ROOK;

import org.tabuleiro.rules.chess.internal.Bitboards;
import org.tabuleiro.rules.chess.internal.Board;
import org.tabuleiro.rules.chess.internal.Magics;
import org.tabuleiro.rules.chess.internal.Moves;

/**
 * The moves quiescence search looks at when not in check: captures and queen promotions, pseudo-legal (a
 * pinned piece's capture may leave the king in check; {@link #leavesKingInCheck} tells after the move is made).
 * Most search nodes are quiescence nodes, and listing only these moves skips generating the quiet majority.
 */
final class Captures {
  private Captures() {}

  static int generate(Board b, int[] out) {
    int us = b.sideToMove(), them = us ^ 1;
    long occ = b.occupied(), theirs = b.pieces(them) & ~b.pieces(them, KING_ROLE);
    int n = 0;
    for (int role = KNIGHT_ROLE; role <= KING_ROLE; role++) {
      for (long p = b.pieces(us, role); p != 0; p &= p - 1) {
        int from = Long.numberOfTrailingZeros(p);
        long attacks = switch (role) {
          case KNIGHT_ROLE -> Bitboards.KNIGHT[from];
          case BISHOP -> Magics.bishopAttacks(from, occ);
          case ROOK -> Magics.rookAttacks(from, occ);
          case QUEEN -> Magics.queenAttacks(from, occ);
          default -> Bitboards.KING[from];
        };
        for (long t = attacks & theirs; t != 0; t &= t - 1) out[n++] = Moves.of(from, Long.numberOfTrailingZeros(t));
      }
    }
    long lastRank = us == Board.WHITE ? Bitboards.RANK_8 : Bitboards.RANK_1;
    for (long p = b.pieces(us, PAWN); p != 0; p &= p - 1) {
      int from = Long.numberOfTrailingZeros(p);
      for (long t = Bitboards.PAWN_ATTACKS[us][from] & theirs; t != 0; t &= t - 1) {
        int to = Long.numberOfTrailingZeros(t);
        out[n++] = (1L << to & lastRank) != 0 ? Moves.of(from, to, QUEEN) : Moves.of(from, to);
      }
      int push = us == Board.WHITE ? from + 8 : from - 8;
      if ((1L << push & lastRank) != 0 && (occ & 1L << push) == 0) out[n++] = Moves.of(from, push, QUEEN);
    }
    int ep = b.epSquare();
    if (ep >= 0 && b.pieceAt(ep ^ 8) == them * 6 + PAWN && (occ & 1L << ep) == 0) {
      for (long c = Bitboards.PAWN_ATTACKS[them][ep] & b.pieces(us, PAWN); c != 0; c &= c - 1) {
        out[n++] = Moves.of(Long.numberOfTrailingZeros(c), ep, Moves.EN_PASSANT);
      }
    }
    return n;
  }

  /** After {@code make}: whether the side that just moved left its own king attacked (the move was illegal). */
  static boolean leavesKingInCheck(Board b) {
    int mover = b.sideToMove() ^ 1;
    return b.isAttackedBy(b.kingSquare(mover), b.sideToMove(), b.occupied());
  }
}
