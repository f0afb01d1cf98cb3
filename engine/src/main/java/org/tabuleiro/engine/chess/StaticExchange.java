package org.tabuleiro.engine.chess;

import static org.tabuleiro.rules.chess.internal.Board.BISHOP;
import static org.tabuleiro.rules.chess.internal.Board.KING_ROLE;
import static org.tabuleiro.rules.chess.internal.Board.PAWN;
import static org.tabuleiro.rules.chess.internal.Board.QUEEN;
import static org.tabuleiro.rules.chess.internal.Board.ROOK;

import org.tabuleiro.rules.chess.internal.Board;
import org.tabuleiro.rules.chess.internal.Magics;
import org.tabuleiro.rules.chess.internal.Moves;

/**
 * Static exchange evaluation: the material outcome of the captures on one square when both sides recapture
 * with their least valuable piece and may stop when it suits them. Sliders behind the capturers join in as
 * the pieces in front leave (x-rays). Pins are ignored, as in most engines: it is a fast estimate, used to
 * order captures and to prune the ones that lose material.
 */
final class StaticExchange {
  private StaticExchange() {}

  static final int[] VALUE = {100, 320, 330, 500, 950, 20_000};

  /** The value of what the move captures (a pawn for en passant), 0 for a quiet move. */
  static int captured(Board b, int move) {
    int kind = Moves.kind(move);
    if (kind == Moves.EN_PASSANT) return VALUE[PAWN];
    if (kind == Moves.CASTLING) return 0;
    int victim = b.pieceAt(Moves.to(move));
    return victim == Board.EMPTY ? 0 : VALUE[victim % 6];
  }

  /** Whether the exchange the move starts wins at least {@code threshold} centipawns. */
  static boolean atLeast(Board b, int move, int threshold) {
    int kind = Moves.kind(move);
    if (kind == Moves.CASTLING) return threshold <= 0;
    int from = Moves.from(move), to = Moves.to(move);
    int swap = captured(b, move) - threshold;
    if (swap < 0) return false;
    int moverValue = kind >= 1 && kind <= 4 ? VALUE[kind] : VALUE[b.pieceAt(from) % 6];
    swap = moverValue - swap;
    if (swap <= 0) return true;

    long occ = b.occupied() ^ (1L << from) ^ (1L << to);
    if (kind == Moves.EN_PASSANT) occ ^= 1L << (to ^ 8);
    int side = b.sideToMove();
    long attackers = b.attackersTo(to, occ) & occ;
    long diagonal = b.role(BISHOP) | b.role(QUEEN), straight = b.role(ROOK) | b.role(QUEEN);
    int result = 1;
    while (true) {
      side ^= 1;
      attackers &= occ;
      long ours = attackers & b.pieces(side);
      if (ours == 0) break;
      result ^= 1;
      int role = PAWN;
      while ((ours & b.role(role)) == 0) role++;
      if (role == KING_ROLE) {
        // The king may take last only if the other side has no attacker left.
        return (attackers & ~b.pieces(side)) != 0 ? (result ^ 1) == 1 : result == 1;
      }
      swap = VALUE[role] - swap;
      if (swap < result) break;
      occ ^= Long.lowestOneBit(ours & b.role(role));
      if (role == PAWN || role == BISHOP || role == QUEEN) attackers |= Magics.bishopAttacks(to, occ) & diagonal;
      if (role == ROOK || role == QUEEN) attackers |= Magics.rookAttacks(to, occ) & straight;
    }
    return result == 1;
  }
}
