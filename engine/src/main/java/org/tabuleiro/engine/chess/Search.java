package org.tabuleiro.engine.chess;

import static org.tabuleiro.engine.chess.Score.DRAW;
import static org.tabuleiro.engine.chess.Score.INFINITE;
import static org.tabuleiro.engine.chess.Score.MATE;
import static org.tabuleiro.engine.chess.Score.MATE_BOUND;
import static org.tabuleiro.engine.chess.TranspositionTable.BOUND_EXACT;
import static org.tabuleiro.engine.chess.TranspositionTable.BOUND_LOWER;
import static org.tabuleiro.engine.chess.TranspositionTable.BOUND_UPPER;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.chess.Position;
import org.tabuleiro.rules.chess.internal.Board;
import org.tabuleiro.rules.chess.internal.MoveGen;
import org.tabuleiro.rules.chess.internal.Moves;

/**
 * The chess searcher: iterative deepening, principal variation search with aspiration windows, a
 * transposition table, quiescence search, null-move pruning, late-move reductions, check extensions and
 * futility pruning. One instance per engine; it keeps its table and move-ordering statistics between the
 * searches of a game. Not thread-safe, except {@link #stop()} and {@link #ponderHit()}, which another thread
 * may call while {@link #search} runs.
 *
 * <pre>{@code
 * Search search = new Search(16);
 * SearchResult r = search.search(Position.initial(), List.of(), SearchLimits.depth(8), info -> {});
 * r.bestMove(); // e.g. Optional[e2e4]
 * }</pre>
 */
public final class Search {
  public static final int MAX_PLY = 128;
  public static final int DEFAULT_HASH_MB = 16;
  /** The deepest iteration, whatever the limits (mate distances and ply arrays stay far from MAX_PLY). */
  private static final int MAX_DEPTH = 64;
  // Pruning margins, in centipawns (the evaluation's unit) and plies. Each was set by fixed-node self-play
  // (docs/benchmarks/2026-11-25-engine-strength.md); changing one changes the bench signature.
  /** Reverse futility: at most this depth, a static eval this far above beta per ply returns at once. */
  private static final int REVERSE_FUTILITY_DEPTH = 8, REVERSE_FUTILITY_MARGIN = 80;
  /** Razoring: at most this depth, below alpha by the margin plus this much per depth squared, only captures help. */
  private static final int RAZOR_DEPTH = 2, RAZOR_MARGIN = 300, RAZOR_MARGIN_PER_DEPTH_SQUARED = 250;
  /** Null move: from this depth; its reduction is this plus a third of the depth plus one per step above beta. */
  private static final int NULL_MOVE_DEPTH = 3, NULL_MOVE_REDUCTION = 3, NULL_MOVE_EVAL_STEP = 200;
  /** Late-move pruning of quiet moves: at most this depth. */
  private static final int LATE_MOVE_PRUNING_DEPTH = 7;
  /** Futility of quiet moves: at most this depth, when the eval plus this margin (and this per ply) is below alpha. */
  private static final int FUTILITY_DEPTH = 6, FUTILITY_MARGIN = 110, FUTILITY_MARGIN_PER_DEPTH = 90;
  /** A quiet move losing more than this per depth squared in the exchange, at most this depth, is pruned. */
  private static final int QUIET_SEE_DEPTH = 7, QUIET_SEE_MARGIN_PER_DEPTH_SQUARED = 40;
  /** A capture losing more than this per ply in the exchange, at most this depth, is pruned. */
  private static final int CAPTURE_SEE_DEPTH = 6, CAPTURE_SEE_MARGIN_PER_DEPTH = 90;
  /** Delta pruning in quiescence: a capture that, with this margin, would not reach alpha is skipped. */
  private static final int DELTA_MARGIN = 180;
  /** Late-move reductions by depth and move number: log-log, as in most engines since Senpai. */
  private static final int[][] REDUCTION = new int[64][64];

  static {
    for (int d = 1; d < 64; d++) {
      for (int m = 1; m < 64; m++) REDUCTION[d][m] = (int) (0.8 + Math.log(d) * Math.log(m) / 2.3);
    }
  }

