package org.tabuleiro.engine.draughts;

import java.util.List;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.Variant;
import org.tabuleiro.rules.draughts.internal.Board;
import org.tabuleiro.rules.draughts.internal.MoveGen;
import org.tabuleiro.rules.draughts.internal.MoveList;

/**
 * The draughts searcher: iterative deepening over a principal-variation alpha-beta search on the mutable
 * {@link Board}, with a transposition table, move ordering (hash move, killers, history; captures need no
 * ordering against quiet moves, since a capture is compulsory), late-move reductions for quiet moves, a
 * free ply for forced moves, and a quiescence search that resolves pending captures: a position is not quiet
 * while the side to move must capture, nor (once per line) while the opponent threatens to capture.
 *
 * <p>Draws inside the search: a position repeated since the last man move or capture (the game history
 * included), and the variant's king-move rule (FMJD: 25 moves each with only kings moving and no capture).
 *
 * <p>Not thread-safe, except {@link #stop} and {@link #ponderHit}, which another thread may call while a
 * search runs. One instance per player: it owns its table.
 */
final class DraughtsSearch {
  static final int INF = 32_000, WIN = 30_000, MAX_PLY = 120;
  /** The most lines a multi-PV search gives. */
  static final int MAX_LINES = 5;
  /** Quiet plies allowed inside quiescence to answer a capture threat. */
  private static final int THREAT_PLIES = 1;

  private final Variant variant;
  private final MoveGen gen;
  private final DraughtsEval eval;
  private final DraughtsTable table;
  private final DraughtsMoveOrder order = new DraughtsMoveOrder(MAX_PLY + 1);
  private final MoveList[] lists = new MoveList[MAX_PLY + 1];
  private final Board probe;
  /** Plies with only king moves and no capture that draw the game (2 x moves each). */
  private final int kingOnlyLimit;

  private Board board;
  private long[] keys = new long[256];
  /** Per stack entry: plies since the last man move or capture (how far back a repetition can be). */
  private int[] run = new int[256];
  private int rootIndex;
  private long nodes, nodeLimit;
  private long startNanos;
  private volatile long hardDeadlineNanos, softDeadlineNanos; // 0: none
  private volatile boolean stopRequested;
  private boolean stopped;

  DraughtsSearch(Variant variant, DraughtsTable table) {
    this.variant = variant;
    var geometry = DraughtsPosition.initial(variant).toBoard().geometry;
    this.gen = new MoveGen(geometry, variant.menMayNotStartCaptureBackwards());
    this.eval = new DraughtsEval(geometry, variant.menRows());
    this.table = table;
    this.probe = new Board(geometry);
    this.kingOnlyLimit = 2 * variant.drawRules().kingMovesEach();
    for (int i = 0; i < lists.length; i++) lists[i] = new MoveList();
  }

  Variant variant() {
    return variant;
  }

  DraughtsTable table() {
    return table;
  }

  /** Asks the running search to stop as soon as it can; it still returns its best move. */
  void stop() {
    stopRequested = true;
  }

  /** Starts the clock of a ponder search (until now unbounded) with these limits. */
  void ponderHit(DraughtsLimit limit) {
    DraughtsTimeManager time = DraughtsTimeManager.of(limit);
    long now = System.nanoTime();
    softDeadlineNanos = time.softMillis() > 0 ? now + time.softMillis() * 1_000_000 : 0;
    hardDeadlineNanos = time.hardMillis() > 0 ? now + time.hardMillis() * 1_000_000 : 0;
  }

  /** The static evaluation of a position, for the side to move (tests, the analysis board). */
  int evaluate(DraughtsPosition position) {
    return eval.evaluate(position.toBoard());
  }

  /**
   * Searches {@code position}, reached after {@code history} (earlier positions, oldest first), within
   * {@code limit}, reporting each finished iteration to {@code listener}.
   *
   * @throws IllegalArgumentException when the side to move has no legal move (the game is over)
   */
  DraughtsSearchResult search(DraughtsPosition position, List<DraughtsPosition> history, DraughtsLimit limit,
      Consumer<DraughtsSearchInfo> listener) {
    return ready(position, history, limit, listener).get();
  }

