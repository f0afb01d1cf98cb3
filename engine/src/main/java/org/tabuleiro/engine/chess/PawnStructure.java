package org.tabuleiro.engine.chess;

import static org.tabuleiro.rules.chess.internal.Board.PAWN;

import org.tabuleiro.rules.chess.internal.Bitboards;
import org.tabuleiro.rules.chess.internal.Board;

/**
 * Pawn structure, as a white-minus-black pair: passed pawns (by rank, more when the path is free and, in the
 * endgame, when our king is nearer the pawn's path than theirs), pawns covered by a pawn or beside one, isolated,
 * doubled and backward pawns.
 */
final class PawnStructure {
  private PawnStructure() {}

  private static final int[] PASSED = EvalWeights.PASSED;

  static int evaluate(Board b) {
    return side(b, Board.WHITE) - side(b, Board.BLACK);
  }

  private static int side(Board b, int us) {
    int them = us ^ 1;
    long ours = b.pieces(us, PAWN), theirs = b.pieces(them, PAWN);
    long theirAttacks = Evaluation.pawnAttacks(theirs, them), ourAttacks = Evaluation.pawnAttacks(ours, us);
    int ourKing = b.kingSquare(us), theirKing = b.kingSquare(them);
    int score = 0;
    for (long p = ours; p != 0; p &= p - 1) {
      int sq = Long.numberOfTrailingZeros(p);
      int file = sq & 7, rank = sq >>> 3;
      int relative = us == Board.WHITE ? rank : 7 - rank;
      long fileBits = Bitboards.FILE_A << file;
      long adjacent = adjacentFiles(file);
      long ahead = forward(us, sq);
      if ((ourAttacks & (1L << sq)) != 0) score += EvalWeights.PAWN_SUPPORTED[relative];
      if ((ours & adjacent & (Bitboards.RANK_1 << (8 * rank))) != 0) score += EvalWeights.PAWN_PHALANX[relative];
      if ((ours & adjacent) == 0) score += EvalWeights.ISOLATED;
      if ((ours & fileBits & ahead) != 0) score += EvalWeights.DOUBLED; // counted once per pawn with a friend in front
      if ((theirs & (fileBits | adjacent) & ahead) == 0) {
        score += passed(b, us, sq, relative, ourKing, theirKing);
      } else if ((ours & adjacent) != 0) {
        // Backward: no friend beside or behind on the next files, and the square in front is hit by a pawn.
        int stop = us == Board.WHITE ? sq + 8 : sq - 8;
        boolean supported = (ours & adjacent & ~forward(us, sq)) != 0;
        if (!supported && (theirAttacks & (1L << stop)) != 0) score += EvalWeights.BACKWARD;
      }
    }
    return score;
  }

  private static int passed(Board b, int us, int sq, int relative, int ourKing, int theirKing) {
    int score = PASSED[relative];
    int stop = us == Board.WHITE ? sq + 8 : sq - 8;
    if (stop >= 0 && stop < 64) {
      if (b.pieceAt(stop) == Board.EMPTY) score += EvalWeights.PASSED_FREE_PATH * relative;
      // The king race: their king in front of the pawn stops it, ours beside it escorts it.
      int weight = Math.max(relative - 2, 0);
      score += weight * (EvalWeights.PASSED_THEIR_KING * distance(theirKing, stop) + EvalWeights.PASSED_OUR_KING * distance(ourKing, stop));
    }
    return score;
  }

  static int distance(int a, int b) {
    return Math.max(Math.abs((a & 7) - (b & 7)), Math.abs((a >>> 3) - (b >>> 3)));
  }

  static long adjacentFiles(int file) {
    long bits = 0;
    if (file > 0) bits |= Bitboards.FILE_A << (file - 1);
    if (file < 7) bits |= Bitboards.FILE_A << (file + 1);
    return bits;
  }

  /** The squares strictly in front of a square, on every file, from {@code us}'s side. */
  static long forward(int us, int sq) {
    int rank = sq >>> 3;
    if (us == Board.WHITE) return rank == 7 ? 0 : -1L << (8 * (rank + 1));
    return rank == 0 ? 0 : -1L >>> (8 * (8 - rank));
  }
}
