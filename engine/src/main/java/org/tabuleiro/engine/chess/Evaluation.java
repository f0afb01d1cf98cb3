package org.tabuleiro.engine.chess;

import static org.tabuleiro.engine.chess.Score.eg;
import static org.tabuleiro.engine.chess.Score.mg;
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
 * The static evaluation, in centipawns for the side to move. Every term is a (middlegame, endgame) pair;
 * the two totals are blended by the phase (how much non-pawn material is left: knights and bishops 1,
 * rooks 2, queens 4, 24 at the start), so a king walks to the centre only once the queens are gone.
 *
 * <p>Terms: material and placement ({@link PieceSquareTables}), mobility, king safety (attacks on the
 * squares around the king, the pawn shield), pawn structure ({@link PawnStructure}), the bishop pair, rooks
 * on open files, pieces attacked by cheaper ones, and {@link EndgameScale}: without pawns a small material edge does not win.
 */
final class Evaluation {
  private Evaluation() {}

  static final int TEMPO = 12;
  private static final int FULL_PHASE = 24;
  private static final int[] PHASE = {0, 1, 1, 2, 4, 0};

  // Attack units per square of the king zone hit, by role of the attacker.
  private static final int[] KING_ATTACK_UNITS = {0, 2, 2, 3, 5, 0};
  // Mobility: a value for each number of squares a piece reaches, by role (the first few squares matter most).
  private static final int[][] MOBILITY = {null, EvalWeights.MOBILITY_KNIGHT, EvalWeights.MOBILITY_BISHOP,
      EvalWeights.MOBILITY_ROOK, EvalWeights.MOBILITY_QUEEN, null};

  static int evaluate(Board b) {
    int total = 0;
    int phase = 0;
    for (int color = 0; color < 2; color++) {
      int sign = color == Board.WHITE ? 1 : -1;
      for (long p = b.pieces(color); p != 0; p &= p - 1) {
        int sq = Long.numberOfTrailingZeros(p);
        int piece = b.pieceAt(sq);
        total += PieceSquareTables.TABLE[piece][sq];
        phase += PHASE[piece % 6];
      }
      total += sign * pieces(b, color);
    }
    total += PawnStructure.evaluate(b);
    phase = Math.min(phase, FULL_PHASE);
    int mg = mg(total), eg = eg(total);
    eg = EndgameScale.scale(b, eg);
    int white = (mg * phase + eg * (FULL_PHASE - phase)) / FULL_PHASE;
    int score = b.sideToMove() == Board.WHITE ? white : -white;
    return score + TEMPO;
  }

