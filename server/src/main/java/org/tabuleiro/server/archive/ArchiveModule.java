package org.tabuleiro.server.archive;

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
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.AccountService;
import org.tabuleiro.server.game.ArchivedGame;
import org.tabuleiro.server.game.GameEventJson;
import org.tabuleiro.server.game.GameFilter;
import org.tabuleiro.server.game.JdbiGameArchive;
import org.tabuleiro.server.game.PlayerResult;
import org.tabuleiro.server.game.StoredGame;
import org.tabuleiro.server.game.StoredGameJson;
import org.tabuleiro.server.http.ApiException;
import org.tabuleiro.server.http.HttpModule;

/**
 * A player's archive: {@code GET /api/players/{name}/games} (filtered pages, newest first) and its downloads
 * {@code games.pgn} (chess) and {@code games.pdn} (draughts), streamed. It reads the stored games
 * ({@link JdbiGameArchive}, which first stores the moves still in the live games' journal).
 */
public final class ArchiveModule implements HttpModule {
  private static final Set<GameVariant> CHESS = EnumSet.of(GameVariant.CHESS);
  private static final Set<GameVariant> DRAUGHTS = EnumSet.of(GameVariant.INTERNATIONAL, GameVariant.BRAZILIAN);

  private final JdbiGameArchive archive;
  private final GameDownload download;
  private final AccountService accounts;

  public ArchiveModule(JdbiGameArchive archive, AccountService accounts) {
    this.archive = archive;
    this.download = new GameDownload(archive);
    this.accounts = accounts;
  }

  @Override
  public void addRoutes(RoutesConfig routes) {
    routes.get("/api/players/{name}/games", this::playerGames);
    routes.get("/api/players/{name}/games.pgn", ctx -> download(ctx, CHESS, "pgn", "application/x-chess-pgn"));
    routes.get("/api/players/{name}/games.pdn", ctx -> download(ctx, DRAUGHTS, "pdn", "application/x-draughts-pdn"));
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

  /** An archive's line: the game, with the result and colour from the archive owner's side. */
  private static Map<String, Object> item(ArchivedGame a, long ownerId) {
    StoredGame g = a.game();
    Map<String, Object> m = StoredGameJson.summary(g, a.white(), a.black());
    Color color = g.colorOf(ownerId);
    PlayerResult result = g.isOver() ? PlayerResult.of(g.result().outcome(), color) : null;
    m.put("color", GameEventJson.color(color));
    m.put("result", result == null ? null : result.key());
    m.put("plies", a.plies());
    m.put("moves", (a.plies() + 1) / 2);
    m.put("ratings", a.whiteRating() == null ? null : Map.of("white", a.whiteRating(), "black", a.blackRating()));
    return m;
  }
}
