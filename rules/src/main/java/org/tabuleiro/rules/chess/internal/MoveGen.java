package org.tabuleiro.rules.chess.internal;

import static org.tabuleiro.rules.chess.internal.Bitboards.KING;
import static org.tabuleiro.rules.chess.internal.Bitboards.KNIGHT;
import static org.tabuleiro.rules.chess.internal.Bitboards.PAWN_ATTACKS;
import static org.tabuleiro.rules.chess.internal.Board.BISHOP;
import static org.tabuleiro.rules.chess.internal.Board.KING_ROLE;
import static org.tabuleiro.rules.chess.internal.Board.KNIGHT_ROLE;
import static org.tabuleiro.rules.chess.internal.Board.PAWN;
import static org.tabuleiro.rules.chess.internal.Board.QUEEN;
import static org.tabuleiro.rules.chess.internal.Board.ROOK;
import static org.tabuleiro.rules.chess.internal.Board.WHITE;

/**
 * Legal move generation. Moves are legal by construction: checkers and pinned pieces are found first, so
 * no move is made and taken back to test it. Two exceptions are tested directly: king steps (the square
 * must not be attacked once the king has left its square, so sliders see through it) and en passant (two
 * pawns leave one rank at once, which can uncover a rook or queen on that rank).
 *
 * <p>{@link #count(Board)} counts the same moves without listing them, with popcounts where it can: perft
 * uses it at the last ply ("bulk counting").
 */
public final class MoveGen {
  private MoveGen() {}

  /** The most legal moves any chess position has is 218; leave room. */
  public static final int MAX_MOVES = 256;

  /** Writes the legal moves of the side to move into {@code out} from index 0; returns how many. */
  public static int generate(Board b, int[] out) {
    final int us = b.sideToMove, them = us ^ 1;
    final long ours = b.byColor[us], theirs = b.byColor[them], occ = b.occupied;
    final int ksq = Long.numberOfTrailingZeros(ours & b.byRole[KING_ROLE]);
    final long checkers = b.attackersTo(ksq, occ) & theirs;
    int n = 0;

    // King steps. The king is removed from the occupancy so that a slider's ray through it counts.
    long occNoKing = occ ^ (1L << ksq);
    for (long t = KING[ksq] & ~ours; t != 0; t &= t - 1) {
      int to = Long.numberOfTrailingZeros(t);
      if (!b.isAttackedBy(to, them, occNoKing)) out[n++] = Moves.of(ksq, to);
    }
    if (Bitboards.several(checkers)) return n; // double check: only the king may move

    final long target = checkers == 0 ? ~ours : Bitboards.between(ksq, Long.numberOfTrailingZeros(checkers)) | checkers;
    final long pinned = pinned(b, us, ksq);

    if (checkers == 0) n = castlings(b, us, out, n);

    // Knights: a pinned knight can never move.
    for (long p = ours & b.byRole[KNIGHT_ROLE] & ~pinned; p != 0; p &= p - 1) {
      int from = Long.numberOfTrailingZeros(p);
      for (long t = KNIGHT[from] & target; t != 0; t &= t - 1) out[n++] = Moves.of(from, Long.numberOfTrailingZeros(t));
    }
    long diagonal = ours & (b.byRole[BISHOP] | b.byRole[QUEEN]);
    for (long p = diagonal; p != 0; p &= p - 1) {
      int from = Long.numberOfTrailingZeros(p);
      long t = Magics.bishopAttacks(from, occ) & target;
      if ((pinned & (1L << from)) != 0) t &= Bitboards.line(ksq, from);
      for (; t != 0; t &= t - 1) out[n++] = Moves.of(from, Long.numberOfTrailingZeros(t));
    }
    long straight = ours & (b.byRole[ROOK] | b.byRole[QUEEN]);
    for (long p = straight; p != 0; p &= p - 1) {
      int from = Long.numberOfTrailingZeros(p);
      long t = Magics.rookAttacks(from, occ) & target;
      if ((pinned & (1L << from)) != 0) t &= Bitboards.line(ksq, from);
      for (; t != 0; t &= t - 1) out[n++] = Moves.of(from, Long.numberOfTrailingZeros(t));
    }
    return pawnMoves(b, us, ksq, target, pinned, out, n);
  }

  /** Our pieces that stand alone between our king and an enemy slider aimed at it. */
  static long pinned(Board b, int us, int ksq) {
    long theirs = b.byColor[us ^ 1];
    long snipers = (Magics.rookAttacks(ksq, 0) & theirs & (b.byRole[ROOK] | b.byRole[QUEEN]))
        | (Magics.bishopAttacks(ksq, 0) & theirs & (b.byRole[BISHOP] | b.byRole[QUEEN]));
    long pinned = 0;
    long occ = b.occupied;
    for (; snipers != 0; snipers &= snipers - 1) {
      long blockers = Bitboards.between(ksq, Long.numberOfTrailingZeros(snipers)) & occ;
      if (blockers != 0 && !Bitboards.several(blockers)) pinned |= blockers & b.byColor[us];
    }
    return pinned;
  }

