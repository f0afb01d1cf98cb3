package org.tabuleiro.rules.draughts.internal;

/**
 * The one mutable draughts board: three bitboards in the {@link Geometry} layout (white pieces, black
 * pieces, kings of either colour) and the side to move, with make/unmake. It is the hot path of move
 * generation and perft. Not thread-safe; it never escapes the rules API, which hands out immutable
 * {@code DraughtsPosition} snapshots instead.
 *
 * <p>A move is given as its from bit, to bit and the bits of the pieces it captures: that is all that
 * make/unmake need. Unmake restores the kings from an undo stack (a captured piece may have been a king).
 */
public final class Board {
  public static final int WHITE = 0, BLACK = 1;

  public final Geometry geometry;
  long white, black, kings;
  int side;

  private long[] undoKings = new long[128];
  private int ply;

  public Board(Geometry geometry) {
    this.geometry = geometry;
  }

  public Board(Geometry geometry, long white, long black, long kings, int side) {
    this.geometry = geometry;
    set(white, black, kings, side);
  }

  /** Replaces the position; the bits must be squares of the geometry, disjoint for the two colours. */
  public void set(long white, long black, long kings, int side) {
    if ((white & black) != 0 || ((white | black) & ~geometry.squares) != 0 || (kings & ~(white | black)) != 0) {
      throw new IllegalArgumentException("inconsistent draughts bitboards");
    }
    this.white = white;
    this.black = black;
    this.kings = kings;
    this.side = side;
    this.ply = 0;
  }

  public Board copy() {
    return new Board(geometry, white, black, kings, side);
  }

  public long white() {
    return white;
  }

  public long black() {
    return black;
  }

  public long kings() {
    return kings;
  }

  /** {@link #WHITE} or {@link #BLACK}. */
  public int side() {
    return side;
  }

  /** Plays a move: the piece on {@code from} goes to {@code to} (they may be equal: a king's round trip). */
  public void make(int from, int to, long captured) {
    if (ply == undoKings.length) undoKings = java.util.Arrays.copyOf(undoKings, ply * 2);
    undoKings[ply++] = kings;
    long fromBit = 1L << from, toBit = 1L << to;
    long k = kings & ~captured;
    if ((k & fromBit) != 0) {
      k = (k & ~fromBit) | toBit;
    } else if ((toBit & (side == WHITE ? geometry.whitePromotion : geometry.blackPromotion)) != 0) {
      k |= toBit; // a man is crowned only when it ENDS its move on the far row (passing through in a capture is not enough)
    }
    kings = k;
    if (side == WHITE) {
      white = (white & ~fromBit) | toBit;
      black &= ~captured;
    } else {
      black = (black & ~fromBit) | toBit;
      white &= ~captured;
    }
    side ^= 1;
  }

  /** Takes back the last {@link #make} with the same arguments. */
  public void unmake(int from, int to, long captured) {
    side ^= 1;
    kings = undoKings[--ply];
    long fromBit = 1L << from, toBit = 1L << to;
    if (side == WHITE) {
      white = (white & ~toBit) | fromBit;
      black |= captured;
    } else {
      black = (black & ~toBit) | fromBit;
      white |= captured;
    }
  }
}
