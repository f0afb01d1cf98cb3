package org.tabuleiro.engine.chess;

import static org.tabuleiro.engine.chess.Score.pair;

/**
 * The evaluation's weights, (middlegame, endgame) pairs in centipawns, white's view. Generated: do not edit by hand.
 *
 * <p>The hand-set values of bfd33a3 (PieceSquareTables' formulas and the constants of Evaluation and PawnStructure).
 */
final class EvalWeights {
  private EvalWeights() {}

  /** By role (pawn, knight, bishop, rook, queen, king) and square (a1 = 0, h8 = 63), white's view: material plus placement. */
  static final int[][] PIECE_SQUARE = {
    {
      pair(82, 110), pair(82, 110), pair(82, 110), pair(82, 110), pair(82, 110), pair(82, 110), pair(82, 110), pair(82, 110),
      pair(82, 110), pair(82, 110), pair(82, 110), pair(74, 110), pair(74, 110), pair(82, 110), pair(88, 110), pair(88, 110),
      pair(84, 117), pair(84, 117), pair(90, 117), pair(90, 117), pair(90, 117), pair(90, 117), pair(84, 117), pair(84, 117),
      pair(86, 124), pair(86, 124), pair(92, 124), pair(106, 124), pair(106, 124), pair(92, 124), pair(86, 124), pair(86, 124),
      pair(88, 131), pair(88, 131), pair(94, 131), pair(108, 131), pair(108, 131), pair(94, 131), pair(88, 131), pair(88, 131),
      pair(90, 138), pair(90, 138), pair(96, 138), pair(110, 138), pair(110, 138), pair(96, 138), pair(90, 138), pair(90, 138),
      pair(92, 145), pair(92, 145), pair(98, 145), pair(112, 145), pair(112, 145), pair(98, 145), pair(92, 145), pair(92, 145),
      pair(82, 110), pair(82, 110), pair(82, 110), pair(82, 110), pair(82, 110), pair(82, 110), pair(82, 110), pair(82, 110),
    },
    {
      pair(294, 276), pair(301, 282), pair(308, 288), pair(315, 294), pair(315, 294), pair(308, 288), pair(301, 282), pair(294, 276),
      pair(309, 282), pair(316, 288), pair(323, 294), pair(330, 300), pair(330, 300), pair(323, 294), pair(316, 288), pair(309, 282),
      pair(316, 288), pair(323, 294), pair(330, 300), pair(337, 306), pair(337, 306), pair(330, 300), pair(323, 294), pair(316, 288),
      pair(323, 294), pair(330, 300), pair(337, 306), pair(344, 312), pair(344, 312), pair(337, 306), pair(330, 300), pair(323, 294),
      pair(323, 294), pair(330, 300), pair(337, 306), pair(344, 312), pair(344, 312), pair(337, 306), pair(330, 300), pair(323, 294),
      pair(316, 288), pair(323, 294), pair(330, 300), pair(337, 306), pair(337, 306), pair(330, 300), pair(323, 294), pair(316, 288),
      pair(309, 282), pair(316, 288), pair(323, 294), pair(330, 300), pair(330, 300), pair(323, 294), pair(316, 288), pair(309, 282),
      pair(302, 276), pair(309, 282), pair(316, 288), pair(323, 294), pair(323, 294), pair(316, 288), pair(309, 282), pair(302, 276),
    },
    {
      pair(338, 309), pair(334, 313), pair(338, 317), pair(342, 321), pair(342, 321), pair(338, 317), pair(334, 313), pair(338, 309),
      pair(340, 313), pair(352, 317), pair(348, 321), pair(352, 325), pair(352, 325), pair(348, 321), pair(352, 317), pair(340, 313),
      pair(344, 317), pair(348, 321), pair(360, 325), pair(356, 329), pair(356, 329), pair(360, 325), pair(348, 321), pair(344, 317),
      pair(348, 321), pair(352, 325), pair(356, 329), pair(368, 333), pair(368, 333), pair(356, 329), pair(352, 325), pair(348, 321),
      pair(348, 321), pair(352, 325), pair(356, 329), pair(368, 333), pair(368, 333), pair(356, 329), pair(352, 325), pair(348, 321),
      pair(344, 317), pair(348, 321), pair(360, 325), pair(356, 329), pair(356, 329), pair(360, 325), pair(348, 321), pair(344, 317),
      pair(340, 313), pair(352, 317), pair(348, 321), pair(352, 325), pair(352, 325), pair(348, 321), pair(352, 317), pair(340, 313),
      pair(344, 309), pair(340, 313), pair(344, 317), pair(348, 321), pair(348, 321), pair(344, 317), pair(340, 313), pair(344, 309),
    },
    {
      pair(467, 530), pair(470, 530), pair(470, 530), pair(475, 530), pair(475, 530), pair(470, 530), pair(470, 530), pair(467, 530),
      pair(467, 530), pair(470, 530), pair(470, 530), pair(475, 530), pair(475, 530), pair(470, 530), pair(470, 530), pair(467, 530),
      pair(467, 530), pair(470, 530), pair(470, 530), pair(475, 530), pair(475, 530), pair(470, 530), pair(470, 530), pair(467, 530),
      pair(467, 530), pair(470, 530), pair(470, 530), pair(475, 530), pair(475, 530), pair(470, 530), pair(470, 530), pair(467, 530),
      pair(467, 530), pair(470, 530), pair(470, 530), pair(475, 530), pair(475, 530), pair(470, 530), pair(470, 530), pair(467, 530),
      pair(467, 530), pair(470, 530), pair(470, 530), pair(475, 530), pair(475, 530), pair(470, 530), pair(470, 530), pair(467, 530),
      pair(485, 542), pair(488, 542), pair(488, 542), pair(493, 542), pair(493, 542), pair(488, 542), pair(488, 542), pair(485, 542),
      pair(467, 530), pair(470, 530), pair(470, 530), pair(475, 530), pair(475, 530), pair(470, 530), pair(470, 530), pair(467, 530),
    },
    {
      pair(992, 946), pair(994, 950), pair(996, 954), pair(998, 958), pair(998, 958), pair(996, 954), pair(994, 950), pair(992, 946),
      pair(994, 950), pair(996, 954), pair(998, 958), pair(1000, 962), pair(1000, 962), pair(998, 958), pair(996, 954), pair(994, 950),
      pair(996, 954), pair(998, 958), pair(1000, 962), pair(1002, 966), pair(1002, 966), pair(1000, 962), pair(998, 958), pair(996, 954),
      pair(998, 958), pair(1000, 962), pair(1002, 966), pair(1004, 970), pair(1004, 970), pair(1002, 966), pair(1000, 962), pair(998, 958),
      pair(998, 958), pair(1000, 962), pair(1002, 966), pair(1004, 970), pair(1004, 970), pair(1002, 966), pair(1000, 962), pair(998, 958),
      pair(996, 954), pair(998, 958), pair(1000, 962), pair(1002, 966), pair(1002, 966), pair(1000, 962), pair(998, 958), pair(996, 954),
      pair(994, 950), pair(996, 954), pair(998, 958), pair(1000, 962), pair(1000, 962), pair(998, 958), pair(996, 954), pair(994, 950),
      pair(992, 946), pair(994, 950), pair(996, 954), pair(998, 958), pair(998, 958), pair(996, 954), pair(994, 950), pair(992, 946),
    },
    {
      pair(20, -30), pair(30, -20), pair(20, -10), pair(-10, 0), pair(0, 0), pair(-10, -10), pair(30, -20), pair(20, -30),
      pair(-15, -20), pair(-15, -10), pair(-15, 0), pair(-15, 10), pair(-15, 10), pair(-15, 0), pair(-15, -10), pair(-15, -20),
      pair(-40, -10), pair(-40, 0), pair(-40, 10), pair(-40, 20), pair(-40, 20), pair(-40, 10), pair(-40, 0), pair(-40, -10),
      pair(-55, 0), pair(-55, 10), pair(-55, 20), pair(-55, 30), pair(-55, 30), pair(-55, 20), pair(-55, 10), pair(-55, 0),
      pair(-70, 0), pair(-70, 10), pair(-70, 20), pair(-70, 30), pair(-70, 30), pair(-70, 20), pair(-70, 10), pair(-70, 0),
      pair(-85, -10), pair(-85, 0), pair(-85, 10), pair(-85, 20), pair(-85, 20), pair(-85, 10), pair(-85, 0), pair(-85, -10),
      pair(-100, -20), pair(-100, -10), pair(-100, 0), pair(-100, 10), pair(-100, 10), pair(-100, 0), pair(-100, -10), pair(-100, -20),
      pair(-115, -30), pair(-115, -20), pair(-115, -10), pair(-115, 0), pair(-115, 0), pair(-115, -10), pair(-115, -20), pair(-115, -30),
    },
  };

