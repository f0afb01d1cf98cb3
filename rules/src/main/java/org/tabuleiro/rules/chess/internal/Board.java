package org.tabuleiro.rules.chess.internal;

import static org.tabuleiro.rules.chess.internal.Bitboards.KING;
import static org.tabuleiro.rules.chess.internal.Bitboards.KNIGHT;
import static org.tabuleiro.rules.chess.internal.Bitboards.PAWN_ATTACKS;

/**
 * The one mutable chess board: bitboards plus a square-indexed mailbox, with make/unmake and an undo stack.
 * It is the hot path of move generation, perft and engine search. Not thread-safe; it never escapes the
 * rules API, which hands out immutable {@code Position} snapshots instead.
 *
 * <p>Pieces are ints: {@code color * 6 + role}, roles 0-5 pawn, knight, bishop, rook, queen, king; colours
 * 0 white, 1 black; {@link #EMPTY} for no piece. Castling rights are 4 bits: {@link #WHITE_KINGSIDE} ...
 */
public final class Board {
  public static final int WHITE = 0, BLACK = 1;
  public static final int PAWN = 0, KNIGHT_ROLE = 1, BISHOP = 2, ROOK = 3, QUEEN = 4, KING_ROLE = 5;
  public static final int EMPTY = -1;
  public static final int WHITE_KINGSIDE = 1, WHITE_QUEENSIDE = 2, BLACK_KINGSIDE = 4, BLACK_QUEENSIDE = 8;

  /** Rights kept when a move leaves from or arrives on a square (a king or rook moving, a rook captured). */
  private static final int[] CASTLING_KEPT = new int[64];

  static {
    java.util.Arrays.fill(CASTLING_KEPT, 15);
    CASTLING_KEPT[4] = 15 & ~(WHITE_KINGSIDE | WHITE_QUEENSIDE);
    CASTLING_KEPT[7] = 15 & ~WHITE_KINGSIDE;
    CASTLING_KEPT[0] = 15 & ~WHITE_QUEENSIDE;
    CASTLING_KEPT[60] = 15 & ~(BLACK_KINGSIDE | BLACK_QUEENSIDE);
    CASTLING_KEPT[63] = 15 & ~BLACK_KINGSIDE;
    CASTLING_KEPT[56] = 15 & ~BLACK_QUEENSIDE;
  }

  final long[] byRole = new long[6];
  final long[] byColor = new long[2];
  long occupied;
  final int[] squares = new int[64];
  int sideToMove;
  int castling;
  /** The square passed over by the last double pawn step, or -1 (FEN semantics: set after every double step). */
  int epSquare = -1;
  int halfmoveClock;
  int fullmoveNumber = 1;
  long key;

  private int depth;
  // Small at first: most boards are snapshots that make one move; search boards grow them once.
  private int[] undoCaptured = new int[4];
  private int[] undoCastling = new int[4];
  private int[] undoEp = new int[4];
  private int[] undoHalfmove = new int[4];
  private long[] undoKey = new long[4];

  public Board() {
    java.util.Arrays.fill(squares, EMPTY);
  }

  /** An independent copy, without the undo history. */
  public Board copy() {
    Board b = new Board();
    System.arraycopy(byRole, 0, b.byRole, 0, 6);
    System.arraycopy(byColor, 0, b.byColor, 0, 2);
    System.arraycopy(squares, 0, b.squares, 0, 64);
    b.occupied = occupied;
    b.sideToMove = sideToMove;
    b.castling = castling;
    b.epSquare = epSquare;
    b.halfmoveClock = halfmoveClock;
    b.fullmoveNumber = fullmoveNumber;
    b.key = key;
    return b;
  }

  // ---- set-up (used by the FEN reader) ----

  public void clear() {
    java.util.Arrays.fill(byRole, 0);
    java.util.Arrays.fill(byColor, 0);
    java.util.Arrays.fill(squares, EMPTY);
    occupied = 0;
    sideToMove = WHITE;
    castling = 0;
    epSquare = -1;
    halfmoveClock = 0;
    fullmoveNumber = 1;
    key = 0;
    depth = 0;
  }

  public void put(int piece, int square) {
    long bit = 1L << square;
    byRole[piece % 6] |= bit;
    byColor[piece / 6] |= bit;
    occupied |= bit;
    squares[square] = piece;
  }

  public void setSideToMove(int color) { sideToMove = color; }
  public void setCastling(int rights) { castling = rights; }
  public void setEpSquare(int square) { epSquare = square; }
  public void setHalfmoveClock(int n) { halfmoveClock = n; }
  public void setFullmoveNumber(int n) { fullmoveNumber = n; }