  private final TranspositionTable table;
  private final MoveOrdering ordering = new MoveOrdering();
  private final int[][] moves = new int[MAX_PLY + 1][MoveGen.MAX_MOVES];
  private final int[][] scores = new int[MAX_PLY + 1][MoveGen.MAX_MOVES];
  private final int[][] quiets = new int[MAX_PLY + 1][64];
  private final int[][] pv = new int[MAX_PLY + 2][MAX_PLY + 2];
  private final int[] pvLength = new int[MAX_PLY + 2];
  private final int[] staticEval = new int[MAX_PLY + 2];
  private final int[] played = new int[MAX_PLY + 2]; // the move made at each ply (NULL for a null move)
  private final int[] playedPiece = new int[MAX_PLY + 2]; // the piece that made it
  private final GamePath path = new GamePath();

  private Board board;
  private long nodes;
  private int seldepth;
  private int rootDepth;
  private boolean stopped;
  private volatile boolean stopRequested;
  private volatile boolean pondering;
  private volatile long startNanos;
  private boolean timed;
  private long optimumNanos, maximumNanos, maxNodes;
  private long moveOverheadMillis = 30;

  public Search(int hashMegabytes) {
    table = new TranspositionTable(hashMegabytes);
  }

  public void setHashMegabytes(int megabytes) {
    table.resize(megabytes);
  }

  /** The time a move needs to reach the clock; kept in reserve on every move. */
  public void setMoveOverheadMillis(long millis) {
    moveOverheadMillis = Math.max(0, millis);
  }

  /** A new game: forget everything learned. */
  public void newGame() {
    table.clear();
    ordering.clear();
  }

  /** Asks a running search to stop soon and return its best move so far. */
  public void stop() {
    stopRequested = true;
  }

  /** The opponent played the expected move: the ponder search becomes a timed search from now. */
  public void ponderHit() {
    startNanos = System.nanoTime();
    pondering = false;
  }

  /**
   * Searches {@code root}. {@code history} are the positions of the game before it, oldest first (for
   * repetitions; may be empty). Blocks until a limit is reached or {@link #stop()} is called; reports each
   * finished iteration to {@code listener}.
   */
  public SearchResult search(Position root, List<Position> history, SearchLimits limits, Consumer<SearchInfo> listener) {
    long[] earlier = new long[history.size()];
    for (int i = 0; i < earlier.length; i++) earlier[i] = history.get(i).zobristKey();
    return search(root.toBoard(), earlier, limits, listener);
  }

  /** As {@link #search(Position, List, SearchLimits, Consumer)}, with the earlier positions as Zobrist keys. */
  public SearchResult search(Board root, long[] history, SearchLimits limits, Consumer<SearchInfo> listener) {
    prepare(root, history, limits);
    int maxDepth = limits.depth() > 0 ? Math.min(limits.depth(), MAX_DEPTH) : MAX_DEPTH;

    int[] rootMoves = new int[MoveGen.MAX_MOVES];
    if (MoveGen.generate(board, rootMoves) == 0) {
      int score = board.isCheck() ? -MATE : DRAW;
      return new SearchResult(Optional.empty(), Optional.empty(), new SearchInfo(0, 0, score, 0, 0, 0, List.of()));
    }
    int[] bestPv = {rootMoves[0]};
    int bestScore = 0, previousBest = 0, stableIterations = 0;
    SearchInfo info = null;
    for (rootDepth = 1; rootDepth <= maxDepth; rootDepth++) {
      seldepth = 0;
      int delta = 16, alpha = -INFINITE, beta = INFINITE;
      if (rootDepth >= 5 && !Score.isMate(bestScore)) {
        alpha = Math.max(bestScore - delta, -INFINITE);
        beta = Math.min(bestScore + delta, INFINITE);
      }
      int score;
      while (true) {
        score = search(alpha, beta, rootDepth, 0, false);
        if (stopped) break;
        if (score <= alpha) {
          beta = (alpha + beta) / 2;
          alpha = Math.max(score - delta, -INFINITE);
        } else if (score >= beta) {
          beta = Math.min(score + delta, INFINITE);
        } else {
          break;
        }
        delta += delta;
      }
      if (stopped) {
        // A move the unfinished iteration searched completely and found better is still worth playing.
        if (pvLength[0] > 0 && pv[0][0] != bestPv[0]) bestPv = java.util.Arrays.copyOf(pv[0], pvLength[0]);
        break;
      }
      bestPv = java.util.Arrays.copyOf(pv[0], Math.max(pvLength[0], 1));
      if (pvLength[0] == 0) bestPv[0] = rootMoves[0];
      bestScore = score;
      stableIterations = bestPv[0] == previousBest ? stableIterations + 1 : 0;
      previousBest = bestPv[0];
      info = info(bestScore, bestPv);
      listener.accept(info);
      if (Score.isMate(bestScore) && rootDepth >= 2 * (MATE - Math.abs(bestScore)) + 2 && !limits.infinite()) break;
      if (timed && !pondering) {
        // A stable best move needs less time; a changing one more. The next iteration costs about as much as all
        // before it, so one is started only while well under the optimum.
        double factor = stableIterations >= 4 ? 0.7 : stableIterations >= 2 ? 0.9 : 1.4;
        if (System.nanoTime() - startNanos > optimumNanos * factor * 0.7) break;
      }
    }
    if (info == null || info.nodes() != nodes) info = info(bestScore, bestPv);
    Move best = Move.ofCode(bestPv[0]);
    Optional<Move> ponder = bestPv.length > 1 ? Optional.of(Move.ofCode(bestPv[1])) : Optional.empty();
    return new SearchResult(Optional.of(best), ponder, info);
  }

