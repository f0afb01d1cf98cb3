package org.tabuleiro.engine.chess;

import static org.tabuleiro.rules.chess.internal.Board.BISHOP;
import static org.tabuleiro.rules.chess.internal.Board.KNIGHT_ROLE;
import static org.tabuleiro.rules.chess.internal.Board.PAWN;
import static org.tabuleiro.rules.chess.internal.Board.QUEEN;
import static org.tabuleiro.rules.chess.internal.Board.ROOK;

import org.tabuleiro.rules.chess.internal.Bitboards;
import org.tabuleiro.rules.chess.internal.Board;

/**
 * Endgame knowledge applied to the endgame half of the evaluation (white's view):
 * <ul>
 *   <li>without pawns, a side at most a minor piece up cannot force mate (KBK, KNK, KRKB, KRKN, KNNK): the
 *       score shrinks to an eighth, so the search prefers real winning chances;
 *   <li>bishops of opposite colours with nothing else but pawns: half;
 *   <li>a lone king against mating material: drive it to the edge and bring our king close ("mop-up"),
 *       which the placement tables alone would not do.
 * </ul>
 */
final class EndgameScale {
  private EndgameScale() {}

  private static final int[] VALUE = {100, 320, 330, 500, 950, 0};

  static int scale(Board b, int eg) {
    if (eg == 0) return 0;
    int strong = eg > 0 ? Board.WHITE : Board.BLACK, weak = strong ^ 1;
    long strongPawns = b.pieces(strong, PAWN);
    int strongPieces = nonPawnMaterial(b, strong), weakPieces = nonPawnMaterial(b, weak);
    if (strongPawns == 0 && strongPieces - weakPieces <= VALUE[BISHOP]) {
      if (strongPieces < VALUE[ROOK] || strongPieces - weakPieces < VALUE[KNIGHT_ROLE]) return eg / 8;
      return eg / 4;
    }
    if (oppositeBishopsOnly(b)) return eg / 2;
    if (b.pieces(weak) == b.pieces(weak, Board.KING_ROLE) && strongPieces >= VALUE[ROOK]) {
      int sign = strong == Board.WHITE ? 1 : -1;
      return eg + sign * (200 + mopUp(b.kingSquare(weak), b.kingSquare(strong)));
    }
    return eg;
  }

  /** Rewards the lone king's distance from the centre and the kings' closeness. */
  private static int mopUp(int loneKing, int ourKing) {
    int file = loneKing & 7, rank = loneKing >>> 3;
    int fromCentre = Math.max(3 - file, file - 4) + Math.max(3 - rank, rank - 4);
    return 20 * fromCentre + 8 * (7 - PawnStructure.distance(loneKing, ourKing));
  }

  static int nonPawnMaterial(Board b, int color) {
    int total = 0;
    for (int role = KNIGHT_ROLE; role <= QUEEN; role++) total += VALUE[role] * Long.bitCount(b.pieces(color, role));
    return total;
  }

  private static boolean oppositeBishopsOnly(Board b) {
    long minorsAndMajors = b.role(KNIGHT_ROLE) | b.role(ROOK) | b.role(QUEEN);
    if (minorsAndMajors != 0) return false;
    long white = b.pieces(Board.WHITE, BISHOP), black = b.pieces(Board.BLACK, BISHOP);
    if (Long.bitCount(white) != 1 || Long.bitCount(black) != 1) return false;
    return ((white & Bitboards.DARK_SQUARES) != 0) != ((black & Bitboards.DARK_SQUARES) != 0);
  }
}