  /** Appends the legal castlings to {@code out}, or only counts them when {@code out} is null. */
  private static int castlings(Board b, int us, int[] out, int n) {
    int rights = b.castling >>> (2 * us) & 3;
    if (rights == 0) return n;
    int base = us == WHITE ? 0 : 56;
    int them = us ^ 1;
    long occ = b.occupied;
    long ourRooks = b.byColor[us] & b.byRole[ROOK];
    if ((b.squares[base + 4]) != us * 6 + KING_ROLE) return n;
    // Kingside: f and g empty and not attacked. Queenside: b, c, d empty; c and d not attacked (b may be).
    if ((rights & 1) != 0 && (ourRooks & (1L << (base + 7))) != 0 && (occ & (0x60L << base)) == 0
        && !b.isAttackedBy(base + 5, them, occ) && !b.isAttackedBy(base + 6, them, occ)) {
      if (out != null) out[n] = Moves.of(base + 4, base + 6, Moves.CASTLING);
      n++;
    }
    if ((rights & 2) != 0 && (ourRooks & (1L << base)) != 0 && (occ & (0x0EL << base)) == 0
        && !b.isAttackedBy(base + 3, them, occ) && !b.isAttackedBy(base + 2, them, occ)) {
      if (out != null) out[n] = Moves.of(base + 4, base + 2, Moves.CASTLING);
      n++;
    }
    return n;
  }

  private static int pawnMoves(Board b, int us, int ksq, long target, long pinned, int[] out, int n) {
    final long pawns = b.byColor[us] & b.byRole[PAWN];
    final long theirs = b.byColor[us ^ 1];
    final long empty = ~b.occupied;
    final int up = us == WHITE ? 8 : -8;
    final long lastRank = us == WHITE ? Bitboards.RANK_8 : Bitboards.RANK_1;
    final long thirdRank = us == WHITE ? Bitboards.RANK_1 << 16 : Bitboards.RANK_1 << 40;

    long free = pawns & ~pinned;
    long single = shift(free, up) & empty;
    long dbl = shift(single & thirdRank, up) & empty & target;
    single &= target;
    // Captures towards the a-file ("west") and the h-file ("east").
    long west = shift(free & ~Bitboards.FILE_A, up - 1) & theirs & target;
    long east = shift(free & ~Bitboards.FILE_H, up + 1) & theirs & target;

    n = emitPawn(single, up, lastRank, out, n);
    for (long t = dbl; t != 0; t &= t - 1) {
      int to = Long.numberOfTrailingZeros(t);
      out[n++] = Moves.of(to - 2 * up, to);
    }
    n = emitPawn(west, up - 1, lastRank, out, n);
    n = emitPawn(east, up + 1, lastRank, out, n);

    return rarePawnMoves(b, us, ksq, target, pinned, out, n);
  }

  /** Moves of pinned pawns and en passant captures: both rare, both listed one by one. */
  private static int rarePawnMoves(Board b, int us, int ksq, long target, long pinned, int[] out, int n) {
    final long pawns = b.byColor[us] & b.byRole[PAWN];
    final long theirs = b.byColor[us ^ 1];
    final long empty = ~b.occupied;
    final int up = us == WHITE ? 8 : -8;
    final long lastRank = us == WHITE ? Bitboards.RANK_8 : Bitboards.RANK_1;
    // Pinned pawns move only along the pin line.
    for (long p = pawns & pinned; p != 0; p &= p - 1) {
      int from = Long.numberOfTrailingZeros(p);
      long line = Bitboards.line(ksq, from);
      long fromBit = 1L << from;
      long t = (PAWN_ATTACKS[us][from] & theirs) | (shift(fromBit, up) & empty);
      if ((shift(fromBit, up) & empty) != 0) t |= shift(shift(fromBit & (us == WHITE ? Bitboards.RANK_2 : Bitboards.RANK_7), up), up) & empty;
      for (t &= line & target; t != 0; t &= t - 1) {
        int to = Long.numberOfTrailingZeros(t);
        if (((1L << to) & lastRank) != 0) n = promotions(from, to, out, n);
        else out[n++] = Moves.of(from, to);
      }
    }

    int ep = b.epSquare;
    if (ep >= 0 && b.squares[ep ^ 8] == (us ^ 1) * 6 + PAWN && (b.occupied & (1L << ep)) == 0) {
      for (long c = PAWN_ATTACKS[us ^ 1][ep] & pawns; c != 0; c &= c - 1) {
        int from = Long.numberOfTrailingZeros(c);
        if (epIsLegal(b, us, ksq, from, ep)) out[n++] = Moves.of(from, ep, Moves.EN_PASSANT);
      }
    }
    return n;
  }