  /** Mobility, king attacks, bishop pair, rook files and the king's pawn shield for one colour. */
  private static int pieces(Board b, int us) {
    int them = us ^ 1;
    long occ = b.occupied();
    long ourPawns = b.pieces(us, PAWN), theirPawns = b.pieces(them, PAWN);
    long theirPawnAttacks = pawnAttacks(theirPawns, them);
    // Squares worth counting for mobility: not held by our pawns or king, not covered by their pawns.
    long area = ~(ourPawns | b.pieces(us, KING_ROLE) | theirPawnAttacks);
    int theirKing = b.kingSquare(them);
    long zone = Bitboards.KING[theirKing] | (1L << theirKing);
    zone |= them == Board.WHITE ? zone << 8 : zone >>> 8; // and one rank further in front of it
    int score = 0, attackers = 0, units = 0;
    long minorAttacks = 0, rookAttacks = 0;
    long ourPawnAttacks = pawnAttacks(ourPawns, us);
    // The squares from which a piece would check their king, and those of them we could stand on safely.
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
        score += MOBILITY[role][Long.bitCount(attacks & area)];
        long hits = attacks & zone;
        if (hits != 0) {
          attackers++;
          units += KING_ATTACK_UNITS[role] * Long.bitCount(hits);
        }
        if (role == ROOK) {
          long file = Bitboards.FILE_A << (sq & 7);
          if ((file & ourPawns) == 0) score += (file & theirPawns) == 0 ? EvalWeights.ROOK_OPEN_FILE : EvalWeights.ROOK_HALF_OPEN_FILE;
        }
        long checks = switch (role) {
          case KNIGHT_ROLE -> knightChecks;
          case BISHOP -> bishopChecks;
          case ROOK -> rookChecks;
          default -> bishopChecks | rookChecks;
        };
        if ((attacks & checks) != 0) score += EvalWeights.SAFE_CHECK[role];
        if (role <= BISHOP && isOutpost(us, sq, ourPawnAttacks, theirPawns)) {
          score += role == KNIGHT_ROLE ? EvalWeights.KNIGHT_OUTPOST : EvalWeights.BISHOP_OUTPOST;
        }
      }
    }
    if (attackers >= 2) {
      // Danger grows faster than the number of attacks: two pieces hitting the king zone are a plan, one is not.
      int[] danger = b.pieces(us, QUEEN) != 0 ? EvalWeights.KING_DANGER : EvalWeights.KING_DANGER_NO_QUEEN;
      score += danger[Math.min(units, danger.length - 1)];
    }
    if (Long.bitCount(b.pieces(us, BISHOP)) >= 2) score += EvalWeights.BISHOP_PAIR;
    // A piece attacked by a pawn must move: a threat quiescence does not see when it is not our move.
    long theirPieces = b.pieces(them) & ~theirPawns & ~b.pieces(them, KING_ROLE);
    score += Long.bitCount(ourPawnAttacks & theirPieces) * EvalWeights.PAWN_THREAT;
    // Likewise a rook or queen hit by a minor piece, and a queen hit by a rook.
    long theirMajors = b.pieces(them, ROOK) | b.pieces(them, QUEEN);
    score += (Long.bitCount(minorAttacks & theirMajors) + Long.bitCount(rookAttacks & b.pieces(them, QUEEN))) * EvalWeights.MINOR_THREAT;
    score += shield(b, us);
    return score;
  }

  /** A square on our fourth to sixth rank, covered by our pawn, that no pawn of theirs can ever attack. */
  static boolean isOutpost(int us, int sq, long ourPawnAttacks, long theirPawns) {
    int relative = us == Board.WHITE ? sq >>> 3 : 7 - (sq >>> 3);
    if (relative < 3 || relative > 5 || (ourPawnAttacks & (1L << sq)) == 0) return false;
    return (theirPawns & PawnStructure.adjacentFiles(sq & 7) & PawnStructure.forward(us, sq)) == 0;
  }

  /** The pawns in front of our king, on its file and the two beside it (a pair). */
  private static int shield(Board b, int us) {
    int king = b.kingSquare(us);
    int file = Math.max(1, Math.min(6, king & 7)), rank = king >>> 3;
    if (us == Board.WHITE ? rank > 1 : rank < 6) return EvalWeights.KING_UP_THE_BOARD; // a king walking up the board has no shield
    long ourPawns = b.pieces(us, PAWN), allPawns = b.role(PAWN);
    int up = us == Board.WHITE ? 1 : -1;
    int score = 0;
    for (int f = file - 1; f <= file + 1; f++) {
      long fileBits = Bitboards.FILE_A << f;
      long close = rankBit(rank + up) & fileBits, far = rankBit(rank + 2 * up) & fileBits;
      if ((ourPawns & close) != 0) score += EvalWeights.SHIELD_CLOSE;
      else if ((ourPawns & far) != 0) score += EvalWeights.SHIELD_FAR;
      else score += EvalWeights.SHIELD_MISSING;
      if ((allPawns & fileBits) == 0) score += EvalWeights.SHIELD_OPEN_FILE;
    }
    return score;
  }

  private static long rankBit(int rank) {
    return rank < 0 || rank > 7 ? 0 : Bitboards.RANK_1 << (8 * rank);
  }

  static long pawnAttacks(long pawns, int color) {
    long west = pawns & ~Bitboards.FILE_A, east = pawns & ~Bitboards.FILE_H;
    return color == Board.WHITE ? (west << 7) | (east << 9) : (west >>> 9) | (east >>> 7);
  }
}
