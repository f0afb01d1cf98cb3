package org.tabuleiro.server.library;

import java.time.Duration;
import java.time.InstantSource;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import org.tabuleiro.engine.chess.Search;
import org.tabuleiro.engine.chess.SearchInfo;
import org.tabuleiro.engine.chess.SearchLimits;
import org.tabuleiro.engine.draughts.DraughtsEngine;
import org.tabuleiro.engine.draughts.DraughtsLimit;
import org.tabuleiro.engine.draughts.DraughtsLine;
import org.tabuleiro.engine.draughts.DraughtsSearchInfo;
import org.tabuleiro.rules.chess.Language;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.chess.Position;
import org.tabuleiro.rules.chess.San;
import org.tabuleiro.rules.draughts.DraughtsMove;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.PdnMoves;
import org.tabuleiro.server.common.Rejection;
import org.tabuleiro.server.http.ApiException;

/**
 * The server's engine for the analysis board and the draughts game review, bounded: a global queue in front of at
 * most {@link Bounds#threads} low-priority engine threads (a full queue is 503 {@code busy}), one analysis per
 * account at a time, queued or running (429 {@code analysis_running}), and an hourly allowance of positions per
 * account ({@link AnalysisQuota}; 429 {@code analysis_quota}); each refusal says how long to wait, in its message
 * and in {@code Retry-After}. A position's lines (each iteration's best lines, multi-PV for draughts) and a
 * review's positions are kept as they come, streamed ({@link LibraryAnalysisStream}) or polled.
 */
final class LibraryAnalysis implements AutoCloseable {
  /** How long one analysis searches unless told ({@code analysis_millis}, config/Tuning). */
  static final long MILLIS = 3000;

  /**
   * @param threads engine threads for every account together (the rest wait in the queue)
   * @param queue analyses waiting beyond those running
   * @param positionsPerHour positions one account may have analysed in any hour (a review counts each of its positions)
   * @param reviewNodes nodes searched per position of a review (reproducible, whatever the machine's load)
   * @param reviewPlies the longest game a review takes
   */
  record Bounds(int threads, int queue, int positionsPerHour, long reviewNodes, int reviewPlies) {
    static final Bounds DEFAULT = new Bounds(Math.max(1, Runtime.getRuntime().availableProcessors() / 2), 8, 600, 150_000, 400);

    Bounds {
      if (threads < 1 || queue < 1 || positionsPerHour < 1 || reviewNodes < 1 || reviewPlies < 1) {
        throw new IllegalArgumentException("analysis bounds from 1 up: " + threads + ", " + queue + ", " + positionsPerHour
            + ", " + reviewNodes + ", " + reviewPlies);
      }
    }

    /**
     * {@code tabuleiro.analysisThreads} (half the cores, at least 1), {@code tabuleiro.analysisQueue} (8),
     * {@code tabuleiro.analysisPositionsPerHour} (600), {@code tabuleiro.analysisReviewNodes} (150,000).
     */
    static Bounds fromSystemProperties() {
      return new Bounds((int) property("analysisThreads", DEFAULT.threads), (int) property("analysisQueue", DEFAULT.queue),
          (int) property("analysisPositionsPerHour", DEFAULT.positionsPerHour),
          property("analysisReviewNodes", DEFAULT.reviewNodes), DEFAULT.reviewPlies);
    }

    private static long property(String name, long fallback) {
      String text = System.getProperty("tabuleiro." + name);
      if (text == null || text.isBlank()) return fallback;
      try {
        long v = Long.parseLong(text.strip());
        if (v >= 1) return v;
      } catch (NumberFormatException e) {
        // reported below
      }
      throw new IllegalArgumentException("tabuleiro." + name + " must be a whole number from 1 up, not '" + text + "'");
    }
  }

  enum Kind { POSITION, REVIEW }

  /** One analysis: its lines (or a review's positions) so far, and where it is. Thread-safe. */
  static final class Run {
    final long id;
    final long owner;
    final Kind kind;
    /** What it costs of the hourly allowance: the positions it analyses. */
    final int positions;
    private final List<Map<String, Object>> lines = new ArrayList<>();
    private String state = "queued";
    private boolean stopped;
    private Map<String, Object> summary;
    private long startedNanos;
    private Runnable stopper = () -> { };