  /** Recomputes the hash from scratch; call after set-up. */
  public void rehash() {
    long k = 0;
    for (int sq = 0; sq < 64; sq++) if (squares[sq] != EMPTY) k ^= Zobrist.PIECE[squares[sq]][sq];
    k ^= Zobrist.CASTLING[castling];
    if (sideToMove == BLACK) k ^= Zobrist.BLACK_TO_MOVE;
    if (epCapturable()) k ^= Zobrist.EN_PASSANT_FILE[epSquare & 7];
    key = k;
  }

  // ---- queries ----

  public int sideToMove() { return sideToMove; }
  public int castling() { return castling; }
  public int epSquare() { return epSquare; }
  public int halfmoveClock() { return halfmoveClock; }
  public int fullmoveNumber() { return fullmoveNumber; }
  public int pieceAt(int square) { return squares[square]; }
  public long occupied() { return occupied; }
  public long pieces(int color) { return byColor[color]; }
  public long pieces(int color, int role) { return byColor[color] & byRole[role]; }
  public long role(int role) { return byRole[role]; }

  /**
   * The Zobrist key: placement, side to move, castling rights, and the en passant file only when a pawn of the
   * side to move stands ready to capture (so positions differing only in a useless ep square mostly agree).
   */
  public long key() { return key; }

  public int kingSquare(int color) {
    return Long.numberOfTrailingZeros(byColor[color] & byRole[KING_ROLE]);
  }

  /** Pieces of either colour attacking the square, given an occupancy. */
  public long attackersTo(int square, long occ) {
    return (PAWN_ATTACKS[WHITE][square] & byColor[BLACK] & byRole[PAWN])
        | (PAWN_ATTACKS[BLACK][square] & byColor[WHITE] & byRole[PAWN])
        | (KNIGHT[square] & byRole[KNIGHT_ROLE])
        | (KING[square] & byRole[KING_ROLE])
        | (Magics.rookAttacks(square, occ) & (byRole[ROOK] | byRole[QUEEN]))
        | (Magics.bishopAttacks(square, occ) & (byRole[BISHOP] | byRole[QUEEN]));
  }

  public boolean isAttackedBy(int square, int color, long occ) {
    long them = byColor[color];
    return (PAWN_ATTACKS[color ^ 1][square] & them & byRole[PAWN]) != 0
        || (KNIGHT[square] & them & byRole[KNIGHT_ROLE]) != 0
        || (KING[square] & them & byRole[KING_ROLE]) != 0
        || (Magics.rookAttacks(square, occ) & them & (byRole[ROOK] | byRole[QUEEN])) != 0
        || (Magics.bishopAttacks(square, occ) & them & (byRole[BISHOP] | byRole[QUEEN])) != 0;
  }

  /** Pieces of the opponent giving check to the side to move. */
  public long checkers() {
    int us = sideToMove;
    return attackersTo(kingSquare(us), occupied) & byColor[us ^ 1];
  }

  public boolean isCheck() {
    int us = sideToMove;
    long king = byColor[us] & byRole[KING_ROLE];
    return king != 0 && isAttackedBy(Long.numberOfTrailingZeros(king), us ^ 1, occupied);
  }

  /** Whether the side to move has a legal en passant capture. */
  public boolean hasLegalEnPassant() {
    if (!epCapturable() || squares[epSquare ^ 8] != (sideToMove ^ 1) * 6 + PAWN) return false;
    int us = sideToMove, ksq = kingSquare(us);
    for (long c = PAWN_ATTACKS[us ^ 1][epSquare] & byColor[us] & byRole[PAWN]; c != 0; c &= c - 1) {
      if (MoveGen.epIsLegal(this, us, ksq, Long.numberOfTrailingZeros(c), epSquare)) return true;
    }
    return false;
  }

  /**
   * The key of "the same position" in the sense of FIDE Art. 9.2.2: placement, side to move, castling
   * rights, and an en passant square only when the capture is actually legal.
   */
  public long repetitionKey() {
    if (epCapturable() && !hasLegalEnPassant()) return key ^ Zobrist.EN_PASSANT_FILE[epSquare & 7];
    return key;
  }

  /** Whether a pawn of the side to move attacks the en passant square (a pseudo-legal capture exists). */
  boolean epCapturable() {
    return epSquare >= 0
        && (PAWN_ATTACKS[sideToMove ^ 1][epSquare] & byColor[sideToMove] & byRole[PAWN]) != 0;
  }

  // ---- make / unmake ----

