package org.tabuleiro.engine.draughts;

import org.tabuleiro.rules.draughts.internal.Board;
import org.tabuleiro.rules.draughts.internal.Geometry;

/**
 * Our static evaluation of a draughts position, in hundredths of a man, from the side to move's point of
 * view. Terms, all symmetric between the colours (the board turned half a turn maps square s to N+1-s):
 * <ul>
 *   <li>material: a man is 100, a king {@link #KING} (the usual "a king is worth about three men");
 *   <li>tempo: the advancement of the men, weighted more as the board empties (in the opening a tempo
 *       ahead is a small plus, in the ending it is the race to the crowning row);
 *   <li>centre: men on the central files control the board;
 *   <li>formations: the back rank kept as a guard against crowning while the opponent has no king, men
 *       in the opponent's half that are supported from both sides behind (outposts), and the balance of the
 *       men between the two wings;
 *   <li>runaway men: a man with nothing in the cone of squares in front of it crowns unless a king stops it;
 *   <li>kings: a bonus on the main diagonal (the long diagonal decides most king endings);
 * </ul>
 * then {@link DraughtsEndgame} scales the drawish endings towards 0.
 */
final class DraughtsEval {
  /** A king, in hundredths of a man. */
  static final int KING = 300;

  private final Geometry g;
  private final int size;
  private final int startPieces;
  private final long mainDiagonal;
  /** Per colour (Board.WHITE/BLACK) and bit: rows advanced from the own back row (0..size-1). */
  private final int[][] advance = new int[2][64];
  /** Per bit: centrality of the file, 0 on the edge .. size/2-1 in the middle. */
  private final int[] centre = new int[64];
  /** Per colour and bit: -1 for the left wing, +1 for the right, 0 for the middle files (as that side sees it). */
  private final int[][] wing = new int[2][64];
  /** Per colour and bit: every square a man there could ever step to (the "cone" towards the crowning row). */
  private final long[][] cone = new long[2][64];
  /** Per colour: the own back row. */
  private final long[] backRow = new long[2];

  DraughtsEval(Geometry geometry, int menRows) {
    this.g = geometry;
    this.size = geometry.size();
    this.startPieces = 2 * menRows * geometry.half;
    long diagonal = 0;
    for (int s = 1; s <= geometry.squareCount; s++) {
      int bit = geometry.bit(s);
      int row = geometry.row(s); // 1 = top (White crowns there)
      int col = 2 * ((s - 1) % geometry.half) + (row % 2 == 1 ? 1 : 0);
      advance[Board.WHITE][bit] = size - row;
      advance[Board.BLACK][bit] = row - 1;
      int distance = Math.abs(2 * col - (size - 1)); // 1, 3, 5, ... from the middle line
      centre[bit] = (size - 1 - distance) / 2;
      int side = distance <= 1 ? 0 : (col < size / 2 ? -1 : 1);
      wing[Board.WHITE][bit] = side;
      wing[Board.BLACK][bit] = -side;
      if (row + col == size) diagonal |= 1L << bit; // the long diagonal: a1 to the far corner (46-5, 29-4)
    }
    mainDiagonal = diagonal;
    backRow[Board.WHITE] = geometry.blackPromotion;
    backRow[Board.BLACK] = geometry.whitePromotion;
    for (int bit = 0; bit < 64; bit++) {
      if ((geometry.squares >>> bit & 1) == 0) continue;
      cone[Board.WHITE][bit] = spread(1L << bit, 0);
      cone[Board.BLACK][bit] = spread(1L << bit, 2);
    }
  }

  private long spread(long from, int forward) {
    long all = 0;
    for (long f = from; f != 0; ) {
      f = g.shift(f, forward) | g.shift(f, forward + 1);
      all |= f;
    }
    return all;
  }

  /** The score for the side to move. */
  int evaluate(Board b) {
    int white = side(b, Board.WHITE), black = side(b, Board.BLACK);
    int score = white - black;
    score = DraughtsEndgame.scale(score, b, mainDiagonal, size);
    return b.side() == Board.WHITE ? score : -score;
  }

  /** One side's terms (everything but the endgame scaling). */
  private int side(Board b, int color) {
    long own = color == Board.WHITE ? b.white() : b.black();
    long them = color == Board.WHITE ? b.black() : b.white();
    long occupied = own | them;
    long men = own & ~b.kings(), kings = own & b.kings();
    boolean theyHaveKings = (them & b.kings()) != 0;
    int pieces = Long.bitCount(occupied);
    int emptied = Math.max(0, startPieces - pieces);
    int tempoWeight = 1 + 6 * emptied / startPieces; // 1 in the opening, up to 6-7 in the ending

    int score = 100 * Long.bitCount(men) + KING * Long.bitCount(kings);
    int tempo = 0, centreSum = 0, wingSum = 0, outposts = 0, runaways = 0;
    int[] adv = advance[color];
    int backward = color == Board.WHITE ? 2 : 0; // directions towards the own back row
    for (long m = men; m != 0; m &= m - 1) {
      int bit = Long.numberOfTrailingZeros(m);
      long one = 1L << bit;
      int a = adv[bit];
      tempo += a;
      centreSum += centre[bit];
      wingSum += wing[color][bit];
      if (2 * a >= size - 2 && (g.shift(one, backward) & own) != 0 && (g.shift(one, backward + 1) & own) != 0) outposts++;
      if (!theyHaveKings && (cone[color][bit] & occupied) == 0) {
        int rowsToGo = size - 1 - a;
        runaways += Math.max(0, 180 - 30 * rowsToGo);
      }
    }
    score += tempoWeight * tempo + 3 * centreSum + 6 * outposts + runaways - 3 * Math.abs(wingSum);
    if (!theyHaveKings && 2 * pieces > startPieces) score += 5 * Long.bitCount(men & backRow[color]);
    if (kings != 0) score += 15 * Long.bitCount(kings & mainDiagonal);
    return score;
  }
}
