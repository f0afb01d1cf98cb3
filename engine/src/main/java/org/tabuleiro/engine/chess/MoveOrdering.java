package org.tabuleiro.engine.chess;

import org.tabuleiro.rules.chess.internal.Board;
import org.tabuleiro.rules.chess.internal.Moves;

/**
 * The order in which the search tries moves: alpha-beta cuts off sooner when the best move comes first.
 * First the transposition table's move, then captures that do not lose material (most valuable victim,
 * least valuable attacker), queen promotions, the two killer moves of this ply (quiet moves that refuted a
 * sibling), the counter-move to the opponent's last move, the other quiet moves by their history score,
 * and last the captures that lose material.
 */
final class MoveOrdering {
  private static final int HASH = 1 << 30;
  private static final int GOOD_CAPTURE = 1 << 28;
  private static final int KILLER = 1 << 27;
  private static final int COUNTER = (1 << 27) - 2;
  private static final int BAD_CAPTURE = -(1 << 28);
  /** History scores stay within ±HISTORY_MAX ("gravity": each update pulls towards the bound less). */
  static final int HISTORY_MAX = 16_384;

  private final int[][] killers = new int[Search.MAX_PLY + 2][2];
  /** history[colour][from * 64 + to]. */
  private final int[][] history = new int[2][64 * 64];
  /** counter[piece * 64 + to] of the previous move: the quiet reply that refuted it last time. */
  private final int[] counter = new int[12 * 64];
  /**
   * Continuation history: cont[(piece * 64 + to) of an earlier move][(piece * 64 + to) of the quiet move], how well
   * the move did after the opponent's last move (one ply back) and after our own previous move (two plies back).
   */
  private final int[][] cont = new int[12 * 64][12 * 64];

  void clear() {
    for (int[] k : killers) java.util.Arrays.fill(k, 0);
    for (int[] h : history) java.util.Arrays.fill(h, 0);
    java.util.Arrays.fill(counter, 0);
    for (int[] c : cont) java.util.Arrays.fill(c, 0);
  }

  /** Between searches of one game: keep what was learned but let old knowledge fade. */
  void age() {
    for (int[] k : killers) java.util.Arrays.fill(k, 0);
    for (int[] h : history) for (int i = 0; i < h.length; i++) h[i] /= 2;
    for (int[] c : cont) for (int i = 0; i < c.length; i++) c[i] /= 2;
  }

  static boolean isQuiet(Board b, int move) {
    int kind = Moves.kind(move);
    if (kind == Moves.EN_PASSANT || (kind >= 1 && kind <= 4)) return false;
    return kind == Moves.CASTLING || b.pieceAt(Moves.to(move)) == Board.EMPTY;
  }

  /** The continuation-history row of an earlier move, or null for none (the root, a null move). */
  int[] continuation(int move, int piece) {
    return move == Moves.NULL || piece == Board.EMPTY ? null : cont[piece * 64 + Moves.to(move)];
  }

  /**
   * Scores every move in {@code moves[0..n)} into {@code scores}; {@code previous} is the move that led here,
   * {@code cont1} and {@code cont2} the continuation rows of the moves one and two plies back (null if none).
   */
  void score(Board b, int[] moves, int[] scores, int n, int hashMove, int ply, int previous, int previousPiece,
      int[] cont1, int[] cont2) {
    int us = b.sideToMove();
    int counterMove = previous == Moves.NULL || previousPiece == Board.EMPTY ? 0 : counter[previousPiece * 64 + Moves.to(previous)];
    for (int i = 0; i < n; i++) {
      int m = moves[i];
      int s;
      if (m == hashMove) s = HASH;
      else if (!isQuiet(b, m)) s = captureScore(b, m);
      else if (m == killers[ply][0]) s = KILLER;
      else if (m == killers[ply][1]) s = KILLER - 1;
      else if (m == counterMove) s = COUNTER;
      else s = quietScore(b, us, m, cont1, cont2);
      scores[i] = s;
    }
  }

  /** Captures and promotions only (quiescence), by victim and attacker; losing ones come last. */
  static int captureScore(Board b, int move) {
    int promotion = Moves.promotion(move);
    int victim = StaticExchange.captured(b, move);
    int attacker = b.pieceAt(Moves.from(move)) % 6;
    int mvvLva = victim * 8 - attacker + (promotion == Board.QUEEN ? 900 * 8 : promotion != 0 ? -1000 : 0);
    return StaticExchange.atLeast(b, move, 0) ? GOOD_CAPTURE + mvvLva : BAD_CAPTURE + mvvLva;
  }

  /** Moves the best remaining move to index {@code from} and returns it (a selection sort, done lazily). */
  static int pick(int[] moves, int[] scores, int from, int n) {
    int best = from;
    for (int i = from + 1; i < n; i++) if (scores[i] > scores[best]) best = i;
    int m = moves[best], s = scores[best];
    moves[best] = moves[from];
    scores[best] = scores[from];
    moves[from] = m;
    scores[from] = s;
    return m;
  }

  int history(int color, int move) {
    return history[color][move & 0xFFF];
  }

  /** A quiet move's history: by colour, from and to, plus its continuation after the last two moves. */
  int quietScore(Board b, int color, int move, int[] cont1, int[] cont2) {
    int s = history[color][move & 0xFFF];
    int pt = b.pieceAt(Moves.from(move)) * 64 + Moves.to(move);
    if (cont1 != null) s += cont1[pt];
    if (cont2 != null) s += cont2[pt];
    return s;
  }

  boolean isKiller(int ply, int move) {
    return killers[ply][0] == move || killers[ply][1] == move;
  }

  /** A quiet move caused a beta cut-off: reward it, and punish the quiet moves tried before it. */
  void reward(Board b, int color, int ply, int depth, int move, int[] triedQuiets, int tried, int previous,
      int previousPiece, int[] cont1, int[] cont2) {
    if (killers[ply][0] != move) {
      killers[ply][1] = killers[ply][0];
      killers[ply][0] = move;
    }
    int bonus = Math.min(depth * depth * 8, 1_600);
    update(color, move, bonus);
    updateContinuation(b, move, bonus, cont1, cont2);
    for (int i = 0; i < tried; i++) {
      if (triedQuiets[i] == move) continue;
      update(color, triedQuiets[i], -bonus);
      updateContinuation(b, triedQuiets[i], -bonus, cont1, cont2);
    }
    if (previous != Moves.NULL && previousPiece != Board.EMPTY) counter[previousPiece * 64 + Moves.to(previous)] = move;
  }

  private static void updateContinuation(Board b, int move, int bonus, int[] cont1, int[] cont2) {
    int pt = b.pieceAt(Moves.from(move)) * 64 + Moves.to(move);
    if (cont1 != null) cont1[pt] += bonus - cont1[pt] * Math.abs(bonus) / HISTORY_MAX;
    if (cont2 != null) cont2[pt] += bonus - cont2[pt] * Math.abs(bonus) / HISTORY_MAX;
  }

  private void update(int color, int move, int bonus) {
    int[] h = history[color];
    int i = move & 0xFFF;
    h[i] += bonus - h[i] * Math.abs(bonus) / HISTORY_MAX;
  }
}
