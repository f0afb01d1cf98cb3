package org.tabuleiro.server.lichess;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import org.tabuleiro.play.Game;
import org.tabuleiro.play.GameEvent;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.game.ArchivedGame;
import org.tabuleiro.server.game.GameFilter;
import org.tabuleiro.server.game.GameTags;
import org.tabuleiro.server.game.JdbiGameArchive;
import org.tabuleiro.server.game.StoredGame;
import org.tabuleiro.server.live.LiveGame;
import org.tabuleiro.server.live.LiveGames;
import org.tabuleiro.server.live.LiveSnapshot;

/**
 * lichess's game exports, public as lichess's: {@code GET /lichess/game/export/{id}} (one game, finished or being
 * played) and {@code GET /lichess/api/games/user/{username}} (a player's finished games, newest first; {@code max}
 * caps them). PGN ({@code application/x-chess-pgn}) unless the client asks JSON ({@code Accept:
 * application/json} for one game, {@code application/x-ndjson} for a list).
 */
final class ExportRoutes {
  static final int PAGE = 100;

  private final LiveGames games;
  private final JdbiGameArchive archive;
  private final LichessPlayers players;
  private final ObjectMapper json;

  ExportRoutes(LiveGames games, JdbiGameArchive archive, LichessPlayers players, ObjectMapper json) {
    this.games = games;
    this.archive = archive;
    this.players = players;
    this.json = json;
  }

  void addTo(RoutesConfig routes) {
    routes.get("/lichess/game/export/{id}", this::one);
    routes.get("/lichess/api/games/user/{username}", this::ofPlayer);
  }

  private void one(Context ctx) {
    String text = ctx.pathParam("id");
    LiveGame game;
    try {
      game = games.find(Long.parseLong(text)).orElse(null);
    } catch (NumberFormatException e) {
      game = null;
    }
    if (game == null) throw LichessError.notFound("Partida não encontrada: " + text + ".");
    LiveSnapshot s = game.snapshot();
    String white = name(s.stored().whiteId());
    String black = name(s.stored().blackId());
    String accept = ctx.header("Accept");
    if (accept != null && (accept.contains("application/json") || accept.contains("application/x-ndjson"))) {
      var setup = s.stored().setup();
      ctx.json(GameExportJson.of(s.stored(), s.game(), players.exported(s.stored().whiteId(), setup, null),
          players.exported(s.stored().blackId(), setup, null)));
      return;
    }
    ctx.contentType("application/x-chess-pgn; charset=utf-8");
    ctx.result(s.game().export(GameTags.of(s.stored(), white, black)) + "\n");
  }

  private void ofPlayer(Context ctx) {
    String name = ctx.pathParam("username");
    Account player = players.byName(name)
        .orElseThrow(() -> LichessError.notFound("Jogador não encontrado: " + name + "."));
    int max = Integer.MAX_VALUE;
    String maxText = ctx.queryParam("max");
    if (maxText != null) {
      try {
        max = Integer.parseInt(maxText);
        if (max < 1) throw new NumberFormatException();
      } catch (NumberFormatException e) {
        throw LichessError.badRequest("\"max\" é um número inteiro maior que zero, não \"" + maxText + "\".");
      }
    }
    String accept = ctx.header("Accept");
    boolean ndjson = accept != null && accept.contains("application/x-ndjson");
    ctx.status(200);
    ctx.res().setContentType(ndjson ? "application/x-ndjson" : "application/x-chess-pgn");
    ctx.res().setCharacterEncoding("UTF-8");
    try (Writer out = new OutputStreamWriter(ctx.res().getOutputStream(), StandardCharsets.UTF_8)) {
      write(player.id(), max, ndjson, out);
    } catch (IOException e) {
      // the client left
    }
  }

  /** The player's finished games, a page of the archive at a time. */
  private void write(long accountId, int max, boolean ndjson, Writer out) throws IOException {
    int written = 0;
    GameFilter filter = new GameFilter(null, null, null, null, false, null);
    while (written < max) {
      int asked = Math.min(PAGE, max - written);
      List<ArchivedGame> page = archive.page(accountId, filter, asked);
      Map<Long, List<GameEvent>> logs = archive.events(page.stream().map(a -> a.game().id()).toList());
      for (ArchivedGame a : page) {
        List<GameEvent> events = logs.get(a.game().id());
        if (events == null || events.isEmpty()) continue;
        StoredGame g = a.game();
        Game game = Game.replay(g.setup(), events);
        if (ndjson) {
          var white = players.exported(g.whiteId(), g.setup(), a.whiteRating());
          var black = players.exported(g.blackId(), g.setup(), a.blackRating());
          out.write(json.writeValueAsString(GameExportJson.of(g, game, white, black)) + "\n");
        }
        else out.write(game.export(GameTags.of(g, a.white(), a.black())) + "\n\n");
        written++;
      }
      out.flush();
      if (page.size() < asked) return;
      filter = filter.before(page.getLast().game().id());
    }
  }

  private String name(Long accountId) {
    return accountId == null ? null : players.find(accountId).map(Account::username).orElse(null);
  }
}