    Run(long id, long owner, Kind kind, int positions) {
      this.id = id;
      this.owner = owner;
      this.kind = kind;
      this.positions = positions;
    }

    /** The engine thread takes it; false when it was stopped while it waited. */
    synchronized boolean begin(Runnable stopper) {
      if (stopped) return false;
      state = "running";
      startedNanos = System.nanoTime();
      this.stopper = stopper;
      return true;
    }

    synchronized void add(Map<String, Object> line) {
      lines.add(line);
      notifyAll();
    }

    /** A review's totals, shown once it is done. */
    synchronized void summarise(Map<String, Object> summary) {
      this.summary = summary;
    }

    synchronized void finish() {
      state = "done";
      notifyAll();
    }

    /** Stops it: a queued run never starts, a running one ends at once with what it has. */
    void stop() {
      Runnable s;
      synchronized (this) {
        if (state.equals("done")) return;
        stopped = true;
        s = stopper;
      }
      s.run();
    }

    synchronized boolean isStopped() {
      return stopped;
    }

    synchronized boolean isDone() {
      return state.equals("done");
    }

    synchronized boolean isQueued() {
      return state.equals("queued");
    }

    synchronized int count() {
      return lines.size();
    }

    synchronized List<Map<String, Object>> lines() {
      return List.copyOf(lines);
    }

    synchronized Map<String, Object> json(int ahead) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("id", id);
      m.put("kind", kind == Kind.POSITION ? "position" : "review");
      m.put("state", state);
      if (state.equals("queued")) m.put("ahead", ahead);
      if (stopped) m.put("stopped", true);
      if (kind == Kind.REVIEW) {
        m.put("positions", positions);
        m.put("plies", List.copyOf(lines));
        if (summary != null) m.putAll(summary);
      } else {
        m.put("lines", List.copyOf(lines));
      }
      return m;
    }

    /** The lines after the first {@code seen}, waiting up to {@code millis} for one; and whether the search is over. */
    synchronized Next after(int seen, long millis) throws InterruptedException {
      long deadline = System.nanoTime() + millis * 1_000_000;
      while (lines.size() <= seen && !state.equals("done")) {
        long left = (deadline - System.nanoTime()) / 1_000_000;
        if (left <= 0) break;
        wait(left);
      }
      return new Next(List.copyOf(lines.subList(Math.min(seen, lines.size()), lines.size())), state.equals("done"));
    }

