package org.tabuleiro.engine.chess;

import static org.tabuleiro.engine.chess.Score.pair;

/**
 * Material plus placement, one packed (middlegame, endgame) pair per piece and square. The tables are not
 * typed in: each is a small formula a coach would say aloud ("knights belong in the centre", "rooks like
 * the seventh", "the king hides in the middlegame and walks to the centre in the endgame"), so every value
 * has a reason and the tables cannot drift apart between the colours.
 */
final class PieceSquareTables {
  private PieceSquareTables() {}

  /** Material, middlegame and endgame, for pawn, knight, bishop, rook, queen, king. */
  static final int[] MATERIAL_MG = {82, 330, 350, 470, 1000, 0};
  static final int[] MATERIAL_EG = {110, 300, 325, 530, 960, 0};

  /** TABLE[piece][square], piece = colour * 6 + role as on the board; the pair includes the material. */
  static final int[][] TABLE = new int[12][64];

  static {
    for (int role = 0; role < 6; role++) {
      for (int sq = 0; sq < 64; sq++) {
        int white = pair(MATERIAL_MG[role], MATERIAL_EG[role]) + placement(role, sq & 7, sq >>> 3);
        TABLE[role][sq] = white;
        TABLE[6 + role][sq ^ 56] = -white; // black's view is the board mirrored top to bottom
      }
    }
  }

  /** Placement bonus for a white piece of that role on that file and rank (0-7 each). */
  private static int placement(int role, int file, int rank) {
    // Steps from the four centre squares: 0 on d4-e5, 6 in a corner.
    int centre = (Math.abs(2 * file - 7) + Math.abs(2 * rank - 7)) / 2 - 1;
    boolean middleFiles = file == 3 || file == 4;
    return switch (role) {
      case 0 -> pawn(file, rank, middleFiles);
      case 1 -> pair(14 - 7 * centre - (rank == 0 ? 8 : 0), 12 - 6 * centre);
      case 2 -> pair(10 - 4 * centre - (rank == 0 ? 6 : 0) + (file == rank || file + rank == 7 ? 8 : 0), 8 - 4 * centre);
      case 3 -> pair((rank == 6 ? 18 : 0) + (middleFiles ? 5 : 0) - (file == 0 || file == 7 ? 3 : 0), rank == 6 ? 12 : 0);
      case 4 -> pair(4 - 2 * centre, 10 - 4 * centre);
      default -> king(file, rank, centre);
    };
  }

  private static int pawn(int file, int rank, boolean middleFiles) {
    if (rank == 0 || rank == 7) return 0; // no pawn stands there
    int mg = 2 * (rank - 1);
    if (middleFiles) mg += rank == 1 ? -8 : rank == 2 ? 6 : 20; // occupy the centre, do not leave d2/e2 home
    else if (file == 2 || file == 5) mg += rank >= 2 ? 6 : 0;
    else if (file >= 5 && rank == 1) mg += 6; // f-h pawns at home shelter a castled king
    int eg = 7 * (rank - 1); // every step nearer promotion counts in the endgame
    return pair(mg, eg);
  }

  private static int king(int file, int rank, int centre) {
    int mg;
    if (rank == 0) mg = file == 1 || file == 6 ? 30 : file == 2 || file == 7 || file == 0 ? 20 : file == 4 ? 0 : -10;
    else if (rank == 1) mg = -15;
    else mg = -40 - 15 * (rank - 2);
    int eg = 30 - 10 * centre;
    return pair(mg, eg);
  }
}