  private void prepare(Board root, long[] history, SearchLimits limits) {
    startNanos = System.nanoTime();
    board = root.copy();
    stopped = false;
    stopRequested = false;
    pondering = limits.ponder();
    nodes = 0;
    timed = limits.isTimed();
    TimeManager time = TimeManager.of(limits, board.sideToMove(), moveOverheadMillis);
    optimumNanos = time.optimumMillis() * 1_000_000;
    maximumNanos = time.maximumMillis() * 1_000_000;
    maxNodes = limits.nodes() > 0 ? limits.nodes() : Long.MAX_VALUE;
    path.reset(history, board);
    played[0] = Moves.NULL;
    table.newSearch();
    ordering.age();
  }

  /**
   * Every legal move of {@code root} with its score from a full-window search {@code depth} plies deep
   * (the reply included), best first: what the weaker levels choose from. Reads no clock.
   */
  public List<ScoredMove> scoreMoves(Position root, List<Position> history, int depth) {
    long[] earlier = new long[history.size()];
    for (int i = 0; i < earlier.length; i++) earlier[i] = history.get(i).zobristKey();
    prepare(root.toBoard(), earlier, SearchLimits.NONE);
    rootDepth = Math.max(depth, 1);
    int[] rootMoves = new int[MoveGen.MAX_MOVES];
    int n = MoveGen.generate(board, rootMoves);
    List<ScoredMove> scored = new ArrayList<>(n);
    for (int i = 0; i < n; i++) {
      int move = rootMoves[i];
      played[0] = move;
      playedPiece[0] = board.pieceAt(Moves.from(move));
      board.make(move);
      path.moved(0, board, false);
      int score = -search(-INFINITE, INFINITE, depth - 1, 1, false);
      board.unmake(move);
      scored.add(new ScoredMove(Move.ofCode(move), score));
    }
    scored.sort((a, b) -> Integer.compare(b.score(), a.score()));
    return scored;
  }

  /** The quiescence search's score of {@code root} with a full window (for picking quiet training positions). */
  /**
   * Whether a position is quiet enough to train the evaluation on: not in check, {@code score} (the search's, from
   * the side to move) is no mate, and the quiescence search finds nothing better than the static evaluation.
   */
  public boolean isQuiet(Board board, int score) {
    return !board.isCheck() && !Score.isMate(score) && quiescence(board) == Evaluation.evaluate(board);
  }

  int quiescence(Board root) {
    prepare(root, new long[0], SearchLimits.NONE);
    rootDepth = 1;
    return quiesce(-INFINITE, INFINITE, 0);
  }

