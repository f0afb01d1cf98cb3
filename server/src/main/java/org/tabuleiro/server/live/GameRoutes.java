package org.tabuleiro.server.live;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tabuleiro.play.Game;
import org.tabuleiro.play.RatingPool;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.AccountService;
import org.tabuleiro.server.game.GameEventJson;
import org.tabuleiro.server.game.GameRepository;
import org.tabuleiro.server.game.StoredGame;
import org.tabuleiro.server.http.ApiException;

/**
 * {@code GET /api/games/{id}} (JSON), {@code GET /api/games/{id}.pgn} (PGN for chess, PDN for draughts) and
 * {@code GET /api/players/{name}/games}: games read back, finished or in progress.
 */
final class GameRoutes {
  private static final DateTimeFormatter PGN_DATE = DateTimeFormatter.ofPattern("yyyy.MM.dd").withZone(ZoneOffset.UTC);
  private static final int PLAYER_GAMES_LIMIT = 50;

  private final LiveGames live;
  private final GameRepository games;
  private final AccountService accounts;

  GameRoutes(LiveGames live, GameRepository games, AccountService accounts) {
    this.live = live;
    this.games = games;
    this.accounts = accounts;
  }

  void addTo(RoutesConfig routes) {
    // One route for both: "{id}.pgn" is a single path segment, so the suffix is read here.
    routes.get("/api/games/{id}", this::game);
    routes.get("/api/players/{name}/games", this::playerGames);
  }

  private void game(Context ctx) {
    String raw = ctx.pathParam("id");
    boolean pgn = raw.endsWith(".pgn");
    LiveSnapshot s = find(pgn ? raw.substring(0, raw.length() - 4) : raw);
    if (pgn) {
      ctx.contentType("application/x-chess-pgn; charset=utf-8").result(export(s));
    } else {
      // The row, not the snapshot's creation-time copy: it has the result once the game has ended.
      ctx.json(json(games.find(s.stored().id()).orElseThrow(), s.game()));
    }
  }

  private void playerGames(Context ctx) {
    String name = ctx.pathParam("name");
    Account account = accounts.find(name).orElseThrow(
        () -> new ApiException(404, "player_not_found", "Jogador não encontrado: " + name));
    List<Map<String, Object>> list = games.byPlayer(account.id(), PLAYER_GAMES_LIMIT).stream()
        .map(g -> summary(g)).toList();
    ctx.json(Map.of("games", list));
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

  private String export(LiveSnapshot s) {
    StoredGame g = s.stored();
    String kind = g.setup().rated() ? "Rated " : "Casual ";
    String pool = g.setup().control().ratingPool().map(RatingPool::name).map(p -> p.toLowerCase(Locale.ROOT) + " ")
        .orElse("");
    return s.game().export(List.of(new String[] {"Event", kind + pool + "game"},
        new String[] {"Site", "Tabuleiro, game " + g.id()}, new String[] {"Date", PGN_DATE.format(g.createdAt())},
        new String[] {"White", name(g.whiteId())}, new String[] {"Black", name(g.blackId())}));
  }

  private Map<String, Object> json(StoredGame g, Game game) {
    Map<String, Object> m = new java.util.LinkedHashMap<>(summary(g));
    m.put("fen", game.fen());
    m.put("moves", game.moves());
    m.put("turn", GameEventJson.color(game.sideToMove()));
    return m;
  }

  private Map<String, Object> summary(StoredGame g) {
    Map<String, Object> m = new java.util.LinkedHashMap<>();
    m.put("id", g.id());
    m.put("game", g.setup().variant().key());
    m.put("timeControl", g.setup().control().toString());
    m.put("rated", g.setup().rated());
    m.put("white", name(g.whiteId()));
    m.put("black", name(g.blackId()));
    m.put("status", g.isOver() ? "ended" : "playing");
    m.put("outcome", g.isOver() ? GameEventJson.outcome(g.result().outcome()) : null);
    m.put("termination", g.isOver() ? g.result().termination().key() : null);
    m.put("createdAt", g.createdAt().toString());
    m.put("endedAt", g.endedAt() == null ? null : g.endedAt().toString());
    return m;
  }

  private String name(Long accountId) {
    return accountId == null ? "?" : accounts.find(accountId).map(Account::username).orElse("?");
  }
}
