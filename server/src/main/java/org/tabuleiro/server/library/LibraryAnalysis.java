package org.tabuleiro.server.library;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicLong;
import org.tabuleiro.engine.chess.Search;
import org.tabuleiro.engine.chess.SearchInfo;
import org.tabuleiro.engine.chess.SearchLimits;
import org.tabuleiro.rules.chess.Language;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.chess.Position;
import org.tabuleiro.rules.chess.San;
import org.tabuleiro.server.http.ApiException;

/**
 * The analysis board's engine: the chess engine searching a position for a few seconds on one low-priority thread
 * with a queue of 8 (a full queue is 503 {@code busy}), one analysis per account at a time. Each iteration's line
 * (depth, score from White's side, the best line in Portuguese notation) is kept, and streamed to the page as it comes
 * ({@link LibraryAnalysisStream}) or read by polling.
 */
final class LibraryAnalysis implements AutoCloseable {
  /** How long one analysis searches unless told ({@code analysis_millis}, config/Tuning). */
  static final long MILLIS = 3000;

  /** One analysis: its lines so far, and whether the search is over. Thread-safe. */
  static final class Run {
    final long id;
    final long owner;
    private final List<Map<String, Object>> lines = new ArrayList<>();
    private volatile boolean done;

    Run(long id, long owner) {
      this.id = id;
      this.owner = owner;
    }

    synchronized void add(Map<String, Object> line) {
      lines.add(line);
      notifyAll();
    }

    synchronized void finish() {
      done = true;
      notifyAll();
    }

    synchronized Map<String, Object> json() {
      return Map.of("id", id, "state", done ? "done" : "running", "lines", List.copyOf(lines));
    }

    /** The lines after the first {@code seen}, waiting up to {@code millis} for one; and whether the search is over. */
    synchronized Next after(int seen, long millis) throws InterruptedException {
      long deadline = System.nanoTime() + millis * 1_000_000;
      while (lines.size() <= seen && !done) {
        long left = (deadline - System.nanoTime()) / 1_000_000;
        if (left <= 0) break;
        wait(left);
      }
      return new Next(List.copyOf(lines.subList(Math.min(seen, lines.size()), lines.size())), done);
    }
  }

  record Next(List<Map<String, Object>> lines, boolean done) {}

  private final ThreadPoolExecutor pool = new ThreadPoolExecutor(1, 1, 0, TimeUnit.MILLISECONDS,
      new ArrayBlockingQueue<>(8), r -> {
        Thread t = new Thread(r, "library-analysis");
        t.setDaemon(true);
        t.setPriority(Thread.MIN_PRIORITY);
        return t;
      });
  private final ThreadLocal<Search> engines = ThreadLocal.withInitial(() -> new Search(16));
  private final Map<Long, Run> runs = new ConcurrentHashMap<>();
  private final AtomicLong next = new AtomicLong();
  private final long millis;

  LibraryAnalysis() {
    this(MILLIS);
  }

  /** @param millis how long one analysis searches */
  LibraryAnalysis(long millis) {
    this.millis = millis;
  }

  /** Starts analysing for {@code owner}; refused (429, 503) as {@link #start(long, java.util.function.Consumer)} says. */
  Run start(Position position, long owner) {
    return start(owner, run -> analyse(run, position));
  }

  /** Starts analysing a draughts position, as the chess one. */
  Run start(org.tabuleiro.rules.draughts.DraughtsPosition position, long owner) {
    return start(owner, run -> analyse(run, position));
  }

  /**
   * The owner's new run, queued: 429 {@code analysis_running} when the owner has one under way, 503 {@code busy} when
   * the queue is full. Checked and placed in one step, so two requests at once never give an owner two runs.
   */
  private synchronized Run start(long owner, java.util.function.Consumer<Run> work) {
    runs.values().removeIf(r -> r.done && r.owner == owner);
    if (busy(owner)) {
      throw new ApiException(429, "analysis_running", "Você já tem uma análise em andamento (uma por vez); espere ela terminar.");
    }
    Run run = new Run(next.incrementAndGet(), owner);
    runs.put(run.id, run);
    try {
      pool.execute(() -> work.accept(run));
    } catch (RejectedExecutionException e) {
      runs.remove(run.id);
      throw new ApiException(503, "busy", "O motor está ocupado com outras análises; tente daqui a pouco.");
    }
    return run;
  }

  /** Whether the owner has an analysis under way. */
  boolean busy(long owner) {
    return runs.values().stream().anyMatch(r -> r.owner == owner && !r.done);
  }

  Run get(long id) {
    return runs.get(id);
  }

  private void analyse(Run run, Position position) {
    try {
      if (position.legalMoves().isEmpty()) return;
      Search search = engines.get();
      search.newGame();
      search.search(position, List.of(), SearchLimits.moveTime(millis), info -> run.add(line(position, info)));
    } finally {
      run.finish();
    }
  }

  private void analyse(Run run, org.tabuleiro.rules.draughts.DraughtsPosition position) {
    try {
      if (position.legalMoves().isEmpty()) return;
      var engine = new org.tabuleiro.engine.draughts.DraughtsEngine(position.variant(), 16);
      engine.search(position, List.of(), org.tabuleiro.engine.draughts.DraughtsLimit.ofMoveTime(millis),
          info -> run.add(line(position, info)));
    } finally {
      run.finish();
    }
  }

  /** A draughts line: {@code score} in hundredths of a man from White's side, or {@code win} (+ White, - Black). */
  static Map<String, Object> line(org.tabuleiro.rules.draughts.DraughtsPosition position,
      org.tabuleiro.engine.draughts.DraughtsSearchInfo info) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("depth", info.depth());
    int sign = position.sideToMove().isWhite() ? 1 : -1;
    if (info.isWin()) m.put("win", Integer.signum(info.score()) * sign);
    else m.put("score", info.score() * sign);
    List<String> moves = new ArrayList<>();
    var p = position;
    for (var move : info.pv()) {
      moves.add(org.tabuleiro.rules.draughts.PdnMoves.write(p, move));
      p = p.play(move);
    }
    m.put("pv", String.join(" ", moves));
    return m;
  }

  static Map<String, Object> line(Position position, SearchInfo info) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("depth", info.depth());
    boolean white = position.sideToMove().isWhite();
    String[] score = info.scoreUci().split(" ");
    int value = Integer.parseInt(score[1]) * (white ? 1 : -1);
    if (score[0].equals("mate")) m.put("mate", value);
    else m.put("score", value);   // centipawns, from White's side
    List<String> sans = new ArrayList<>();
    List<String> ucis = new ArrayList<>();
    Position p = position;
    for (var em : info.pv()) {
      Move move;
      try {
        move = p.parseUci(em.uci());
      } catch (IllegalArgumentException e) {
        break;
      }
      if (move.isNull()) break;
      sans.add(San.write(p, move, Language.PORTUGUESE));
      ucis.add(move.uci());
      p = p.play(move);
    }
    m.put("pv", String.join(" ", sans));
    m.put("uci", ucis);
    return m;
  }

  @Override
  public void close() throws InterruptedException {
    pool.shutdownNow();
    pool.awaitTermination(5, TimeUnit.SECONDS);
  }
}
