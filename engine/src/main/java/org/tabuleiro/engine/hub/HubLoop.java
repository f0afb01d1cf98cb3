package org.tabuleiro.engine.hub;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.tabuleiro.engine.draughts.DraughtsEngine;
import org.tabuleiro.engine.draughts.DraughtsLevel;
import org.tabuleiro.engine.draughts.DraughtsLimit;
import org.tabuleiro.rules.draughts.DraughtsMove;
import org.tabuleiro.engine.draughts.DraughtsSearchInfo;
import org.tabuleiro.engine.draughts.DraughtsSearchResult;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.Variant;

/**
 * Our engine behind the Hub protocol, version 2 (as Scan 3.x speaks it to Hub, Damage and other draughts
 * GUIs): {@code hub}, {@code set-param}, {@code init}, {@code new-game}, {@code pos}, {@code level},
 * {@code go think|ponder|analyze}, {@code stop}, {@code ponder-hit}, {@code ping}, {@code quit}.
 * <ul>
 *   <li>Commands and arguments it does not know are ignored, as the protocol asks (so is a {@code set-param}
 *       for a parameter it did not declare). A known command it cannot obey gets {@code error message="..."}.
 *   <li>Every {@code go} gets exactly one {@code done}, even when refused or when the search fails (then after an
 *       {@code error} line, see {@link HubSearch}); a refused {@code go} answers {@code done} without a move. (A
 *       {@code go} during a search breaks the protocol: it gets an error, and the running search's done.)
 *   <li>A refused {@code pos} or {@code level} leaves no position or no level: a {@code go} is refused until a
 *       good one comes, rather than searching the previous one.
 *   <li>{@code stop} waits for the search's {@code done}, so a new search set up right after it is obeyed.
 *   <li>End of input means the GUI is gone: the loop stops any search and ends.
 * </ul>
 */
public final class HubLoop {
  static final String NAME = "Tabuleiro", VERSION = "0.1";
  private static final Set<String> COMMANDS = Set.of("hub", "set-param", "init", "new-game", "pos", "level", "go",
      "ping", "stop", "ponder-hit", "quit");

  private final Consumer<String> out;
  private final Consumer<DraughtsSearchInfo> onIteration;
  private Variant variant;
  private int strength = DraughtsLevel.MAX;
  private int tableMegabytes = 64;
  private DraughtsEngine engine;
  private DraughtsPosition position; // null after a refused pos
  private List<DraughtsPosition> history = List.of();
  private DraughtsLimit limit = DraughtsLimit.ofMoveTime(1000); // null after a refused level
  private final Random random = new Random(1);

  private HubSearch search; // the last search started (its done may be written already)
  private DraughtsLimit ponderLimit;

  /** @param out receives each output line (without the line end); it must be safe to call from two threads */
  public HubLoop(Variant variant, Consumer<String> out) {
    this(variant, out, info -> { });
  }

  /** @param onIteration hears each finished iteration on the search thread (a test seam, see {@link HubSearch}) */
  HubLoop(Variant variant, Consumer<String> out, Consumer<DraughtsSearchInfo> onIteration) {
    this.variant = variant;
    this.out = out;
    this.onIteration = onIteration;
    this.position = DraughtsPosition.initial(variant);
  }

  /** Reads commands until {@code quit} or the end of input. */
  public void run(BufferedReader in) throws IOException {
    String line;
    while ((line = in.readLine()) != null) {
      if (line.isBlank()) continue;
      if (!handle(line)) break;
    }
    if (isSearching()) search.stopAndWait(HubSearch.STOP_GRACE_MILLIS);
  }

  /** Handles one line; false after {@code quit}. */
  boolean handle(String text) {
    String command = text.strip().split("\\s+", 2)[0];
    if (!COMMANDS.contains(command)) return true; // Hub 2: "ignore commands ... that they don't understand"
    if (isSearching()) return duringSearch(command);
    try {
      HubLine line = HubLine.parse(text);
      switch (line.command()) {
        case "hub" -> introduce();
        case "set-param" -> setParam(line);
        case "init" -> {
          engine();
          send("ready");
        }
        case "new-game" -> engine().newGame();
        case "pos" -> pos(line);
        case "level" -> level(line);
        case "go" -> go(line);
        case "ping" -> send("pong");
        case "stop", "ponder-hit" -> { } // the search already ended; the GUI's message crossed our "done"
        case "quit" -> {
          return false;
        }
        default -> throw new IllegalStateException("unhandled command " + command);
      }
    } catch (RuntimeException e) {
      refused(command, e);
    }
    return true;
  }

