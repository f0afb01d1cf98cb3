package org.tabuleiro.rules.chess.internal;

/**
 * Moves on the hot path are ints: bits 0-5 the origin square, 6-11 the destination, 12-14 a kind. The kind
 * is {@link #NORMAL}, a promotion (the role ordinal promoted to, 1-4: knight, bishop, rook, queen),
 * {@link #CASTLING} (encoded as the king's move, e1g1) or {@link #EN_PASSANT}. {@link #NULL} (0, "a1a1") is
 * the null move that PGN writes {@code --}.
 */
public final class Moves {
  private Moves() {}

  public static final int NULL = 0;
  public static final int NORMAL = 0;
  public static final int CASTLING = 5;
  public static final int EN_PASSANT = 6;

  public static int of(int from, int to) {
    return from | (to << 6);
  }

  public static int of(int from, int to, int kind) {
    return from | (to << 6) | (kind << 12);
  }

  public static int from(int move) {
    return move & 63;
  }

  public static int to(int move) {
    return (move >>> 6) & 63;
  }

  public static int kind(int move) {
    return move >>> 12;
  }

  /** The role promoted to (1-4), or 0 when the move is no promotion. */
  public static int promotion(int move) {
    int kind = move >>> 12;
    return kind >= 1 && kind <= 4 ? kind : 0;
  }

  /** Long algebraic ("UCI") text: e2e4, e7e8q, e1g1, 0000 for the null move. */
  public static String uci(int move) {
    if (move == NULL) return "0000";
    StringBuilder sb = new StringBuilder(5);
    appendSquare(sb, from(move));
    appendSquare(sb, to(move));
    int promo = promotion(move);
    if (promo != 0) sb.append("pnbrqk".charAt(promo));
    return sb.toString();
  }

  public static void appendSquare(StringBuilder sb, int square) {
    sb.append((char) ('a' + (square & 7))).append((char) ('1' + (square >>> 3)));
  }
}
