package org.tabuleiro.engine.chess;

import static org.tabuleiro.rules.chess.internal.Board.BISHOP;
import static org.tabuleiro.rules.chess.internal.Board.KING_ROLE;
import static org.tabuleiro.rules.chess.internal.Board.KNIGHT_ROLE;
import static org.tabuleiro.rules.chess.internal.Board.PAWN;
import static org.tabuleiro.rules.chess.internal.Board.QUEEN;
import static org.tabuleiro.rules.chess.internal.Board.ROOK;

import org.tabuleiro.rules.chess.internal.Bitboards;
import org.tabuleiro.rules.chess.internal.Board;
import org.tabuleiro.rules.chess.internal.Magics;

/**
 * {@link Evaluation} as a linear function of {@link EvalParameters}, for the tuner: how often each weight
 * counts in a position (white's minus black's), the phase, and what is not linear in the weights, taken at the
 * current weights and held fixed: the {@link EndgameScale} factor and the mop-up bonus. Mirrors {@code Evaluation},
 * {@code PawnStructure} and {@code PieceSquareTables} term for
 * term; {@code EvalTraceTest} checks that the two agree.
 */
public final class EvalTrace {
  private static final int[] KING_ATTACK_UNITS = {0, 2, 2, 3, 5, 0};
  private static final int[] PHASE = {0, 1, 1, 2, 4, 0};

  /**
   * A traced position: white's evaluation is {@code (mg * phase + (eg * egFactor + egBonus) * (24 - phase)) / 24
   * + tempo}, where {@code mg = sum coefficient[i] * weightMg[index[i]]} and eg likewise.
   */
  public record Features(int phase, double egFactor, double egBonus, int tempo, int[] index, int[] coefficient) {}

  private final int[] counts = new int[EvalParameters.COUNT];

  public Features trace(Board b) {
    java.util.Arrays.fill(counts, 0);
    int phase = 0;
    for (int color = 0; color < 2; color++) {
      int sign = color == Board.WHITE ? 1 : -1;
      for (long p = b.pieces(color); p != 0; p &= p - 1) {
        int sq = Long.numberOfTrailingZeros(p);
        int role = b.pieceAt(sq) % 6;
        counts[EvalParameters.PIECE_SQUARE + 64 * role + (color == Board.WHITE ? sq : sq ^ 56)] += sign;
        phase += PHASE[role];
      }
      pieces(b, color, sign);
      pawns(b, color, sign);
    }
    phase = Math.min(phase, 24);
    // The endgame scale at the current weights: a factor on eg, or (mop-up) a bonus added to it.
    int eg = 0;
    double[][] w = CURRENT;
    for (int i = 0; i < counts.length; i++) if (counts[i] != 0) eg += (int) w[1][i] * counts[i];
    double factor = 1, bonus = 0;
    if (eg != 0) {
      int probe = Integer.signum(eg) * 8000;
      int scaled = EndgameScale.scale(b, probe);
      if (Math.abs(scaled) > Math.abs(probe)) bonus = EndgameScale.scale(b, eg) - eg;
      else factor = scaled / (double) probe;
    }
    int n = 0;
    for (int c : counts) if (c != 0) n++;
    int[] index = new int[n], coefficient = new int[n];
    n = 0;
    for (int i = 0; i < counts.length; i++) {
      if (counts[i] != 0) {
        index[n] = i;
        coefficient[n++] = counts[i];
      }
    }
    int tempo = b.sideToMove() == Board.WHITE ? Evaluation.TEMPO : -Evaluation.TEMPO;
    return new Features(phase, factor, bonus, tempo, index, coefficient);
  }

  private static final double[][] CURRENT = EvalParameters.current();

  private void pieces(Board b, int us, int sign) {
    int them = us ^ 1;
    long occ = b.occupied();
    long ourPawns = b.pieces(us, PAWN), theirPawns = b.pieces(them, PAWN);
    long theirPawnAttacks = Evaluation.pawnAttacks(theirPawns, them);
    long area = ~(ourPawns | b.pieces(us, KING_ROLE) | theirPawnAttacks);
    int theirKing = b.kingSquare(them);
    long zone = Bitboards.KING[theirKing] | (1L << theirKing);
    zone |= them == Board.WHITE ? zone << 8 : zone >>> 8;
    int attackers = 0, units = 0;
    long minorAttacks = 0, rookAttacks = 0;
    long ourPawnAttacks = Evaluation.pawnAttacks(ourPawns, us);
    long safe = ~b.pieces(us) & ~theirPawnAttacks;
    long bishopChecks = Magics.bishopAttacks(theirKing, occ) & safe, rookChecks = Magics.rookAttacks(theirKing, occ) & safe;
    long knightChecks = Bitboards.KNIGHT[theirKing] & safe;
    for (int role = KNIGHT_ROLE; role <= QUEEN; role++) {
      for (long p = b.pieces(us, role); p != 0; p &= p - 1) {
        int sq = Long.numberOfTrailingZeros(p);
        long attacks = switch (role) {
          case KNIGHT_ROLE -> Bitboards.KNIGHT[sq];
          case BISHOP -> Magics.bishopAttacks(sq, occ);
          case ROOK -> Magics.rookAttacks(sq, occ);
          default -> Magics.queenAttacks(sq, occ);
        };
        if (role == KNIGHT_ROLE || role == BISHOP) minorAttacks |= attacks;
        else if (role == ROOK) rookAttacks |= attacks;
        counts[EvalParameters.MOBILITY[role] + Long.bitCount(attacks & area)] += sign;
        long hits = attacks & zone;
        if (hits != 0) {
          attackers++;
          units += KING_ATTACK_UNITS[role] * Long.bitCount(hits);
        }
        if (role == ROOK) {
          long file = Bitboards.FILE_A << (sq & 7);
          if ((file & ourPawns) == 0) counts[(file & theirPawns) == 0 ? EvalParameters.ROOK_OPEN_FILE : EvalParameters.ROOK_HALF_OPEN_FILE] += sign;
        }
        long checks = role == KNIGHT_ROLE ? knightChecks : role == BISHOP ? bishopChecks : role == ROOK ? rookChecks : bishopChecks | rookChecks;
        if ((attacks & checks) != 0) counts[EvalParameters.SAFE_CHECK + role] += sign;
        if (role <= BISHOP && Evaluation.isOutpost(us, sq, ourPawnAttacks, theirPawns)) {
          counts[role == KNIGHT_ROLE ? EvalParameters.KNIGHT_OUTPOST : EvalParameters.BISHOP_OUTPOST] += sign;
        }
      }
    }
    if (attackers >= 2) {
      int table = b.pieces(us, QUEEN) != 0 ? EvalParameters.KING_DANGER : EvalParameters.KING_DANGER_NO_QUEEN;
      counts[table + Math.min(units, EvalWeights.KING_DANGER.length - 1)] += sign;
    }
    if (Long.bitCount(b.pieces(us, BISHOP)) >= 2) counts[EvalParameters.BISHOP_PAIR] += sign;
    long theirPieces = b.pieces(them) & ~theirPawns & ~b.pieces(them, KING_ROLE);
    counts[EvalParameters.PAWN_THREAT] += sign * Long.bitCount(Evaluation.pawnAttacks(ourPawns, us) & theirPieces);
    long theirMajors = b.pieces(them, ROOK) | b.pieces(them, QUEEN);
    counts[EvalParameters.MINOR_THREAT] += sign * (Long.bitCount(minorAttacks & theirMajors) + Long.bitCount(rookAttacks & b.pieces(them, QUEEN)));
    shield(b, us, sign);
  }

