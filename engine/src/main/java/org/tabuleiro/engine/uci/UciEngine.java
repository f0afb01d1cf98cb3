package org.tabuleiro.engine.uci;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.Reader;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.tabuleiro.engine.chess.ChessBench;
import org.tabuleiro.engine.chess.ChessLevel;
import org.tabuleiro.engine.chess.Search;
import org.tabuleiro.engine.chess.SearchInfo;
import org.tabuleiro.engine.chess.SearchLimits;
import org.tabuleiro.engine.chess.SearchResult;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.chess.Position;

/**
 * The engine's side of the Universal Chess Interface (Stefan Meyer-Kahlen's 2006 protocol description):
 * reads commands line by line, answers on the writer. The search runs on its own thread, so {@code stop},
 * {@code ponderhit} and {@code isready} are answered while it thinks. A line that cannot be understood gets
 * {@code info string error: ...} and is otherwise ignored; the loop never dies of bad input.
 *
 * <pre>{@code
 * new UciEngine(new StringReader("uci\nposition startpos\ngo depth 6\nquit\n"), writer).run();
 * }</pre>
 */
public final class UciEngine implements Runnable {
  static final String NAME = "Tabuleiro";
  static final String AUTHOR = "the Tabuleiro contributors";

  private final BufferedReader in;
  private final PrintWriter out;
  private final UciOptions options = new UciOptions();
  private final Search search = new Search(options.hashMegabytes());
  private final Random random = new Random(20_260_101L);
  private Position position = Position.initial();
  private List<Position> history = List.of();
  private Thread searcher;
  /** Set while a search must not print its bestmove yet ({@code go infinite}, {@code go ponder}). */
  private boolean holdBestMove;
  /**
   * Set once the running search has printed its bestmove. A GUI sends the next {@code go} as soon as it reads
   * that line, possibly before the search thread has ended: that thread is finished, not searching.
   */
  private volatile boolean answered = true;
  private boolean warmedUp;
  /** About half a second of searching once compiled; the first moves of a 10-second game would otherwise crawl. */
  private static final long WARM_UP_NODES = 300_000;

  public UciEngine(Reader in, Writer out) {
    this.in = in instanceof BufferedReader b ? b : new BufferedReader(in);
    this.out = new PrintWriter(out, true);
  }

  /** Reads commands until {@code quit} or the end of the input. */
  @Override
  public void run() {
    try {
      String line;
      while ((line = in.readLine()) != null) {
        if (!handle(line.strip())) break;
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } finally {
      stopSearch();
      out.flush();
    }
  }

  /** One command; false on {@code quit}. */
  boolean handle(String line) {
    if (line.isEmpty()) return true;
    String[] words = line.split("\\s+");
    try {
      switch (words[0]) {
        case "uci" -> identify();
        case "isready" -> {
          warmUp();
          send("readyok");
        }
        case "setoption" -> setOption(line);
        case "ucinewgame" -> {
          stopSearch();
          search.newGame();
        }
        case "position" -> setPosition(words);
        case "go" -> go(words);
        case "stop" -> stopSearch();
        case "ponderhit" -> ponderHit();
        case "quit" -> {
          return false;
        }
        case "debug", "register" -> { } // accepted, nothing to do
        default -> error("unknown command '" + words[0] + "'");
      }
    } catch (UciException e) {
      error(e.getMessage());
    } catch (RuntimeException e) { // a bug of ours: say so, keep the loop alive
      error("'" + words[0] + "' failed: " + e);
    }
    return true;
  }

  private void identify() {
    send("id name " + NAME);
    send("id author " + AUTHOR);
    for (String option : options.declarations()) send(option);
    send("uciok");
  }

  /** Before the first readyok (never during a search): let the JVM compile the search before the game starts. */
  private void warmUp() {
    if (warmedUp || isSearching()) return;
    warmedUp = true;
    ChessBench.warmUp(WARM_UP_NODES);
  }

  private void setOption(String line) {
    if (isSearching()) throw new UciException("setoption during a search is ignored; send stop first");
    int hash = options.hashMegabytes();
    options.set(line);
    if (options.hashMegabytes() != hash) search.setHashMegabytes(options.hashMegabytes());
    search.setMoveOverheadMillis(options.moveOverheadMillis());
  }

  private void setPosition(String[] words) {
    UciPosition parsed = UciPosition.parse(words);
    position = parsed.position();
    history = parsed.history();
  }

  private void go(String[] words) {
    if (isSearching()) throw new UciException("go while searching; send stop first");
    SearchLimits limits = UciGo.parse(words);
    if (limits.ponder() && !options.ponder()) throw new UciException("go ponder, but the Ponder option is off");
    Position root = position;
    List<Position> earlier = history;
    ChessLevel level = options.level();
    joinSearcher();
    synchronized (this) {
      holdBestMove = limits.infinite() || limits.ponder();
    }
    answered = false;
    searcher = new Thread(() -> think(root, earlier, limits, level), "uci-search");
    searcher.setDaemon(true);
    searcher.start();
  }

  private void think(Position root, List<Position> earlier, SearchLimits limits, ChessLevel level) {
    Move best = null;
    Move ponder = null;
    try {
      if (level.isFullStrength()) {
        SearchResult result = search.search(root, earlier, limits, this::report);
        best = result.bestMove().orElse(null);
        ponder = result.ponderMove().orElse(null);
      } else if (root.legalMoveCount() > 0) {
        best = level.play(search, root, earlier, random).move();
      }
    } catch (RuntimeException e) { // a bug of ours: the GUI still gets a legal move and a reason
      error("search failed: " + e);
      best = root.legalMoveCount() == 0 ? null : root.legalMoves().get(0);
    }
    synchronized (this) {
      while (holdBestMove) {
        try {
          wait();
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          break;
        }
      }
    }
    String text = "bestmove " + (best == null ? "0000" : best.uci());
    if (ponder != null) text += " ponder " + ponder.uci();
    answered = true;
    send(text);
  }

  private void report(SearchInfo info) {
    send("info " + info.uci());
  }

  private void ponderHit() {
    search.ponderHit();
    synchronized (this) {
      holdBestMove = false;
      notifyAll();
    }
  }

  private void stopSearch() {
    search.stop();
    synchronized (this) {
      holdBestMove = false;
      notifyAll();
    }
    joinSearcher();
  }

  private void joinSearcher() {
    Thread t = searcher;
    if (t != null) {
      try {
        t.join();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
      searcher = null;
    }
  }

  private boolean isSearching() {
    return searcher != null && searcher.isAlive() && !answered;
  }

  private void error(String message) {
    send("info string error: " + message);
  }

  private synchronized void send(String line) {
    out.println(line);
    out.flush();
  }
}
