package org.tabuleiro.engine.chess;

import static org.tabuleiro.rules.chess.internal.Board.BISHOP;
import static org.tabuleiro.rules.chess.internal.Board.KNIGHT_ROLE;
import static org.tabuleiro.rules.chess.internal.Board.PAWN;
import static org.tabuleiro.rules.chess.internal.Board.QUEEN;
import static org.tabuleiro.rules.chess.internal.Board.ROOK;

import org.tabuleiro.rules.chess.internal.Bitboards;
import org.tabuleiro.rules.chess.internal.Board;
import org.tabuleiro.rules.chess.internal.Magics;
import org.tabuleiro.rules.chess.internal.Moves;

/**
 * Whether a move gives check, without making it: the search must not prune a quiet move that checks (the
 * quiet move that mates is always one), and asking before the move is cheaper than making it.
 */
final class Checks {
  private Checks() {}

  static boolean givesCheck(Board b, int move) {
    int kind = Moves.kind(move);
    if (kind == Moves.CASTLING || kind == Moves.EN_PASSANT) { // rare: play it and look
      b.make(move);
      boolean check = b.isCheck();
      b.unmake(move);
      return check;
    }
    int us = b.sideToMove(), them = us ^ 1;
    int from = Moves.from(move), to = Moves.to(move);
    int king = b.kingSquare(them);
    long occ = (b.occupied() ^ (1L << from)) | (1L << to);
    int role = kind >= 1 && kind <= 4 ? kind : b.pieceAt(from) % 6;
    long kingBit = 1L << king;
    boolean direct = switch (role) {
      case PAWN -> (Bitboards.PAWN_ATTACKS[us][to] & kingBit) != 0;
      case KNIGHT_ROLE -> (Bitboards.KNIGHT[to] & kingBit) != 0;
      case BISHOP -> (Magics.bishopAttacks(to, occ) & kingBit) != 0;
      case ROOK -> (Magics.rookAttacks(to, occ) & kingBit) != 0;
      case QUEEN -> (Magics.queenAttacks(to, occ) & kingBit) != 0;
      default -> false;
    };
    if (direct) return true;
    // Discovered: one of our sliders now sees the king through the square the piece left.
    long ours = b.pieces(us) & ~(1L << from);
    long straight = ours & (b.role(ROOK) | b.role(QUEEN)), diagonal = ours & (b.role(BISHOP) | b.role(QUEEN));
    return (Magics.rookAttacks(king, occ) & straight) != 0 || (Magics.bishopAttacks(king, occ) & diagonal) != 0;
  }
}
