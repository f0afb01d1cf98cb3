package org.tabuleiro.rules.draughts.internal;

/**
 * The squares of a draughts board of {@code 2 * half} rows in a 64-bit word, with one "ghost" bit after
 * every second row (the layout of Scan and other strong engines). Square {@code n} (1-based, Manoury
 * numbering: row by row from White's far side, dark squares only) lives at bit {@code i + i / (2 * half)}
 * with {@code i = n - 1}. With the ghosts, the four diagonal neighbours of every bit are at fixed
 * distances: {@code -half-1, -half, +half, +half+1}. A step off the left or right edge lands on a ghost and
 * a step off the top or bottom leaves the valid range, so {@link #shift} plus the {@link #squares} mask
 * is the whole of edge handling.
 *
 * <p>Directions: 0 and 1 go up (towards squares 1..half, White's promotion row), 2 and 3 go down.
 * The opposite of {@code d} is {@code d ^ 2}; the two perpendicular directions are {@code d ^ 1}, {@code d ^ 3}.
 */
public final class Geometry {
  public static final Geometry TEN = new Geometry(5);
  public static final Geometry EIGHT = new Geometry(4);

  /** Squares per row: 5 on 10x10, 4 on 8x8. */
  public final int half;
  /** Number of playing squares: 50 or 32. */
  public final int squareCount;
  /** Every bit that is a real square. */
  public final long squares;
  /** White promotes here (squares 1..half), Black on the last row. */
  public final long whitePromotion, blackPromotion;
  /** Shift distance per direction (always positive; directions 0, 1 shift right, 2, 3 left). */
  final int[] distance = new int[4];
  /** {@code next[bit * 4 + d]}: the neighbouring bit in direction d, or -1 off the board. */
  final int[] next = new int[64 * 4];
  private final int[] bitOfSquare;
  private final int[] squareOfBit = new int[64];

  private Geometry(int half) {
    this.half = half;
    this.squareCount = 2 * half * half;
    this.bitOfSquare = new int[squareCount + 1];
    distance[0] = half;
    distance[1] = half + 1;
    distance[2] = half;
    distance[3] = half + 1;
    long mask = 0;
    for (int n = 1; n <= squareCount; n++) {
      int i = n - 1;
      int bit = i + i / (2 * half);
      bitOfSquare[n] = bit;
      squareOfBit[bit] = n;
      mask |= 1L << bit;
    }
    squares = mask;
    long white = 0, black = 0;
    for (int k = 0; k < half; k++) {
      white |= 1L << bitOfSquare[1 + k];
      black |= 1L << bitOfSquare[squareCount - k];
    }
    whitePromotion = white;
    blackPromotion = black;
    for (int bit = 0; bit < 64; bit++) {
      for (int d = 0; d < 4; d++) {
        int to = d < 2 ? bit - distance[d] : bit + distance[d];
        boolean ok = ((squares >>> bit) & 1) != 0 && to >= 0 && to < 64 && ((squares >>> to) & 1) != 0;
        next[bit * 4 + d] = ok ? to : -1;
      }
    }
  }

  /** The geometry of a board of {@code size} x {@code size} squares (8 or 10). */
  public static Geometry ofSize(int size) {
    return switch (size) {
      case 10 -> TEN;
      case 8 -> EIGHT;
      default -> throw new IllegalArgumentException("no draughts board of size " + size);
    };
  }

  /** Board side length: 8 or 10. */
  public int size() {
    return 2 * half;
  }

  public int bit(int square) {
    return bitOfSquare[square];
  }

  public int square(int bit) {
    return squareOfBit[bit];
  }

  /** Every piece of {@code bb} moved one step in direction d; what falls off the board is dropped. */
  public long shift(long bb, int d) {
    return (d < 2 ? bb >>> distance[d] : bb << distance[d]) & squares;
  }

  /** A set of square numbers (1-based) as bits. */
  public long bits(int... squareNumbers) {
    long bb = 0;
    for (int n : squareNumbers) bb |= 1L << bitOfSquare[n];
    return bb;
  }

  /** The 1-based row of a square seen from White (1 = the top row, where White promotes). */
  public int row(int square) {
    return (square - 1) / half + 1;
  }
}