  /** What a refused line leaves behind: an error line, and whatever answer the GUI waits for. */
  private void refused(String command, RuntimeException e) {
    switch (command) {
      case "pos" -> position = null;
      case "level" -> limit = null;
      default -> { }
    }
    error(describe(e));
    switch (command) {
      case "go" -> send("done");
      case "init" -> send("ready");
      default -> { }
    }
  }

  private boolean duringSearch(String command) {
    switch (command) {
      case "ping" -> send("pong");
      case "stop" -> stopSearch();
      case "ponder-hit" -> {
        if (ponderLimit != null) engine.ponderHit(ponderLimit);
      }
      case "quit" -> {
        return false;
      }
      default -> error("'" + command + "' cannot be obeyed during a search (only ping, stop, ponder-hit, quit)");
    }
    return true;
  }

  private void stopSearch() {
    if (!search.stopAndWait(HubSearch.STOP_GRACE_MILLIS)) engine = null; // its thread may still use it
  }

  private void introduce() {
    send("id name=" + NAME + " version=" + VERSION + " author=" + HubLine.quote("Tabuleiro contributors") + " country=Brazil");
    send("param name=variant value=" + variant.name() + " type=enum values=\"international brazilian\"");
    send("param name=strength value=" + strength + " type=int min=" + DraughtsLevel.MIN + " max=" + DraughtsLevel.MAX);
    send("param name=hash value=" + tableMegabytes + " type=int min=1 max=1024");
    send("wait");
  }

  private void setParam(HubLine line) {
    String name = line.require("name"), value = line.require("value");
    switch (name) {
      case "variant" -> {
        Variant v = value.equals("normal") ? Variant.INTERNATIONAL : Variant.byName(value);
        if (v == null) throw new IllegalArgumentException("unknown variant '" + value + "' (international or brazilian)");
        if (!v.equals(variant)) {
          variant = v;
          engine = null;
          position = DraughtsPosition.initial(v);
          history = List.of();
        }
      }
      case "strength" -> strength = (int) line.number("value", DraughtsLevel.MIN, DraughtsLevel.MAX);
      case "hash" -> {
        tableMegabytes = (int) line.number("value", 1, 1024);
        engine = null;
      }
      default -> { } // not one of ours: ignored, as unknown arguments are
    }
  }

  /** The engine, made at the table size asked for or, when the Java heap cannot hold that, the largest that fits. */
  private DraughtsEngine engine() {
    if (engine != null) return engine;
    for (int megabytes = tableMegabytes; ; megabytes /= 2) {
      try {
        engine = new DraughtsEngine(variant, megabytes);
        if (megabytes != tableMegabytes) {
          error("hash=" + tableMegabytes + " does not fit in the Java heap (" + Runtime.getRuntime().maxMemory() / (1 << 20)
              + " MB); the table has " + megabytes + " MB");
          tableMegabytes = megabytes;
        }
        return engine;
      } catch (OutOfMemoryError e) {
        if (megabytes == 1) throw new IllegalStateException("not even a 1 MB table fits in the Java heap");
      }
    }
  }

  private void pos(HubLine line) {
    DraughtsPosition p = HubNotation.position(line.require("pos"), variant);
    List<DraughtsPosition> before = new ArrayList<>();
    String moves = line.get("moves");
    if (moves != null) {
      for (String m : moves.trim().split("\\s+")) {
        if (m.isEmpty()) continue;
        DraughtsMove move = HubNotation.move(m, p);
        before.add(p);
        p = p.play(move);
      }
    }
    position = p;
    history = List.copyOf(before);
  }