  /**
   * Readies a search on the calling thread (its clock starts, any earlier stop request is forgotten) and
   * returns it, to be run on this thread or another; a {@link #stop} or {@link #ponderHit} from now on
   * applies to it.
   *
   * @throws IllegalArgumentException when the side to move has no legal move (the game is over)
   */
  Supplier<DraughtsSearchResult> ready(DraughtsPosition position, List<DraughtsPosition> history, DraughtsLimit limit,
      Consumer<DraughtsSearchInfo> listener) {
    return ready(position, history, limit, 1, listener);
  }

  /** As {@link #ready(DraughtsPosition, List, DraughtsLimit, Consumer)}, with the best {@code lines} moves' lines (1-5, multi-PV). */
  Supplier<DraughtsSearchResult> ready(DraughtsPosition position, List<DraughtsPosition> history, DraughtsLimit limit,
      int lines, Consumer<DraughtsSearchInfo> listener) {
    if (lines < 1 || lines > MAX_LINES) throw new IllegalArgumentException("lines must be 1-" + MAX_LINES + ", not " + lines);
    DraughtsRoot root = prepare(position, history, limit);
    return () -> iterate(root, position, limit, lines, listener);
  }

  private DraughtsSearchResult iterate(DraughtsRoot root, DraughtsPosition position, DraughtsLimit limit, int lines,
      Consumer<DraughtsSearchInfo> listener) {
    DraughtsSearchInfo info = null;
    int[] best = {0};
    for (int depth = 1; depth <= limit.maxDepth(); depth++) {
      int score;
      if (lines > 1 && root.size() > 1) {
        // Multi-PV: a separate loop, so that the single line's search (the players, Hub, the bench's node counts)
        // is the same as before it existed.
        if (!root.iterateLines(this, depth, lines)) break; // stopped: the last finished iteration stands
        score = root.score(0);
        info = new DraughtsSearchInfo(depth, score, nodes, elapsedMillis(), DraughtsPv.of(this, position, root, depth),
            linesOf(root, position, Math.min(lines, root.size()), depth));
      } else {
        score = root.iterate(this, depth, best);
        if (stopped && best[0] < 0) break; // nothing of this iteration is usable
        root.promote(best[0]);
        info = new DraughtsSearchInfo(depth, stopped ? root.score(0) : score, nodes, elapsedMillis(), DraughtsPv.of(this, position, root, depth));
      }
      if (listener != null && !stopped) listener.accept(info);
      if (stopped || root.size() == 1 && (limit.timeLeftMillis() > 0 || limit.moveTimeMillis() > 0)) break; // a forced move costs no clock
      if (Math.abs(score) >= DraughtsSearchInfo.WIN_THRESHOLD && WIN - Math.abs(score) < depth) break; // the win is proven
      long soft = softDeadlineNanos;
      if (soft != 0 && System.nanoTime() >= soft) break;
      if (nodeLimit > 0 && nodes >= nodeLimit) break;
    }
    // The last finished iteration backs the move; the node count and time are those of the whole search.
    info = info == null ? new DraughtsSearchInfo(0, 0, nodes, elapsedMillis(), List.of(root.move(position, 0)))
        : new DraughtsSearchInfo(info.depth(), info.score(), nodes, elapsedMillis(), info.pv(), info.lines());
    List<org.tabuleiro.rules.draughts.DraughtsMove> pv = info.pv();
    return new DraughtsSearchResult(root.move(position, 0), pv.size() > 1 ? pv.get(1) : null, info);
  }

  private List<DraughtsLine> linesOf(DraughtsRoot root, DraughtsPosition position, int count, int depth) {
    List<DraughtsLine> out = new java.util.ArrayList<>(count);
    for (int i = 0; i < count; i++) out.add(new DraughtsLine(root.score(i), DraughtsPv.of(this, position, root, i, depth)));
    return out;
  }

  /**
   * The score of every legal move of {@code position} (in {@code position.legalMoves()} order), each searched
   * to {@code depth} plies with a full window: what the weaker levels choose from.
   */
  int[] scoreEveryMove(DraughtsPosition position, List<DraughtsPosition> history, int depth, long budgetMillis) {
    DraughtsRoot root = prepare(position, history, new DraughtsLimit(depth, 0, budgetMillis, 0, 0, 0));
    return root.scoreEach(this, position, Math.max(1, depth));
  }