  /** A knight by the number of squares it reaches (not held by our pawns or king, not covered by their pawns). */
  static final int[] MOBILITY_KNIGHT = {pair(-20, -16), pair(-15, -12), pair(-10, -8), pair(-5, -4), pair(0, 0), pair(5, 4), pair(10, 8), pair(15, 12), pair(20, 16)};

  static final int[] MOBILITY_BISHOP = {pair(-30, -30), pair(-25, -25), pair(-20, -20), pair(-15, -15), pair(-10, -10), pair(-5, -5), pair(0, 0), pair(5, 5), pair(10, 10), pair(15, 15), pair(20, 20), pair(25, 25), pair(30, 30), pair(35, 35)};

  static final int[] MOBILITY_ROOK = {pair(-14, -28), pair(-12, -24), pair(-10, -20), pair(-8, -16), pair(-6, -12), pair(-4, -8), pair(-2, -4), pair(0, 0), pair(2, 4), pair(4, 8), pair(6, 12), pair(8, 16), pair(10, 20), pair(12, 24), pair(14, 28)};

  static final int[] MOBILITY_QUEEN = {pair(-13, -26), pair(-12, -24), pair(-11, -22), pair(-10, -20), pair(-9, -18), pair(-8, -16), pair(-7, -14), pair(-6, -12), pair(-5, -10), pair(-4, -8), pair(-3, -6), pair(-2, -4), pair(-1, -2), pair(0, 0), pair(1, 2), pair(2, 4), pair(3, 6), pair(4, 8), pair(5, 10), pair(6, 12), pair(7, 14), pair(8, 16), pair(9, 18), pair(10, 20), pair(11, 22), pair(12, 24), pair(13, 26), pair(14, 28)};

