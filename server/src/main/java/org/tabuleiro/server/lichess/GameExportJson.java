package org.tabuleiro.server.lichess;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tabuleiro.play.Game;
import org.tabuleiro.play.Line;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.rules.chess.Language;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.chess.Position;
import org.tabuleiro.rules.chess.San;
import org.tabuleiro.server.game.StoredGame;

/**
 * A game as lichess's export gives it in JSON ({@code /game/export/{id}}, {@code /api/games/user/{name}} with
 * {@code Accept: application/x-ndjson}): {@code moves} in SAN (chess; draughts: our notation), the players with
 * their names and ratings, the status, the winner.
 */
final class GameExportJson {
  private GameExportJson() {}

  static Map<String, Object> of(StoredGame g, Game game, Map<String, Object> white, Map<String, Object> black) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("id", Long.toString(g.id()));
    m.put("rated", g.setup().rated());
    Object variant = LichessJson.variant(g.setup().variant()).get("key");
    m.put("variant", variant);
    m.put("speed", LichessJson.speed(g.setup().control()));
    m.put("perf", LichessJson.speed(g.setup().control()));
    m.put("createdAt", g.createdAt().toEpochMilli());
    m.put("lastMoveAt", (g.endedAt() == null ? g.createdAt() : g.endedAt()).toEpochMilli());
    m.put("status", LichessStatus.of(game).key);
    m.put("source", g.origin() == null ? "friend" : "pool");
    Map<String, Object> players = new LinkedHashMap<>();
    players.put("white", white);
    players.put("black", black);
    m.put("players", players);
    if (game.result() != null && game.result().outcome() != null && game.result().outcome().winner() != null) {
      m.put("winner", LichessJson.color(game.result().outcome().winner()));
    }
    m.put("moves", String.join(" ", sans(game)));
    if (g.setup().control() instanceof TimeControl.Timed) {
      // seconds here, as lichess's export (the game stream's clock is in milliseconds)
      Map<String, Object> limits = LichessJson.timeControl(g.setup().control());
      Map<String, Object> clock = new LinkedHashMap<>();
      clock.put("initial", limits.get("limit"));
      clock.put("increment", limits.get("increment"));
      clock.put("totalTime", g.setup().control().estimatedSeconds());
      m.put("clock", clock);
    }
    return m;
  }

  /** The moves in English SAN, replayed from the start position. */
  static List<String> sans(Game game) {
    if (!(game.line() instanceof Line.Chess chess)) return game.moves();
    List<String> out = new ArrayList<>(chess.moves().size());
    Position p = chess.initial();
    for (Move move : chess.moves()) {
      out.add(San.write(p, move, Language.ENGLISH));
      p = p.play(move);
    }
    return out;
  }
}