  private SearchInfo info(int score, int[] line) {
    long millis = (System.nanoTime() - startNanos) / 1_000_000;
    List<Move> moveList = new ArrayList<>(line.length);
    for (int m : line) moveList.add(Move.ofCode(m));
    return new SearchInfo(rootDepth, seldepth, score, nodes, millis, table.hashfull(), moveList);
  }

  /** The nodes searched so far (for a benchmark after the search). */
  public long nodes() {
    return nodes;
  }

  private boolean shouldStop() {
    if (stopped) return true;
    if (rootDepth > 1 && nodes >= maxNodes) return stopped = true;
    if ((nodes & 127) == 0) { // often: a starved process may do only a few thousand nodes a second
      if (stopRequested) return stopped = true;
      if (timed && !pondering && rootDepth > 1 && System.nanoTime() - startNanos > maximumNanos) return stopped = true;
    }
    return false;
  }

  private int search(int alpha, int beta, int depth, int ply, boolean cutNode) {
    if (depth <= 0) return quiesce(alpha, beta, ply);
    pvLength[ply] = 0;
    if (shouldStop()) return 0;
    nodes++;
    final boolean pvNode = beta - alpha > 1, root = ply == 0;
    if (!root) {
      if (path.isDraw(board, ply)) return DRAW;
      if (ply >= MAX_PLY - 1) return board.isCheck() ? DRAW : Evaluation.evaluate(board);
      // Mate distance: a mate found here cannot beat a shorter one already known.
      alpha = Math.max(alpha, -MATE + ply);
      beta = Math.min(beta, MATE - ply - 1);
      if (alpha >= beta) return alpha;
    }
    final long key = board.key();
    final long entry = table.probe(key);
    final int hashMove = entry != 0 ? TranspositionTable.move(entry) : 0;
    if (entry != 0 && !pvNode && TranspositionTable.depth(entry) >= depth) {
      int s = TranspositionTable.score(entry, ply), bound = TranspositionTable.bound(entry);
      if (bound == BOUND_EXACT || (bound == BOUND_LOWER && s >= beta) || (bound == BOUND_UPPER && s <= alpha)) return s;
    }
    final int us = board.sideToMove();
    final boolean inCheck = board.isCheck();
    int eval;
    if (inCheck) {
      eval = staticEval[ply] = -INFINITE;
    } else {
      eval = staticEval[ply] = entry != 0 ? TranspositionTable.eval(entry) : Evaluation.evaluate(board);
      if (entry != 0) { // the table's score is a better guess than the static eval when its bound allows
        int s = TranspositionTable.score(entry, ply), bound = TranspositionTable.bound(entry);
        if (bound == BOUND_EXACT || (bound == BOUND_LOWER && s > eval) || (bound == BOUND_UPPER && s < eval)) eval = s;
      }
    }
    final boolean improving = !inCheck && ply >= 2 && staticEval[ply] > staticEval[ply - 2];
    final boolean hasPieces = EndgameScale.nonPawnMaterial(board, us) > 0;

    if (!pvNode && !inCheck && !root) {
      // Reverse futility: so far above beta that a quiet move will not bring us back down.
      if (depth <= REVERSE_FUTILITY_DEPTH && eval - REVERSE_FUTILITY_MARGIN * (depth - (improving ? 1 : 0)) >= beta && eval < MATE_BOUND) return eval;
      // Razoring: hopelessly below alpha; only captures could help, and quiescence looks at those.
      if (depth <= RAZOR_DEPTH && eval + RAZOR_MARGIN + RAZOR_MARGIN_PER_DEPTH_SQUARED * depth * depth < alpha) {
        int v = quiesce(alpha, alpha + 1, ply);
        if (v <= alpha) return v;
      }
      // Null move: if passing still fails high, a real move will too. Not without pieces (zugzwang).
      if (depth >= NULL_MOVE_DEPTH && eval >= beta && staticEval[ply] >= beta && hasPieces && played[ply - 1] != Moves.NULL
          && beta > -MATE_BOUND) {
        int r = NULL_MOVE_REDUCTION + depth / 3 + Math.min(3, (eval - beta) / NULL_MOVE_EVAL_STEP);
        played[ply] = Moves.NULL;
        playedPiece[ply] = Board.EMPTY;
        board.make(Moves.NULL);
        path.moved(ply, board, true);
        int s = -search(-beta, -beta + 1, depth - 1 - r, ply + 1, !cutNode);
        board.unmake(Moves.NULL);
        if (stopped) return 0;
        if (s >= beta) return s >= MATE_BOUND ? beta : s;
      }
    }
    // Internal iterative reduction: without a hash move this node was never searched well; search it shallower.
    if (hashMove == 0 && depth >= 4 && (pvNode || cutNode)) depth--;

    final int[] list = moves[ply], order = scores[ply];
    final int n = MoveGen.generate(board, list);
    if (n == 0) return inCheck ? -MATE + ply : DRAW;
    final int previous = root ? Moves.NULL : played[ply - 1];
    final int previousPiece = root ? Board.EMPTY : playedPiece[ply - 1];
    final int[] cont1 = root ? null : ordering.continuation(previous, previousPiece);
    final int[] cont2 = ply < 2 ? null : ordering.continuation(played[ply - 2], playedPiece[ply - 2]);
    ordering.score(board, list, order, n, hashMove, ply, previous, previousPiece, cont1, cont2);

    int best = -INFINITE, bestMove = 0, searched = 0, quietCount = 0;
    final int alphaAtStart = alpha;
    for (int i = 0; i < n; i++) {
      int move = MoveOrdering.pick(list, order, i, n);
      boolean quiet = MoveOrdering.isQuiet(board, move);
      if (!root && best > -MATE_BOUND && hasPieces) {
        if (quiet) {
          // Late-move pruning: deep in the list of quiet moves at low depth, the rest will not matter.
          boolean late = !pvNode && !inCheck && depth <= LATE_MOVE_PRUNING_DEPTH && quietCount >= (3 + depth * depth) / (improving ? 1 : 2);
          // Futility: even a good quiet move will not lift a static eval this far below alpha.
          boolean futile = !inCheck && depth <= FUTILITY_DEPTH && eval + FUTILITY_MARGIN + FUTILITY_MARGIN_PER_DEPTH * depth <= alpha && !ordering.isKiller(ply, move);
          boolean losing = !late && !futile && depth <= QUIET_SEE_DEPTH
              && !StaticExchange.atLeast(board, move, -QUIET_SEE_MARGIN_PER_DEPTH_SQUARED * depth * depth);
          // A quiet check is never pruned: the quiet move that mates is one.
          if ((late || futile || losing) && !Checks.givesCheck(board, move)) continue;
        } else if (depth <= CAPTURE_SEE_DEPTH && !StaticExchange.atLeast(board, move, -CAPTURE_SEE_MARGIN_PER_DEPTH * depth)) {
          continue;
        }
      }
      searched++;
      final int quietHistory = quiet ? ordering.quietScore(board, us, move, cont1, cont2) : 0;
      played[ply] = move;
      playedPiece[ply] = board.pieceAt(Moves.from(move));
      board.make(move);
      path.moved(ply, board, false);
      boolean givesCheck = board.isCheck();
      int newDepth = depth - 1 + (givesCheck && ply < 2 * rootDepth ? 1 : 0);
      int score;
      if (searched == 1) {
        score = -search(-beta, -alpha, newDepth, ply + 1, !pvNode && !cutNode);
      } else {
        int r = 0;
        if (depth >= 3 && searched > (pvNode ? 3 : 1) && (quiet || order[i] < 0)) {
          r = REDUCTION[Math.min(depth, 63)][Math.min(searched, 63)];
          if (!pvNode) r++;
          if (cutNode) r++;
          if (!improving) r++;
          if (givesCheck || inCheck) r--;
          if (quiet) r -= quietHistory / 8_000;
          if (ordering.isKiller(ply, move)) r--;
          r = Math.max(0, Math.min(r, newDepth - 1));
        }
        score = -search(-alpha - 1, -alpha, newDepth - r, ply + 1, true);
        if (score > alpha && r > 0) score = -search(-alpha - 1, -alpha, newDepth, ply + 1, !cutNode);
        if (pvNode && score > alpha && score < beta) score = -search(-beta, -alpha, newDepth, ply + 1, false);
      }
      board.unmake(move);
      if (stopped) return 0;
      if (score > best) {
        best = score;
        if (score > alpha) {
          bestMove = move;
          alpha = score;
          updatePv(ply, move);
          if (alpha >= beta) {
            if (quiet) ordering.reward(board, us, ply, depth, move, quiets[ply], quietCount, previous, previousPiece, cont1, cont2);
            break;
          }
        }
      }
      if (quiet && quietCount < 64) quiets[ply][quietCount++] = move;
    }
    int bound = best >= beta ? BOUND_LOWER : alpha > alphaAtStart ? BOUND_EXACT : BOUND_UPPER;
    table.store(key, bestMove, best, inCheck ? 0 : staticEval[ply], depth, bound, ply);
    return best;
  }