  /** En passant is rare: test it by looking at the board as it would be after the capture. */
  static boolean epIsLegal(Board b, int us, int ksq, int from, int ep) {
    int victim = ep ^ 8;
    long occ = (b.occupied ^ (1L << from) ^ (1L << victim)) | (1L << ep);
    long attackers = b.attackersTo(ksq, occ) & b.byColor[us ^ 1] & ~(1L << victim);
    return attackers == 0;
  }

  private static int emitPawn(long targets, int delta, long lastRank, int[] out, int n) {
    for (long t = targets & ~lastRank; t != 0; t &= t - 1) {
      int to = Long.numberOfTrailingZeros(t);
      out[n++] = Moves.of(to - delta, to);
    }
    for (long t = targets & lastRank; t != 0; t &= t - 1) {
      int to = Long.numberOfTrailingZeros(t);
      n = promotions(to - delta, to, out, n);
    }
    return n;
  }

  private static int promotions(int from, int to, int[] out, int n) {
    out[n++] = Moves.of(from, to, QUEEN);
    out[n++] = Moves.of(from, to, KNIGHT_ROLE);
    out[n++] = Moves.of(from, to, ROOK);
    out[n++] = Moves.of(from, to, BISHOP);
    return n;
  }

  static long shift(long bb, int delta) {
    return delta > 0 ? bb << delta : bb >>> -delta;
  }

  /** The number of legal moves, as {@link #generate} would list them, computed with popcounts where possible. */
  public static int count(Board b) {
    final int us = b.sideToMove, them = us ^ 1;
    final long ours = b.byColor[us], theirs = b.byColor[them], occ = b.occupied;
    final int ksq = Long.numberOfTrailingZeros(ours & b.byRole[KING_ROLE]);
    final long checkers = b.attackersTo(ksq, occ) & theirs;
    int n = 0;
    long occNoKing = occ ^ (1L << ksq);
    for (long t = KING[ksq] & ~ours; t != 0; t &= t - 1) {
      if (!b.isAttackedBy(Long.numberOfTrailingZeros(t), them, occNoKing)) n++;
    }
    if (Bitboards.several(checkers)) return n;
    final long target = checkers == 0 ? ~ours : Bitboards.between(ksq, Long.numberOfTrailingZeros(checkers)) | checkers;
    final long pinned = pinned(b, us, ksq);
    if (checkers == 0 && (b.castling >>> (2 * us) & 3) != 0) n += castlings(b, us, null, 0);

    for (long p = ours & b.byRole[KNIGHT_ROLE] & ~pinned; p != 0; p &= p - 1) {
      n += Long.bitCount(KNIGHT[Long.numberOfTrailingZeros(p)] & target);
    }
    for (long p = ours & (b.byRole[BISHOP] | b.byRole[QUEEN]); p != 0; p &= p - 1) {
      int from = Long.numberOfTrailingZeros(p);
      long t = Magics.bishopAttacks(from, occ) & target;
      if ((pinned & (1L << from)) != 0) t &= Bitboards.line(ksq, from);
      n += Long.bitCount(t);
    }
    for (long p = ours & (b.byRole[ROOK] | b.byRole[QUEEN]); p != 0; p &= p - 1) {
      int from = Long.numberOfTrailingZeros(p);
      long t = Magics.rookAttacks(from, occ) & target;
      if ((pinned & (1L << from)) != 0) t &= Bitboards.line(ksq, from);
      n += Long.bitCount(t);
    }

    final long pawns = ours & b.byRole[PAWN];
    final long empty = ~occ;
    final int up = us == WHITE ? 8 : -8;
    final long lastRank = us == WHITE ? Bitboards.RANK_8 : Bitboards.RANK_1;
    final long thirdRank = us == WHITE ? Bitboards.RANK_1 << 16 : Bitboards.RANK_1 << 40;
    long free = pawns & ~pinned;
    long single = shift(free, up) & empty;
    long dbl = shift(single & thirdRank, up) & empty & target;
    single &= target;
    long west = shift(free & ~Bitboards.FILE_A, up - 1) & theirs & target;
    long east = shift(free & ~Bitboards.FILE_H, up + 1) & theirs & target;
    n += Long.bitCount(single & ~lastRank) + Long.bitCount(dbl) + Long.bitCount(west & ~lastRank)
        + Long.bitCount(east & ~lastRank);
    n += 4 * (Long.bitCount(single & lastRank) + Long.bitCount(west & lastRank) + Long.bitCount(east & lastRank));
    if ((pawns & pinned) != 0 || b.epSquare >= 0) {
      n += rarePawnMoves(b, us, ksq, target, pinned, SCRATCH.get(), 0);
    }
    return n;
  }

  private static final ThreadLocal<int[]> SCRATCH = ThreadLocal.withInitial(() -> new int[MAX_MOVES]);
}