  static final int BISHOP_PAIR = pair(28, 52);

  static final int ROOK_OPEN_FILE = pair(26, 8);

  static final int ROOK_HALF_OPEN_FILE = pair(12, 6);

  /** A piece attacked by a pawn. */
  static final int PAWN_THREAT = pair(45, 35);

  /** A rook or queen attacked by a minor piece, a queen by a rook. */
  static final int MINOR_THREAT = pair(30, 20);

  /** A piece that can give a check next move from a square not held by our pieces nor covered by their pawns, by role. */
  static final int[] SAFE_CHECK = {pair(0, 0), pair(0, 0), pair(0, 0), pair(0, 0), pair(0, 0), pair(0, 0)};

  /** A knight on its fourth to sixth rank, covered by our pawn, where no pawn of theirs can chase it. */
  static final int KNIGHT_OUTPOST = pair(0, 0);

  /** A bishop likewise. */
  static final int BISHOP_OUTPOST = pair(0, 0);

  /** Attacks on the squares around their king, by attack units (capped at 47), with two attackers or more and our queen on the board. */
  static final int[] KING_DANGER = {pair(0, 0), pair(0, 0), pair(1, 0), pair(3, 0), pair(6, 0), pair(9, 0), pair(13, 0), pair(18, 0), pair(24, 0), pair(30, 0), pair(37, 0), pair(45, 0), pair(54, 0), pair(63, 0), pair(73, 0), pair(84, 0), pair(96, 0), pair(108, 0), pair(121, 0), pair(135, 0), pair(150, 0), pair(165, 0), pair(181, 0), pair(198, 0), pair(216, 0), pair(234, 0), pair(253, 0), pair(273, 0), pair(294, 0), pair(300, 0), pair(300, 0), pair(300, 0), pair(300, 0), pair(300, 0), pair(300, 0), pair(300, 0), pair(300, 0), pair(300, 0), pair(300, 0), pair(300, 0), pair(300, 0), pair(300, 0), pair(300, 0), pair(300, 0), pair(300, 0), pair(300, 0), pair(300, 0), pair(300, 0)};

