package org.tabuleiro.engine.chess;

/**
 * Material plus placement, one packed (middlegame, endgame) pair per piece and square, from
 * {@link EvalWeights#PIECE_SQUARE} (white's tables; black's are the same mirrored top to bottom). The values
 * began as small formulas a coach would say aloud (knights in the centre, rooks on the seventh, the king hidden
 * in the middlegame and central in the endgame) and are now tuned ({@code engine tune}).
 */
final class PieceSquareTables {
  private PieceSquareTables() {}

  /** TABLE[piece][square], piece = colour * 6 + role as on the board; the pair includes the material. */
  static final int[][] TABLE = new int[12][64];

  static {
    for (int role = 0; role < 6; role++) {
      for (int sq = 0; sq < 64; sq++) {
        int white = EvalWeights.PIECE_SQUARE[role][sq];
        TABLE[role][sq] = white;
        TABLE[6 + role][sq ^ 56] = -white; // black's view is the board mirrored top to bottom
      }
    }
  }
}
