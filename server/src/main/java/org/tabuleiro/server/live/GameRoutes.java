package org.tabuleiro.server.live;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.Map;
import org.tabuleiro.play.Game;
import org.tabuleiro.play.Line;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.AccountService;
import org.tabuleiro.server.game.DraughtsPositions;
import org.tabuleiro.server.game.GameEventJson;
import org.tabuleiro.server.game.GameRepository;
import org.tabuleiro.server.game.GameTags;
import org.tabuleiro.server.game.JdbiGameArchive;
import org.tabuleiro.server.game.StoredGame;
import org.tabuleiro.server.game.StoredGameJson;
import org.tabuleiro.server.http.ApiException;

/**
 * A game read back, finished or in progress ({@code GET /api/games/{id}}, {@code .pgn}). A player's archive is
 * {@code org.tabuleiro.server.archive}.
 */
final class GameRoutes {
  private final LiveGames live;
  private final GameRepository games;
  private final JdbiGameArchive archive;
  private final AccountService accounts;

  GameRoutes(LiveGames live, GameRepository games, JdbiGameArchive archive, AccountService accounts) {
    this.live = live;
    this.games = games;
    this.archive = archive;
    this.accounts = accounts;
  }

  void addTo(RoutesConfig routes) {
    // One route for both: "{id}.pgn" is a single path segment, so the suffix is read here.
    routes.get("/api/games/{id}", this::game);
  }

  private void game(Context ctx) {
    String raw = ctx.pathParam("id");
    boolean pgn = raw.endsWith(".pgn");
    LiveSnapshot s = find(pgn ? raw.substring(0, raw.length() - 4) : raw);
    StoredGame g = s.stored();
    if (pgn) {
      ctx.contentType("application/x-chess-pgn; charset=utf-8")
          .result(s.game().export(GameTags.of(g, name(g.whiteId()), name(g.blackId()))));
    } else {
      // The row, not the snapshot's creation-time copy: it has the result once the game has ended.
      ctx.json(json(games.find(g.id()).orElseThrow(), s.game()));
    }
  }

  private LiveSnapshot find(String id) {
    try {
      return live.find(Long.parseLong(id)).orElseThrow(GameRoutes::notFound).snapshot();
    } catch (NumberFormatException e) {
      throw notFound();
    }
  }

  private static ApiException notFound() {
    return new ApiException(404, "game_not_found", "Partida não encontrada.");
  }

  private Map<String, Object> json(StoredGame g, Game game) {
    Map<String, Object> m = StoredGameJson.summary(g, name(g.whiteId()), name(g.blackId()));
    m.put("initialFen", g.setup().initialFen());
    m.put("fen", game.fen());
    m.put("moves", game.moves());
    m.put("turn", GameEventJson.color(game.sideToMove()));
    // {"white": {before, after}, "black": {...}} once a rated game moved both ratings; else null.
    m.put("ratings", g.isOver() && g.setup().rated() ? archive.ratings(g.id()) : null);
    // The mover's time left after each move (the PGN's [%clk]), for the replay's clocks; none without a clock.
    m.put("clocks", g.setup().control() instanceof TimeControl.Timed ? game.moveClocks() : new long[0]);
    // The replay page steps through these: the browser has no draughts rules.
    if (game.line() instanceof Line.Draughts d) m.put("positions", DraughtsPositions.of(d));
    return m;
  }

  private String name(Long accountId) {
    return accountId == null ? null : accounts.find(accountId).map(Account::username).orElse(null);
  }
}