  private void shield(Board b, int us, int sign) {
    int king = b.kingSquare(us);
    int file = Math.max(1, Math.min(6, king & 7)), rank = king >>> 3;
    if (us == Board.WHITE ? rank > 1 : rank < 6) {
      counts[EvalParameters.KING_UP_THE_BOARD] += sign;
      return;
    }
    long ourPawns = b.pieces(us, PAWN), allPawns = b.role(PAWN);
    int up = us == Board.WHITE ? 1 : -1;
    for (int f = file - 1; f <= file + 1; f++) {
      long fileBits = Bitboards.FILE_A << f;
      long close = rankBit(rank + up) & fileBits, far = rankBit(rank + 2 * up) & fileBits;
      if ((ourPawns & close) != 0) counts[EvalParameters.SHIELD_CLOSE] += sign;
      else if ((ourPawns & far) != 0) counts[EvalParameters.SHIELD_FAR] += sign;
      else counts[EvalParameters.SHIELD_MISSING] += sign;
      if ((allPawns & fileBits) == 0) counts[EvalParameters.SHIELD_OPEN_FILE] += sign;
    }
  }

  private static long rankBit(int rank) {
    return rank < 0 || rank > 7 ? 0 : Bitboards.RANK_1 << (8 * rank);
  }

  private void pawns(Board b, int us, int sign) {
    int them = us ^ 1;
    long ours = b.pieces(us, PAWN), theirs = b.pieces(them, PAWN);
    long theirAttacks = Evaluation.pawnAttacks(theirs, them), ourAttacks = Evaluation.pawnAttacks(ours, us);
    int ourKing = b.kingSquare(us), theirKing = b.kingSquare(them);
    for (long p = ours; p != 0; p &= p - 1) {
      int sq = Long.numberOfTrailingZeros(p);
      int file = sq & 7, rank = sq >>> 3;
      int relative = us == Board.WHITE ? rank : 7 - rank;
      long fileBits = Bitboards.FILE_A << file;
      long adjacent = PawnStructure.adjacentFiles(file);
      long ahead = PawnStructure.forward(us, sq);
      if ((ourAttacks & (1L << sq)) != 0) counts[EvalParameters.PAWN_SUPPORTED + relative] += sign;
      if ((ours & adjacent & (Bitboards.RANK_1 << (8 * rank))) != 0) counts[EvalParameters.PAWN_PHALANX + relative] += sign;
      if ((ours & adjacent) == 0) counts[EvalParameters.ISOLATED] += sign;
      if ((ours & fileBits & ahead) != 0) counts[EvalParameters.DOUBLED] += sign;
      if ((theirs & (fileBits | adjacent) & ahead) == 0) {
        counts[EvalParameters.PASSED + relative] += sign;
        int stop = us == Board.WHITE ? sq + 8 : sq - 8;
        if (stop >= 0 && stop < 64) {
          if (b.pieceAt(stop) == Board.EMPTY) counts[EvalParameters.PASSED_FREE_PATH] += sign * relative;
          int weight = Math.max(relative - 2, 0);
          counts[EvalParameters.PASSED_THEIR_KING] += sign * weight * PawnStructure.distance(theirKing, stop);
          counts[EvalParameters.PASSED_OUR_KING] += sign * weight * PawnStructure.distance(ourKing, stop);
        }
      } else if ((ours & adjacent) != 0) {
        int stop = us == Board.WHITE ? sq + 8 : sq - 8;
        boolean supported = (ours & adjacent & ~PawnStructure.forward(us, sq)) != 0;
        if (!supported && (theirAttacks & (1L << stop)) != 0) counts[EvalParameters.BACKWARD] += sign;
      }
    }
  }
}
