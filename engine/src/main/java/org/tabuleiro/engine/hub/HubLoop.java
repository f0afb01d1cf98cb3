package org.tabuleiro.engine.hub;

import java.io.BufferedReader;
import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Random;
import java.util.function.Consumer;
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
 * {@code go think|ponder|analyze}, {@code stop}, {@code ponder-hit}, {@code ping}, {@code quit}. The search
 * runs on its own thread, so that {@code ping}, {@code stop} and {@code ponder-hit} are answered while it
 * thinks; it ends every search with {@code done}. A line that cannot be understood is answered with
 * {@code error message="..."} and otherwise ignored. End of input means the GUI is gone: the loop ends.
 */
public final class HubLoop {
  static final String NAME = "Tabuleiro", VERSION = "0.1";

  private final Consumer<String> out;
  private Variant variant;
  private int strength = DraughtsLevel.MAX;
  private int tableMegabytes = 64;
  private DraughtsEngine engine;
  private DraughtsPosition position;
  private List<DraughtsPosition> history = List.of();
  private DraughtsLimit limit = DraughtsLimit.ofMoveTime(1000);
  private final Random random = new Random(1);

  private final Object lock = new Object();
  private Thread searcher; // non-null while a search runs (guarded by lock)
  private DraughtsLimit ponderLimit;

  /** @param out receives each output line (without the line end); it must be safe to call from two threads */
  public HubLoop(Variant variant, Consumer<String> out) {
    this.variant = variant;
    this.out = out;
    this.position = DraughtsPosition.initial(variant);
  }

  /** Reads commands until {@code quit} or the end of input. */
  public void run(BufferedReader in) throws IOException {
    String line;
    while ((line = in.readLine()) != null) {
      if (line.isBlank()) continue;
      if (!handle(line)) break;
    }
    stopAndWait();
  }

  /** Handles one line; false after {@code quit}. */
  boolean handle(String text) {
    HubLine line;
    try {
      line = HubLine.parse(text);
    } catch (IllegalArgumentException e) {
      error(e.getMessage());
      return true;
    }
    if (isSearching()) return duringSearch(line);
    try {
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
        default -> error("unknown command '" + line.command() + "'");
      }
    } catch (IllegalArgumentException e) {
      error(e.getMessage());
    }
    return true;
  }

  private boolean duringSearch(HubLine line) {
    switch (line.command()) {
      case "ping" -> send("pong");
      case "stop" -> engine.stop();
      case "ponder-hit" -> {
        if (ponderLimit != null) engine.ponderHit(ponderLimit);
      }
      case "quit" -> {
        return false;
      }
      default -> error("'" + line.command() + "' cannot be obeyed during a search (only ping, stop, ponder-hit, quit)");
    }
    return true;
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
      default -> error("unknown parameter '" + name + "'");
    }
  }

  private DraughtsEngine engine() {
    if (engine == null) engine = new DraughtsEngine(variant, tableMegabytes);
    return engine;
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
    boolean weakened = strength < DraughtsLevel.MAX && mode.equals("think");
    synchronized (lock) {
      searcher = new Thread(() -> think(e, p, h, searchLimit, weakened), "hub-search");
      searcher.setDaemon(true);
      searcher.start();
    }
  }

  private void think(DraughtsEngine e, DraughtsPosition p, List<DraughtsPosition> h, DraughtsLimit searchLimit, boolean weakened) {
    String done;
    try {
      if (weakened) {
        long budget = searchLimit.moveTimeMillis() > 0 ? searchLimit.moveTimeMillis() : 1000;
        done = "done move=" + HubNotation.move(e.play(p, h, DraughtsLevel.of(strength), budget, random));
      } else {
        DraughtsSearchResult r = e.search(p, h, searchLimit, info -> send(info(info)));
        done = "done move=" + HubNotation.move(r.move()) + (r.ponder() != null ? " ponder=" + HubNotation.move(r.ponder()) : "");
      }
    } catch (RuntimeException ex) {
      done = null;
      error("search failed: " + ex.getMessage());
    }
    synchronized (lock) {
      searcher = null;
    }
    if (done != null) send(done);
  }

  static String info(DraughtsSearchInfo info) {
    StringBuilder pv = new StringBuilder();
    for (DraughtsMove m : info.pv()) pv.append(pv.isEmpty() ? "" : " ").append(HubNotation.move(m));
    return String.format(Locale.ROOT, "info depth=%d score=%.2f nodes=%d time=%.3f nps=%.2f pv=\"%s\"",
        info.depth(), info.score() / 100.0, info.nodes(), info.millis() / 1000.0, info.nodesPerSecond() / 1e6, pv);
  }

  private boolean isSearching() {
    synchronized (lock) {
      return searcher != null;
    }
  }

  private void stopAndWait() {
    Thread t;
    synchronized (lock) {
      t = searcher;
    }
    if (t == null) return;
    engine.stop();
    try {
      t.join(5_000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private void error(String message) {
    send("error message=" + HubLine.quote(message.replace('"', '\'')));
  }

  private void send(String line) {
    synchronized (out) {
      out.accept(line);
    }
  }
}