  private void grow() {
    int n = undoKey.length * 2;
    undoCaptured = java.util.Arrays.copyOf(undoCaptured, n);
    undoCastling = java.util.Arrays.copyOf(undoCastling, n);
    undoEp = java.util.Arrays.copyOf(undoEp, n);
    undoHalfmove = java.util.Arrays.copyOf(undoHalfmove, n);
    undoKey = java.util.Arrays.copyOf(undoKey, n);
  }

  private void remove(int square) {
    int piece = squares[square];
    long bit = 1L << square;
    byRole[piece % 6] ^= bit;
    byColor[piece / 6] ^= bit;
    occupied ^= bit;
    squares[square] = EMPTY;
    key ^= Zobrist.PIECE[piece][square];
  }

  private void add(int piece, int square) {
    long bit = 1L << square;
    byRole[piece % 6] |= bit;
    byColor[piece / 6] |= bit;
    occupied |= bit;
    squares[square] = piece;
    key ^= Zobrist.PIECE[piece][square];
  }

  private void relocate(int from, int to) {
    int piece = squares[from];
    long bits = (1L << from) | (1L << to);
    byRole[piece % 6] ^= bits;
    byColor[piece / 6] ^= bits;
    occupied ^= bits;
    squares[from] = EMPTY;
    squares[to] = piece;
    key ^= Zobrist.PIECE[piece][from] ^ Zobrist.PIECE[piece][to];
  }

  /** Plays a legal move (or {@link Moves#NULL}). The move must come from the move generator for this board. */
  public void make(int move) {
    if (depth == undoKey.length) grow();
    int d = depth++;
    undoCastling[d] = castling;
    undoEp[d] = epSquare;
    undoHalfmove[d] = halfmoveClock;
    undoKey[d] = key;
    int us = sideToMove;
    if (epCapturable()) key ^= Zobrist.EN_PASSANT_FILE[epSquare & 7];
    key ^= Zobrist.BLACK_TO_MOVE;
    epSquare = -1;
    if (us == BLACK) fullmoveNumber++;
    sideToMove = us ^ 1;
    if (move == Moves.NULL) {
      undoCaptured[d] = EMPTY;
      halfmoveClock++;
      return;
    }
    int from = move & 63, to = (move >>> 6) & 63, kind = move >>> 12;
    int piece = squares[from];
    int captured;
    halfmoveClock++;
    if (kind == Moves.CASTLING) {
      captured = EMPTY;
      relocate(from, to);
      if (to > from) relocate(to + 1, to - 1); else relocate(to - 2, to + 1);
    } else {
      if (kind == Moves.EN_PASSANT) {
        int victim = to ^ 8; // the square behind the destination, on the capturer's rank
        captured = squares[victim];
        remove(victim);
      } else {
        captured = squares[to];
        if (captured != EMPTY) remove(to);
      }
      if (kind >= 1 && kind <= 4) {
        remove(from);
        add(us * 6 + kind, to);
      } else {
        relocate(from, to);
      }
      if (captured != EMPTY || piece % 6 == PAWN) {
        halfmoveClock = 0;
        if (piece % 6 == PAWN && (from ^ to) == 16) {
          epSquare = (from + to) >>> 1;
          if (epCapturable()) key ^= Zobrist.EN_PASSANT_FILE[epSquare & 7];
        }
      }
    }
    undoCaptured[d] = captured;
    int rights = castling & CASTLING_KEPT[from] & CASTLING_KEPT[to];
    if (rights != castling) {
      key ^= Zobrist.CASTLING[castling] ^ Zobrist.CASTLING[rights];
      castling = rights;
    }
  }

  /** Takes back the last {@link #make(int)}; {@code move} must be the move made. */
  public void unmake(int move) {
    int d = --depth;
    int them = sideToMove;
    int us = them ^ 1;
    sideToMove = us;
    if (us == BLACK) fullmoveNumber--;
    if (move != Moves.NULL) {
      int from = move & 63, to = (move >>> 6) & 63, kind = move >>> 12;
      if (kind == Moves.CASTLING) {
        if (to > from) relocate(to - 1, to + 1); else relocate(to + 1, to - 2);
        relocate(to, from);
      } else {
        if (kind >= 1 && kind <= 4) {
          remove(to);
          add(us * 6 + PAWN, from);
        } else {
          relocate(to, from);
        }
        int captured = undoCaptured[d];
        if (captured != EMPTY) add(captured, kind == Moves.EN_PASSANT ? to ^ 8 : to);
      }
    }
    castling = undoCastling[d];
    epSquare = undoEp[d];
    halfmoveClock = undoHalfmove[d];
    key = undoKey[d];
  }
}
