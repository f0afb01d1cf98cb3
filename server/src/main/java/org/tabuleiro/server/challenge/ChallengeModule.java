package org.tabuleiro.server.challenge;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.security.SecureRandom;
import java.time.InstantSource;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.AccountService;
import org.tabuleiro.server.auth.Sessions;
import org.tabuleiro.server.http.ApiException;
import org.tabuleiro.server.http.JsonBody;
import org.tabuleiro.server.http.HttpModule;
import org.tabuleiro.server.live.LiveGame;
import org.tabuleiro.server.live.LiveGames;
import org.tabuleiro.rules.common.Color;

/**
 * {@code /api/challenges}: challenge a named player, list one's open challenges, accept, decline, cancel; and
 * {@code POST /api/games/{id}/rematch} ({@code docs/protocol.md}).
 */
public final class ChallengeModule implements HttpModule {
  private final ChallengeService challenges;
  private final LiveGames games;
  private final AccountService accounts;
  private final Sessions sessions;
  private final ObjectMapper json;

  public ChallengeModule(LiveGames games, InstantSource clock, AccountService accounts, Sessions sessions,
      ObjectMapper json) {
    this(games, clock, accounts, sessions, json, null);
  }

  /** As above; {@code shared} keeps the open challenges where every node sees them (null: in memory). */
  public ChallengeModule(LiveGames games, InstantSource clock, AccountService accounts, Sessions sessions,
      ObjectMapper json, Challenges shared) {
    this.challenges = shared == null ? new ChallengeService(games, clock, new SecureRandom())
        : new ChallengeService(games, clock, new SecureRandom(), shared);
    this.games = games;
    this.accounts = accounts;
    this.sessions = sessions;
    this.json = json;
  }

  public ChallengeService service() {
    return challenges;
  }

  @Override
  public void addRoutes(RoutesConfig routes) {
    routes.post("/api/challenges", this::post);
    routes.get("/api/challenges", ctx -> {
      Account me = me(ctx);
      List<Challenge> mine = challenges.of(me.id());
      ctx.json(Map.of(
          "incoming", mine.stream().filter(c -> c.toId() == me.id()).map(ChallengeModule::toJson).toList(),
          "outgoing", mine.stream().filter(c -> c.fromId() == me.id()).map(ChallengeModule::toJson).toList()));
    });
    routes.post("/api/challenges/{id}/accept", ctx -> {
      LiveGame game = ApiException.unwrap(challenges.accept(id(ctx), me(ctx)));
      ctx.status(201).json(Map.of("gameId", game.id(), "socket", "/ws/game/" + game.id()));
    });
    routes.post("/api/challenges/{id}/decline", ctx -> {
      ApiException.unwrap(challenges.decline(id(ctx), me(ctx)));
      ctx.status(204);
    });
    routes.delete("/api/challenges/{id}", ctx -> {
      ApiException.unwrap(challenges.cancel(id(ctx), me(ctx)));
      ctx.status(204);
    });
    routes.post("/api/games/{id}/rematch", this::rematch);
  }

  /**
   * A rematch of a finished game, colours swapped: accepts the opponent's open rematch when there is one (201 with
   * the new game), else offers one (201 with the challenge; the same one when asked again).
   */
  private void rematch(Context ctx) {
    Account me = me(ctx);
    long gameId;
    try {
      gameId = Long.parseLong(ctx.pathParam("id"));
    } catch (NumberFormatException e) {
      throw new ApiException(404, "game_not_found", "Partida não encontrada.");
    }
    LiveGame game = games.find(gameId).orElseThrow(() -> new ApiException(404, "game_not_found", "Partida não encontrada."));
    var stored = game.stored();
    Color mine = stored.colorOf(me.id());
    if (mine == null) {
      throw new ApiException(403, "not_a_player", "Só os jogadores desta partida podem pedir revanche.");
    }
    if (!game.snapshot().game().isOver()) {
      throw new ApiException(409, "game_not_over", "A partida ainda não terminou.");
    }
    Long opponentId = mine == Color.WHITE ? stored.blackId() : stored.whiteId();
    Account opponent = opponentId == null ? null : accounts.find(opponentId).filter(a -> !a.isClosed()).orElse(null);
    if (opponent == null) throw new ApiException(404, "player_not_found", "O adversário não tem mais conta no clube.");
    var theirs = challenges.rematchFor(gameId, me.id());
    if (theirs.isPresent()) {
      LiveGame next = ApiException.unwrap(challenges.accept(theirs.get().id(), me));
      ctx.status(201).json(Map.of("gameId", next.id(), "socket", "/ws/game/" + next.id()));
      return;
    }
    var mineOpen = challenges.of(me.id()).stream()
        .filter(c -> c.fromId() == me.id() && Long.valueOf(gameId).equals(c.rematchOf())).findFirst();
    if (mineOpen.isPresent()) {
      ctx.status(201).json(toJson(mineOpen.get()));
      return;
    }
    var setup = stored.setup();
    Challenge c = ApiException.unwrap(challenges.challenge(me, opponent, setup.variant().key(),
        setup.control().toString(), setup.rated(), mine == Color.WHITE ? "black" : "white", gameId));
    ctx.status(201).json(toJson(c));
  }

  private void post(Context ctx) {
    Account me = me(ctx);
    JsonNode body = JsonBody.object(ctx, json);
    String name = JsonBody.optionalText(body, "username");
    Account to = accounts.find(name == null ? "" : name).filter(a -> !a.isClosed())
        .orElseThrow(() -> new ApiException(404, "player_not_found", "Jogador não encontrado: " + name));
    JsonNode rated = body.path("rated");
    if (!rated.isMissingNode() && !rated.isBoolean()) {
      throw ApiException.badRequest("invalid_rated", "\"rated\" é true ou false.");
    }
    Challenge c = ApiException.unwrap(challenges.challenge(me, to, JsonBody.optionalText(body, "game"), JsonBody.optionalText(body, "timeControl"),
        rated.asBoolean(false), JsonBody.optionalText(body, "color")));
    ctx.status(201).json(toJson(c));
  }

  /** A challenge as the API and the notices show it. */
  public static Map<String, Object> toJson(Challenge c) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("id", c.id());
    m.put("from", c.from());
    m.put("to", c.to());
    m.put("game", c.variant().key());
    m.put("timeControl", c.control().toString());
    m.put("rated", c.rated());
    m.put("color", c.color().key());
    m.put("createdAt", c.createdAt().toString());
    m.put("expiresAt", c.expiresAt().toString());
    m.put("rematchOf", c.rematchOf());
    return m;
  }

  private Account me(Context ctx) {
    return sessions.require(ctx).account();
  }

  private static long id(Context ctx) {
    try {
      return Long.parseLong(ctx.pathParam("id"));
    } catch (NumberFormatException e) {
      throw new ApiException(404, "challenge_not_found", "Desafio não encontrado.");
    }
  }

}
