package org.tabuleiro.server.lichess;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tabuleiro.play.Game;
import org.tabuleiro.play.GameSetup;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.play.Period;
import org.tabuleiro.play.Proposal;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.server.game.StoredGame;
import org.tabuleiro.server.live.LiveSnapshot;

/**
 * Our games in lichess's JSON: the game stream's {@code gameFull} and {@code gameState}, the event stream's game
 * ({@code gameStart}, {@code gameFinish}), and the pieces they share (variant, speed, clock). Chess is lichess's
 * {@code standard}; draughts keeps our variant's key (no lichess client knows it).
 */
final class LichessJson {
  /** What lichess sends as the time left of a game without a clock. */
  static final long NO_CLOCK_MILLIS = Integer.MAX_VALUE;

  private final LichessPlayers players;

  LichessJson(LichessPlayers players) {
    this.players = players;
  }

  static String color(Color c) {
    return c == Color.WHITE ? "white" : "black";
  }

  static Map<String, Object> variant(GameVariant v) {
    Map<String, Object> m = new LinkedHashMap<>();
    boolean chess = v == GameVariant.CHESS;
    m.put("key", chess ? "standard" : v.key());
    m.put("name", chess ? "Standard" : v.key());
    m.put("short", chess ? "Std" : v.key());
    return m;
  }

  /** lichess's speed from the game's estimated length (its limits: 29 s, 179 s, 479 s, 1499 s). */
  static String speed(TimeControl control) {
    if (!(control instanceof TimeControl.Timed)) return "correspondence";
    long s = control.estimatedSeconds();
    return s < 30 ? "ultraBullet" : s < 180 ? "bullet" : s < 480 ? "blitz" : s < 1500 ? "rapid" : "classical";
  }

  /** The clock's first period: {@code initial} and {@code increment} in milliseconds; null without a clock. */
  static Map<String, Object> clock(TimeControl control) {
    if (!(control instanceof TimeControl.Timed t)) return null;
    Period first = t.periods().getFirst();
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("initial", first.baseMillis());
    m.put("increment", first.bonusMillis());
    return m;
  }

  /** A challenge's or a game's time control: {@code {"type":"clock","limit","increment","show"}} (seconds). */
  static Map<String, Object> timeControl(TimeControl control) {
    Map<String, Object> m = new LinkedHashMap<>();
    if (control instanceof TimeControl.Timed t) {
      Period first = t.periods().getFirst();
      m.put("type", "clock");
      m.put("limit", first.baseMillis() / 1000);
      m.put("increment", first.bonusMillis() / 1000);
      m.put("show", control.toString());
    } else {
      m.put("type", "unlimited");
    }
    return m;
  }

  static Map<String, Object> perf(TimeControl control) {
    String speed = speed(control);
    return Map.of("name", Character.toUpperCase(speed.charAt(0)) + speed.substring(1));
  }

  /** The game stream's first line: the game's fixed facts and its state now. */
  Map<String, Object> gameFull(LiveSnapshot s) {
    StoredGame g = s.stored();
    GameSetup setup = g.setup();
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("type", "gameFull");
    m.put("id", Long.toString(g.id()));
    m.put("variant", variant(setup.variant()));
    Map<String, Object> clock = clock(setup.control());
    if (clock != null) m.put("clock", clock);
    m.put("speed", speed(setup.control()));
    m.put("perf", perf(setup.control()));
    m.put("rated", setup.rated());
    m.put("createdAt", g.createdAt().toEpochMilli());
    m.put("white", players.seat(g.whiteId(), setup));
    m.put("black", players.seat(g.blackId(), setup));
    m.put("initialFen", setup.initialFen() == null ? "startpos" : setup.initialFen());
    m.put("state", state(s));
    return m;
  }

  /** The game stream's line after each change: moves, clocks, status, standing offers. */
  static Map<String, Object> state(LiveSnapshot s) {
    Game game = s.game();
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("type", "gameState");
    m.put("moves", String.join(" ", game.moves()));
    boolean timed = s.stored().setup().control() instanceof TimeControl.Timed;
    m.put("wtime", timed ? game.clock().remainingMillis(Color.WHITE, s.at()) : NO_CLOCK_MILLIS);
    m.put("btime", timed ? game.clock().remainingMillis(Color.BLACK, s.at()) : NO_CLOCK_MILLIS);
    Map<String, Object> clock = clock(s.stored().setup().control());
    long inc = clock == null ? 0 : (long) clock.get("increment");
    m.put("winc", inc);
    m.put("binc", inc);
    m.put("status", LichessStatus.of(game).key);
    if (game.result() != null && game.result().outcome() != null && game.result().outcome().winner() != null) {
      m.put("winner", color(game.result().outcome().winner()));
    }
    Color draw = game.proposedBy(Proposal.DRAW);
    Color takeback = game.proposedBy(Proposal.TAKEBACK);
    m.put("wdraw", draw == Color.WHITE);
    m.put("bdraw", draw == Color.BLACK);
    m.put("wtakeback", takeback == Color.WHITE);
    m.put("btakeback", takeback == Color.BLACK);
    return m;
  }

  /** The event stream's game, as {@code me} (a player of it) sees it. */
  Map<String, Object> eventGame(LiveSnapshot s, Color me) {
    StoredGame g = s.stored();
    Game game = s.game();
    GameSetup setup = g.setup();
    List<String> moves = game.moves();
    Map<String, Object> m = new LinkedHashMap<>();
    String id = Long.toString(g.id());
    m.put("gameId", id);
    m.put("fullId", id);
    m.put("id", id);
    m.put("color", color(me));
    m.put("fen", game.fen());
    m.put("hasMoved", moves.size() > (me == Color.WHITE ? 0 : 1));
    m.put("isMyTurn", !game.isOver() && game.sideToMove() == me);
    m.put("lastMove", moves.isEmpty() ? "" : moves.getLast());
    Map<String, Object> opponent = new LinkedHashMap<>(players.seat(me == Color.WHITE ? g.blackId() : g.whiteId(), setup));
    if (opponent.containsKey("name")) opponent.put("username", opponent.remove("name"));
    m.put("opponent", opponent);
    m.put("perf", perf(setup.control()).get("name").toString().toLowerCase(java.util.Locale.ROOT));
    m.put("rated", setup.rated());
    if (setup.control() instanceof TimeControl.Timed) {
      m.put("secondsLeft", game.clock().remainingMillis(me, s.at()) / 1000);
    }
    m.put("source", g.origin() == null ? "friend" : "pool");
    LichessStatus status = LichessStatus.of(game);
    m.put("status", Map.of("id", status.id, "name", status.key));
    m.put("variant", variant(setup.variant()));
    m.put("speed", speed(setup.control()));
    if (game.result() != null && game.result().outcome() != null && game.result().outcome().winner() != null) {
      m.put("winner", color(game.result().outcome().winner()));
    }
    m.put("compat", Map.of("bot", setup.variant() == GameVariant.CHESS, "board", setup.variant() == GameVariant.CHESS));
    return m;
  }
}