  /** Captures and queen promotions until the position is quiet; every evasion when in check. */
  private int quiesce(int alpha, int beta, int ply) {
    pvLength[ply] = 0;
    if (shouldStop()) return 0;
    nodes++;
    if (ply > seldepth) seldepth = ply;
    if (ply > 0 && path.isDraw(board, ply)) return DRAW;
    final boolean inCheck = board.isCheck();
    if (ply >= MAX_PLY - 1) return inCheck ? DRAW : Evaluation.evaluate(board);
    final boolean pvNode = beta - alpha > 1;
    final long key = board.key();
    final long entry = table.probe(key);
    if (entry != 0 && !pvNode) {
      int s = TranspositionTable.score(entry, ply), bound = TranspositionTable.bound(entry);
      if (bound == BOUND_EXACT || (bound == BOUND_LOWER && s >= beta) || (bound == BOUND_UPPER && s <= alpha)) return s;
    }
    int best, standPat;
    if (inCheck) {
      best = standPat = -INFINITE;
    } else {
      standPat = entry != 0 ? TranspositionTable.eval(entry) : Evaluation.evaluate(board);
      if (standPat >= beta) return standPat;
      if (standPat > alpha) alpha = standPat;
      best = standPat;
    }
    final int[] list = moves[ply], order = scores[ply];
    int n;
    if (inCheck) {
      n = MoveGen.generate(board, list);
      if (n == 0) return -MATE + ply;
      ordering.score(board, list, order, n, entry != 0 ? TranspositionTable.move(entry) : 0, ply, Moves.NULL, Board.EMPTY, null, null);
    } else {
      n = Captures.generate(board, list);
      for (int i = 0; i < n; i++) order[i] = MoveOrdering.captureScore(board, list[i]);
    }
    int bestMove = 0;
    final int alphaAtStart = alpha;
    for (int i = 0; i < n; i++) {
      int move = MoveOrdering.pick(list, order, i, n);
      if (!inCheck) {
        if (order[i] < 0) break; // the rest lose material in the exchange (static exchange evaluation)
        // Delta pruning: even winning this piece (and a margin) would not reach alpha.
        if (Moves.promotion(move) == 0 && standPat + StaticExchange.captured(board, move) + DELTA_MARGIN <= alpha) continue;
      }
      board.make(move);
      if (!inCheck && Captures.leavesKingInCheck(board)) { // pseudo-legal: a pinned piece, or the king into check
        board.unmake(move);
        continue;
      }
      path.moved(ply, board, false);
      int score = -quiesce(-beta, -alpha, ply + 1);
      board.unmake(move);
      if (stopped) return 0;
      if (score > best) {
        best = score;
        if (score > alpha) {
          alpha = score;
          bestMove = move;
          updatePv(ply, move);
          if (alpha >= beta) break;
        }
      }
    }
    int bound = best >= beta ? BOUND_LOWER : alpha > alphaAtStart ? BOUND_EXACT : BOUND_UPPER;
    table.store(key, bestMove, best, inCheck ? 0 : standPat, 0, bound, ply);
    return best;
  }

  private void updatePv(int ply, int move) {
    int[] line = pv[ply];
    line[0] = move;
    int childLength = pvLength[ply + 1];
    System.arraycopy(pv[ply + 1], 0, line, 1, childLength);
    pvLength[ply] = childLength + 1;
  }
}