  private DraughtsRoot prepare(DraughtsPosition position, List<DraughtsPosition> history, DraughtsLimit limit) {
    if (!position.variant().equals(variant)) throw new IllegalArgumentException("this searcher plays " + variant.name() + ", not " + position.variant().name());
    stopRequested = false;
    stopped = false;
    nodes = 0;
    nodeLimit = limit.nodes();
    startNanos = System.nanoTime();
    DraughtsTimeManager time = DraughtsTimeManager.of(limit);
    softDeadlineNanos = time.softMillis() > 0 ? startNanos + time.softMillis() * 1_000_000 : 0;
    hardDeadlineNanos = time.hardMillis() > 0 ? startNanos + time.hardMillis() * 1_000_000 : 0;
    order.clear();
    table.nextSearch();
    loadHistory(position, history);
    board = position.toBoard();
    DraughtsRoot root = DraughtsRoot.of(gen, board);
    if (root.size() == 0) throw new IllegalArgumentException("no legal move in " + position.fen() + ": the side to move has lost");
    return root;
  }

  /** Fills the key stack with the game so far, so that the search sees repetitions of earlier positions. */
  private void loadHistory(DraughtsPosition position, List<DraughtsPosition> history) {
    int n = history.size() + 1;
    if (keys.length < n + MAX_PLY + 2) {
      keys = new long[n + MAX_PLY + 2];
      run = new int[n + MAX_PLY + 2];
    }
    Board previous = null;
    for (int i = 0; i < n; i++) {
      DraughtsPosition p = i < history.size() ? history.get(i) : position;
      if (!p.variant().equals(variant)) throw new IllegalArgumentException("history position " + (i + 1) + " is " + p.variant().name() + ", not " + variant.name());
      Board b = p.toBoard();
      keys[i] = DraughtsZobrist.of(b);
      run[i] = previous != null && kingMoveBetween(previous, b) ? run[i - 1] + 1 : 0;
      previous = b;
    }
    rootIndex = n - 1;
  }

  /** Whether {@code after} follows {@code before} by a king move without capture (a reversible move). */
  private static boolean kingMoveBetween(Board before, Board after) {
    long k1 = before.kings(), k2 = after.kings();
    return (before.white() & ~k1) == (after.white() & ~k2) && (before.black() & ~k1) == (after.black() & ~k2)
        && Long.bitCount(before.white() | before.black()) == Long.bitCount(after.white() | after.black())
        && before.side() != after.side();
  }

  // ---- the tree search -------------------------------------------------------------------------

  Board board() {
    return board;
  }

  boolean stopped() {
    return stopped;
  }

  long rootKey() {
    return keys[rootIndex];
  }

  /** Plays a move at stack entry {@code sp}, pushing the key of the position after it. */
  void push(int sp, int from, int to, long captured) {
    long key = DraughtsZobrist.after(keys[sp], board, from, to, captured);
    boolean kingMove = captured == 0 && (board.kings() >>> from & 1) != 0;
    board.make(from, to, captured);
    keys[sp + 1] = key;
    run[sp + 1] = kingMove ? run[sp] + 1 : 0;
  }

  int rootIndex() {
    return rootIndex;
  }

  private boolean isDraw(int sp) {
    int r = run[sp];
    if (r >= kingOnlyLimit) return true;
    long key = keys[sp];
    for (int i = sp - 4; i >= sp - r; i -= 2) if (keys[i] == key) return true; // a position recurs at least 4 plies later
    return false;
  }

  private void checkStop() {
    if (stopRequested || (nodeLimit > 0 && nodes >= nodeLimit)) {
      stopped = true;
    } else if ((nodes & 1023) == 0) {
      long hard = hardDeadlineNanos;
      if (hard != 0 && System.nanoTime() >= hard) stopped = true;
    }
  }

  private long elapsedMillis() {
    return (System.nanoTime() - startNanos) / 1_000_000;
  }

