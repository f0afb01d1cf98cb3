package org.tabuleiro.engine.chess;

/**
 * Scores in centipawns, from the side to move's point of view, and the packed middlegame/endgame pairs the
 * evaluation adds up. A pair is one int: the endgame half in the high 16 bits, the middlegame half in the low
 * 16 (signed), so that adding pairs adds both halves at once.
 */
final class Score {
  private Score() {}

  static final int INFINITE = 32_000;
  /** Mate at the root; a mate found n plies deep scores {@code MATE - n}. */
  static final int MATE = 31_000;
  /** Scores beyond this are mates (the search never goes 1,000 plies deep). */
  static final int MATE_BOUND = MATE - 1_000;
  static final int DRAW = 0;

  static int pair(int mg, int eg) {
    return (eg << 16) + mg;
  }

  static int mg(int pair) {
    return (short) pair;
  }

  static int eg(int pair) {
    return (pair + 0x8000) >> 16;
  }

  static boolean isMate(int score) {
    return Math.abs(score) >= MATE_BOUND;
  }

  /** UCI text: "cp 35" or "mate 3" (moves, not plies; negative when we are mated). */
  static String uci(int score) {
    if (score >= MATE_BOUND) return "mate " + (MATE - score + 1) / 2;
    if (score <= -MATE_BOUND) return "mate " + -(MATE + score) / 2;
    return "cp " + score;
  }
}
