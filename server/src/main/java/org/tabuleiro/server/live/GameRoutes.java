package org.tabuleiro.server.live;

import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.UncheckedIOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.tabuleiro.play.Game;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.play.Line;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.AccountService;
import org.tabuleiro.server.game.ArchivedGame;
import org.tabuleiro.server.game.DraughtsPositions;
import org.tabuleiro.server.game.GameDownload;
import org.tabuleiro.server.game.GameEventJson;
import org.tabuleiro.server.game.GameFilter;
import org.tabuleiro.server.game.GameFilterQuery;
import org.tabuleiro.server.game.GameRepository;
import org.tabuleiro.server.game.GameTags;
import org.tabuleiro.server.game.JdbiGameArchive;
import org.tabuleiro.server.game.PlayerResult;
import org.tabuleiro.server.game.StoredGame;
import org.tabuleiro.server.http.ApiException;

/**
 * A game read back, finished or in progress ({@code GET /api/games/{id}}, {@code .pgn}), and a player's archive:
 * {@code GET /api/players/{name}/games} (filtered pages, newest first) and its downloads
 * {@code games.pgn} (chess) and {@code games.pdn} (draughts), streamed.
 */
final class GameRoutes {
  private static final Set<GameVariant> CHESS = EnumSet.of(GameVariant.CHESS);
  private static final Set<GameVariant> DRAUGHTS = EnumSet.of(GameVariant.INTERNATIONAL, GameVariant.BRAZILIAN);

  private final LiveGames live;
  private final GameRepository games;
  private final JdbiGameArchive archive;
  private final GameDownload download;
  private final AccountService accounts;

  GameRoutes(LiveGames live, GameRepository games, JdbiGameArchive archive, AccountService accounts) {
    this.live = live;
    this.games = games;
    this.archive = archive;
    this.download = new GameDownload(archive);
    this.accounts = accounts;
  }

  void addTo(RoutesConfig routes) {
    // One route for both: "{id}.pgn" is a single path segment, so the suffix is read here.
    routes.get("/api/games/{id}", this::game);
    routes.get("/api/players/{name}/games", this::playerGames);
    routes.get("/api/players/{name}/games.pgn", ctx -> download(ctx, CHESS, "pgn", "application/x-chess-pgn"));
    routes.get("/api/players/{name}/games.pdn", ctx -> download(ctx, DRAUGHTS, "pdn", "application/x-draughts-pdn"));
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

  private void playerGames(Context ctx) {
    Account player = player(ctx);
    GameFilter filter = GameFilterQuery.read(ctx, EnumSet.allOf(GameVariant.class), archive);
    int limit = GameFilterQuery.limit(ctx);
    // One more than asked says whether another page follows, without a count over the whole archive.
    List<ArchivedGame> page = archive.page(player.id(), filter, limit + 1);
    boolean more = page.size() > limit;
    List<ArchivedGame> shown = more ? page.subList(0, limit) : page;
    Map<String, Object> body = new LinkedHashMap<>();
    body.put("games", shown.stream().map(a -> item(a, player.id())).toList());
    body.put("next", more ? String.valueOf(shown.getLast().game().id()) : null);
    ctx.json(body);
  }

  private void download(Context ctx, Set<GameVariant> allowed, String extension, String type) {
    Account player = player(ctx);
    GameFilter filter = GameFilterQuery.read(ctx, allowed, archive);
    // Usernames are ASCII letters, digits, _ and -: safe inside the quoted file name.
    String file = "tabuleiro-" + player.username() + "." + extension;
    ctx.contentType(type + "; charset=utf-8").header("Content-Disposition", "attachment; filename=\"" + file + "\"");
    // Written straight to the response as pages come from the database: the answer is streamed, never held whole.
    try (Writer out = new OutputStreamWriter(ctx.outputStream(), StandardCharsets.UTF_8)) {
      download.write(player.id(), filter, out);
    } catch (IOException e) {
      throw new UncheckedIOException("sending a game download", e);  // the client went away mid-file
    }
  }

  private Account player(Context ctx) {
    String name = ctx.pathParam("name");
    return accounts.find(name).orElseThrow(
        () -> new ApiException(404, "player_not_found", "Jogador não encontrado: " + name));
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
    Map<String, Object> m = summary(g, name(g.whiteId()), name(g.blackId()));
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

  /** An archive's line: the game, with the result and colour from the archive owner's side. */
  private static Map<String, Object> item(ArchivedGame a, long ownerId) {
    StoredGame g = a.game();
    Map<String, Object> m = summary(g, a.white(), a.black());
    Color color = g.colorOf(ownerId);
    PlayerResult result = g.isOver() ? PlayerResult.of(g.result().outcome(), color) : null;
    m.put("color", GameEventJson.color(color));
    m.put("result", result == null ? null : result.key());
    m.put("plies", a.plies());
    m.put("moves", (a.plies() + 1) / 2);
    m.put("ratings", a.whiteRating() == null ? null : Map.of("white", a.whiteRating(), "black", a.blackRating()));
    return m;
  }

  private static Map<String, Object> summary(StoredGame g, String white, String black) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("id", g.id());
    m.put("game", g.setup().variant().key());
    m.put("timeControl", g.setup().control().toString());
    m.put("rated", g.setup().rated());
    m.put("white", white == null ? "?" : white);
    m.put("black", black == null ? "?" : black);
    m.put("status", g.isOver() ? "ended" : "playing");
    m.put("outcome", g.isOver() ? GameEventJson.outcome(g.result().outcome()) : null);
    m.put("termination", g.isOver() ? g.result().termination().key() : null);
    m.put("createdAt", g.createdAt().toString());
    m.put("endedAt", g.endedAt() == null ? null : g.endedAt().toString());
    return m;
  }

  private String name(Long accountId) {
    return accountId == null ? null : accounts.find(accountId).map(Account::username).orElse(null);
  }
}