    /** About how long until it ends: a position's time left; a review's positions left at its pace so far. */
    synchronized long millisLeft(long positionMillis, long perPositionGuess) {
      if (state.equals("done")) return 0;
      long elapsed = state.equals("queued") ? 0 : (System.nanoTime() - startedNanos) / 1_000_000;
      if (kind == Kind.POSITION) return Math.max(0, positionMillis - elapsed);
      long per = lines.isEmpty() ? perPositionGuess : elapsed / lines.size();
      return Math.max(0, (positions - lines.size()) * per);
    }
  }

  record Next(List<Map<String, Object>> lines, boolean done) {}

  private final ThreadPoolExecutor pool;
  private final ThreadLocal<Search> engines = ThreadLocal.withInitial(() -> new Search(16));
  private final Map<Long, Run> runs = new ConcurrentHashMap<>();
  private final AtomicLong next = new AtomicLong();
  private final AtomicInteger running = new AtomicInteger();
  private final AtomicInteger mostRunning = new AtomicInteger();
  private final long millis;
  private final Bounds bounds;
  private final AnalysisQuota quota;

  LibraryAnalysis() {
    this(MILLIS);
  }

  /** @param millis how long one analysis searches */
  LibraryAnalysis(long millis) {
    this(millis, Bounds.fromSystemProperties(), InstantSource.system());
  }

  LibraryAnalysis(long millis, Bounds bounds, InstantSource clock) {
    this.millis = millis;
    this.bounds = bounds;
    this.quota = new AnalysisQuota(bounds.positionsPerHour(), clock);
    this.pool = new ThreadPoolExecutor(bounds.threads(), bounds.threads(), 0, TimeUnit.MILLISECONDS,
        new ArrayBlockingQueue<>(bounds.queue()), r -> {
          Thread t = new Thread(r, "library-analysis");
          t.setDaemon(true);
          t.setPriority(Thread.MIN_PRIORITY);
          return t;
        });
  }

  Bounds bounds() {
    return bounds;
  }

  /** Starts analysing for {@code owner}; refused as {@link #start(long, Kind, int, Consumer)} says. */
  Run start(Position position, long owner) {
    return start(owner, Kind.POSITION, 1, run -> analyse(run, position));
  }

  /** Starts analysing a draughts position with the best {@code lines} moves (1-5), as the chess one. */
  Run start(DraughtsPosition position, int lines, long owner) {
    return start(owner, Kind.POSITION, 1, run -> analyse(run, position, lines));
  }

  /**
   * Starts reviewing a draughts game: {@code positions} from its start to its end, {@code moves} between them.
   * 400 {@code game_too_long} beyond {@link Bounds#reviewPlies}; else as {@link #start(long, Kind, int, Consumer)}.
   */
  Run review(List<DraughtsPosition> positions, List<DraughtsMove> moves, long owner) {
    if (moves.size() > bounds.reviewPlies()) {
      throw ApiException.badRequest("game_too_long", "A partida tem " + moves.size() + " lances; a análise vai até "
          + bounds.reviewPlies() + ".");
    }
    if (positions.size() > bounds.positionsPerHour()) {
      throw ApiException.badRequest("game_too_long", "A partida tem " + positions.size() + " posições e o limite por hora é de "
          + bounds.positionsPerHour() + ".");
    }
    return start(owner, Kind.REVIEW, positions.size(),
        run -> DraughtsReview.run(run, positions, moves, bounds.reviewNodes()));
  }

  /**
   * The owner's new run, queued: 429 {@code analysis_running} when the owner has one queued or running, 429
   * {@code analysis_quota} past the hourly allowance, 503 {@code busy} when the queue is full. Checked and placed in
   * one step, so two requests at once never give an owner two runs or more than the allowance.
   */
  private synchronized Run start(long owner, Kind kind, int positions, Consumer<Run> work) {
    runs.values().removeIf(r -> r.isDone() && r.owner == owner);
    Run mine = runs.values().stream().filter(r -> r.owner == owner && !r.isDone() && !r.isStopped()).findFirst().orElse(null);
    if (mine != null) {
      Duration wait = Duration.ofMillis(mine.millisLeft(millis, perPositionGuess()) + queueWaitMillis(mine));
      throw ApiException.of(new Rejection(Rejection.Kind.TOO_MANY_ATTEMPTS, "analysis_running",
          "Você já tem uma análise " + (mine.isQueued() ? "na fila" : "em andamento") + " (uma por vez): espere ela terminar, "
              + about(wait) + ", ou pare-a.", atLeastOneSecond(wait)));
    }
    Duration wait = quota.waitFor(owner, positions);
    if (!wait.isZero()) {
      throw ApiException.of(new Rejection(Rejection.Kind.TOO_MANY_ATTEMPTS, "analysis_quota",
          "Você já usou o motor em " + quota.used(owner) + " posições na última hora; o limite é de " + quota.perHour()
              + " por hora" + (positions > 1 ? " e esta análise pede " + positions : "") + ". Tente de novo " + about(wait) + ".",
          atLeastOneSecond(wait)));
    }
    Run run = new Run(next.incrementAndGet(), owner, kind, positions);
    runs.put(run.id, run);
    try {
      pool.execute(() -> {
        int now = running.incrementAndGet();
        mostRunning.accumulateAndGet(now, Math::max);
        try {
          work.accept(run);
        } finally {
          running.decrementAndGet();
          if (run.isStopped()) settle(run);
          run.finish();
        }
      });
    } catch (RejectedExecutionException e) {
      runs.remove(run.id);
      throw ApiException.of(new Rejection(Rejection.Kind.BUSY, "busy",
          "O motor está ocupado: há " + bounds.queue() + " análises na fila, o máximo; tente daqui a pouco.",
          Duration.ofSeconds(Math.max(1, millis / 1000))));
    }
    quota.charge(owner, run.id, positions);
    return run;
  }

  private synchronized void settle(Run run) {
    quota.settle(run.owner, run.id, run.count());
  }

  /** The time the runs queued before {@code run} will take, shared by the threads. */
  private long queueWaitMillis(Run run) {
    if (!run.isQueued()) return 0;
    long before = runs.values().stream().filter(r -> r.id < run.id && !r.isDone())
        .mapToLong(r -> r.millisLeft(millis, perPositionGuess())).sum();
    return before / bounds.threads();
  }

  private long perPositionGuess() {
    return Math.max(50, bounds.reviewNodes() / 500);   // about 500,000 nodes a second
  }

  private static Duration atLeastOneSecond(Duration d) {
    return d.compareTo(Duration.ofSeconds(1)) < 0 ? Duration.ofSeconds(1) : d;
  }

  /** "em cerca de 40 s", "em cerca de 12 min" */
  static String about(Duration wait) {
    long s = Math.max(1, (wait.toMillis() + 999) / 1000);
    return s < 60 ? "em cerca de " + s + " s" : "em cerca de " + (s + 59) / 60 + " min";
  }

  /** Runs queued before {@code run} that have not started. */
  int ahead(Run run) {
    return (int) runs.values().stream().filter(r -> r.id < run.id && r.isQueued() && !r.isStopped()).count();
  }

  Map<String, Object> json(Run run) {
    return run.json(ahead(run));
  }

  /** Positions {@code owner} had analysed in the last hour, as the allowance counts them. */
  synchronized int used(long owner) {
    return quota.used(owner);
  }

  /** Engine threads searching now, and the most there ever were at once (tests). */
  int running() {
    return running.get();
  }

  int mostRunning() {
    return mostRunning.get();
  }

  Run get(long id) {
    return runs.get(id);
  }

  private void analyse(Run run, Position position) {
    Search search = engines.get();
    if (!run.begin(search::stop)) return;
    if (position.legalMoves().isEmpty()) return;
    search.newGame();
    search.search(position, List.of(), SearchLimits.moveTime(millis), info -> run.add(line(position, info)));
  }

  private void analyse(Run run, DraughtsPosition position, int lines) {
    var engine = new DraughtsEngine(position.variant(), 16);
    if (!run.begin(engine::stop)) return;
    if (position.legalMoves().isEmpty()) return;
    engine.search(position, List.of(), DraughtsLimit.ofMoveTime(millis), lines, info -> run.add(line(position, info)));
  }

  /**
   * A draughts iteration: its best line ({@code score} in hundredths of a man from White's side, or {@code win} +1
   * White, -1 Black; {@code pv} in PDN), depth, nodes and nodes per second, and {@code lines}, the best moves' lines
   * (multi-PV), best first, each as the best.
   */
  static Map<String, Object> line(DraughtsPosition position, DraughtsSearchInfo info) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("depth", info.depth());
    m.put("nodes", info.nodes());
    m.put("nps", info.nodesPerSecond());
    List<Map<String, Object>> lines = new ArrayList<>();
    for (DraughtsLine l : info.lines()) lines.add(line(position, l));
    if (lines.isEmpty()) lines.add(line(position, new DraughtsLine(info.score(), info.pv())));
    m.putAll(lines.get(0));
    m.put("lines", lines);
    return m;
  }

  /** One line: {@code score} or {@code win} from White's side, {@code pv} in PDN, {@code moves} the same as a list. */
  static Map<String, Object> line(DraughtsPosition position, DraughtsLine line) {
    Map<String, Object> m = new LinkedHashMap<>();
    int sign = position.sideToMove().isWhite() ? 1 : -1;
    if (line.isWin()) m.put("win", Integer.signum(line.score()) * sign);
    else m.put("score", line.score() * sign);
    List<String> moves = new ArrayList<>();
    var p = position;
    for (var move : line.pv()) {
      moves.add(PdnMoves.write(p, move));
      p = p.play(move);
    }
    m.put("pv", String.join(" ", moves));
    m.put("moves", moves);
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
    runs.values().forEach(Run::stop);
    pool.shutdownNow();
    pool.awaitTermination(5, TimeUnit.SECONDS);
  }
}
