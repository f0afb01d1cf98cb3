package org.tabuleiro.engine.chess;

import static org.tabuleiro.rules.chess.internal.Board.BISHOP;
import static org.tabuleiro.rules.chess.internal.Board.KNIGHT_ROLE;
import static org.tabuleiro.rules.chess.internal.Board.PAWN;
import static org.tabuleiro.rules.chess.internal.Board.QUEEN;
import static org.tabuleiro.rules.chess.internal.Board.ROOK;

import org.tabuleiro.rules.chess.internal.Board;

/** Material questions the search asks at every node, answered from bitboards. */
final class Material {
  private Material() {}

  /**
   * King against king, or against king and one minor piece: no mate is possible (FIDE 5.2.2). Positions
   * where a mate is only possible with the loser's help (two knights) are left to the evaluation.
   */
  static boolean isInsufficient(Board b) {
    if ((b.role(PAWN) | b.role(ROOK) | b.role(QUEEN)) != 0) return false;
    return Long.bitCount(b.role(KNIGHT_ROLE) | b.role(BISHOP)) <= 1;
  }
}