  /** The same without our queen. */
  static final int[] KING_DANGER_NO_QUEEN = {pair(0, 0), pair(0, 0), pair(0, 0), pair(1, 0), pair(3, 0), pair(4, 0), pair(6, 0), pair(9, 0), pair(12, 0), pair(15, 0), pair(18, 0), pair(22, 0), pair(27, 0), pair(31, 0), pair(36, 0), pair(42, 0), pair(48, 0), pair(54, 0), pair(60, 0), pair(67, 0), pair(75, 0), pair(82, 0), pair(90, 0), pair(99, 0), pair(108, 0), pair(117, 0), pair(126, 0), pair(136, 0), pair(147, 0), pair(157, 0), pair(168, 0), pair(180, 0), pair(192, 0), pair(204, 0), pair(216, 0), pair(229, 0), pair(243, 0), pair(256, 0), pair(270, 0), pair(285, 0), pair(300, 0), pair(300, 0), pair(300, 0), pair(300, 0), pair(300, 0), pair(300, 0), pair(300, 0), pair(300, 0)};

  /** The king's pawn shield, per file of the three in front of a king on its first two ranks. */
  static final int SHIELD_CLOSE = pair(7, 0);

  static final int SHIELD_FAR = pair(4, 0);

  static final int SHIELD_MISSING = pair(-6, 0);

  static final int SHIELD_OPEN_FILE = pair(-7, 0);

  /** A king beyond its second rank: no shield. */
  static final int KING_UP_THE_BOARD = pair(-20, 0);

  /** Passed pawn by relative rank. */
  static final int[] PASSED = {pair(0, 0), pair(4, 12), pair(8, 16), pair(14, 28), pair(28, 50), pair(50, 85), pair(85, 135), pair(0, 0)};

  /** Times the relative rank, when the square in front of a passed pawn is empty. */
  static final int PASSED_FREE_PATH = pair(0, 6);

  /** Times max(rank - 2, 0) and their king's distance from the square in front. */
  static final int PASSED_THEIR_KING = pair(0, 5);

  /** Times max(rank - 2, 0) and our king's distance from the square in front. */
  static final int PASSED_OUR_KING = pair(0, -2);

/** A pawn covered by a pawn of ours, by relative rank. */
  static final int[] PAWN_SUPPORTED = {pair(0, 0), pair(0, 0), pair(0, 0), pair(0, 0), pair(0, 0), pair(0, 0), pair(0, 0), pair(0, 0)};

  /** A pawn with a pawn of ours beside it on the same rank, by relative rank. */
  static final int[] PAWN_PHALANX = {pair(0, 0), pair(0, 0), pair(0, 0), pair(0, 0), pair(0, 0), pair(0, 0), pair(0, 0), pair(0, 0)};

    static final int ISOLATED = pair(-10, -14);

  static final int DOUBLED = pair(-8, -20);

  static final int BACKWARD = pair(-8, -8);
}