  int search(int depth, int alpha, int beta, int ply, boolean pvNode) {
    int sp = rootIndex + ply;
    if (isDraw(sp)) return 0;
    if (depth <= 0) return quiesce(alpha, beta, ply, THREAT_PLIES);
    nodes++;
    checkStop();
    if (stopped) return 0;
    if (ply >= MAX_PLY - 1) return eval.evaluate(board);
    alpha = Math.max(alpha, -WIN + ply); // no line can do better than a win here and now
    beta = Math.min(beta, WIN - ply - 1);
    if (alpha >= beta) return alpha;

    long key = keys[sp];
    long entry = table.probe(key);
    int hashMove = DraughtsTable.NO_MOVE;
    if (entry != 0) {
      hashMove = DraughtsTable.move(entry);
      if (!pvNode && DraughtsTable.depth(entry) >= depth) {
        int s = fromTable(DraughtsTable.score(entry), ply);
        int bound = DraughtsTable.bound(entry);
        if (bound == DraughtsTable.EXACT || bound == DraughtsTable.LOWER && s >= beta || bound == DraughtsTable.UPPER && s <= alpha) return s;
      }
    }
    MoveList list = lists[ply];
    gen.generate(board, list);
    int n = list.size();
    if (n == 0) return -WIN + ply; // no move: lost
    boolean captures = list.captureCount() > 0;
    int newDepth = n == 1 ? depth : depth - 1; // a forced move costs no depth
    int[] sorted = order.sort(list, ply, hashMove, board.side());
    int best = -INF, bestMove = DraughtsTable.NO_MOVE, oldAlpha = alpha;
    for (int i = 0; i < n; i++) {
      int m = sorted[i];
      int from = list.from(m), to = list.to(m);
      long captured = list.captured(m);
      int moveKey = from | to << 6;
      push(sp, from, to, captured);
      int score;
      if (i == 0) {
        score = -search(newDepth, -beta, -alpha, ply + 1, pvNode);
      } else {
        int r = !captures && depth >= 3 && i >= 3 && !order.isKiller(ply, moveKey) ? (i >= 8 && depth >= 5 ? 2 : 1) : 0;
        score = -search(newDepth - r, -alpha - 1, -alpha, ply + 1, false);
        if (score > alpha && r > 0) score = -search(newDepth, -alpha - 1, -alpha, ply + 1, false);
        if (score > alpha && score < beta && pvNode) score = -search(newDepth, -beta, -alpha, ply + 1, true);
      }
      board.unmake(from, to, captured);
      if (stopped) return 0;
      if (score > best) {
        best = score;
        bestMove = moveKey;
        if (score > alpha) {
          alpha = score;
          if (score >= beta) {
            if (!captures) order.reward(ply, moveKey, board.side(), depth);
            break;
          }
        }
      }
    }
    int bound = best >= beta ? DraughtsTable.LOWER : best > oldAlpha ? DraughtsTable.EXACT : DraughtsTable.UPPER;
    table.store(key, toTable(best, ply), depth, bound, bestMove);
    return best;
  }

  private int quiesce(int alpha, int beta, int ply, int threatPlies) {
    nodes++;
    checkStop();
    if (stopped) return 0;
    if (ply >= MAX_PLY - 1) return eval.evaluate(board);
    int sp = rootIndex + ply;
    MoveList list = lists[ply];
    if (!gen.hasCapture(board)) {
      int stand = eval.evaluate(board);
      if (threatPlies <= 0 || stand <= alpha || !opponentThreatens()) return stand; // a threat only lowers a failing stand-pat further
    }
    // Not quiet: the side to move must capture, or must answer a threat; every move is searched.
    gen.generate(board, list);
    int n = list.size();
    if (n == 0) return -WIN + ply;
    int nextThreat = list.captureCount() > 0 ? threatPlies : threatPlies - 1;
    int best = -INF;
    for (int i = 0; i < n; i++) {
      int from = list.from(i), to = list.to(i);
      long captured = list.captured(i);
      push(sp, from, to, captured);
      int score = -quiesce(-beta, -Math.max(alpha, best), ply + 1, nextThreat);
      board.unmake(from, to, captured);
      if (stopped) return 0;
      if (score > best) {
        best = score;
        if (score >= beta) break;
      }
    }
    return best;
  }

  /** Whether the opponent could capture if it were their move. */
  private boolean opponentThreatens() {
    probe.set(board.white(), board.black(), board.kings(), board.side() ^ 1);
    return gen.hasCapture(probe);
  }

  static int toTable(int score, int ply) {
    if (score >= DraughtsSearchInfo.WIN_THRESHOLD) return score + ply;
    if (score <= -DraughtsSearchInfo.WIN_THRESHOLD) return score - ply;
    return score;
  }

  static int fromTable(int score, int ply) {
    if (score >= DraughtsSearchInfo.WIN_THRESHOLD) return score - ply;
    if (score <= -DraughtsSearchInfo.WIN_THRESHOLD) return score + ply;
    return score;
  }
}