  private void level(HubLine line) {
    if (line.has("infinite")) {
      limit = DraughtsLimit.infinite();
      return;
    }
    int depth = line.has("depth") ? (int) line.number("depth", 1, DraughtsLimit.MAX_DEPTH) : 0;
    long nodes = line.has("nodes") ? line.number("nodes", 1, Long.MAX_VALUE) : 0;
    long moveTime = line.has("move-time") ? Math.max(1, line.millis("move-time")) : 0;
    long time = line.has("time") ? Math.max(1, line.millis("time")) : 0;
    long inc = line.has("inc") ? line.millis("inc") : 0;
    int moves = line.has("moves") ? (int) line.number("moves", 1, 1000) : 0;
    if (depth == 0 && nodes == 0 && moveTime == 0 && time == 0) throw new IllegalArgumentException("level needs depth=, nodes=, move-time=, time= or infinite");
    limit = new DraughtsLimit(depth, nodes, moveTime, time, inc, moves);
  }

  private void go(HubLine line) {
    String mode = line.has("think") ? "think" : line.has("ponder") ? "ponder" : line.has("analyze") ? "analyze" : null;
    if (mode == null) throw new IllegalArgumentException("go needs think, ponder or analyze");
    if (position == null) throw new IllegalArgumentException("no position to search: the last pos was refused");
    if (limit == null) throw new IllegalArgumentException("no level to search with: the last level was refused");
    if (position.legalMoves().isEmpty()) throw new IllegalArgumentException("no legal move in " + position.fen() + ": nothing to search");
    DraughtsEngine e = engine();
    DraughtsPosition p = position;
    List<DraughtsPosition> h = history;
    DraughtsLimit searchLimit = switch (mode) {
      case "ponder" -> DraughtsLimit.infinite(); // the clock starts at ponder-hit
      case "analyze" -> limit.isDeterministic() ? limit : DraughtsLimit.infinite();
      default -> limit;
    };
    ponderLimit = mode.equals("ponder") ? limit : null;
    HubSearch s = new HubSearch(p, e::stop, this::send, onIteration);
    Callable<String> work;
    if (strength < DraughtsLevel.MAX && mode.equals("think")) {
      long budget = searchLimit.moveTimeMillis() > 0 ? searchLimit.moveTimeMillis() : 1000;
      DraughtsLevel level = DraughtsLevel.of(strength);
      work = () -> "move=" + HubNotation.move(e.play(p, h, level, budget, random));
    } else {
      // readied here, on the loop's thread, so that a stop or ponder-hit read right after this go applies to it
      Supplier<DraughtsSearchResult> ready = e.prepare(p, h, searchLimit, s::heard);
      work = () -> {
        DraughtsSearchResult r = ready.get();
        return "move=" + HubNotation.move(r.move()) + (r.ponder() != null ? " ponder=" + HubNotation.move(r.ponder()) : "");
      };
    }
    search = s;
    s.start(work);
  }

  static String info(DraughtsSearchInfo info) {
    StringBuilder pv = new StringBuilder();
    for (DraughtsMove m : info.pv()) pv.append(pv.isEmpty() ? "" : " ").append(HubNotation.move(m));
    return String.format(Locale.ROOT, "info depth=%d score=%.2f nodes=%d time=%.3f nps=%.2f pv=\"%s\"",
        info.depth(), info.score() / 100.0, info.nodes(), info.millis() / 1000.0, info.nodesPerSecond() / 1e6, pv);
  }

  /** An error line: the message on one line, its double quotes made single (it is a quoted value). */
  static String errorLine(String message) {
    return "error message=" + HubLine.quote(message.replaceAll("[\\p{Cntrl}]+", " ").replace('"', '\''));
  }

  /** An exception as a GUI's user should read it: its message, or its kind when it has none. */
  static String describe(Throwable e) {
    return e.getMessage() != null && !e.getMessage().isBlank() ? e.getMessage() : e.getClass().getSimpleName();
  }

  private boolean isSearching() {
    return search != null && search.isOpen();
  }

  private void error(String message) {
    send(errorLine(message));
  }

  private void send(String line) {
    synchronized (out) {
      out.accept(line);
    }
  }
}
