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

/**
 * {@code /api/challenges}: challenge a named player, list one's open challenges, accept, decline, cancel
 * ({@code docs/protocol.md}).
 */
public final class ChallengeModule implements HttpModule {
  private final ChallengeService challenges;
  private final AccountService accounts;
  private final Sessions sessions;
  private final ObjectMapper json;

  public ChallengeModule(LiveGames games, InstantSource clock, AccountService accounts, Sessions sessions,
      ObjectMapper json) {
    this.challenges = new ChallengeService(games, clock, new SecureRandom());
    this.accounts = accounts;
    this.sessions = sessions;
    this.json = json;
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
  }

  private void post(Context ctx) {
    Account me = me(ctx);
    JsonNode body = JsonBody.object(ctx, json);
    String name = JsonBody.optionalText(body, "username");
    Account to = accounts.find(name == null ? "" : name)
        .orElseThrow(() -> new ApiException(404, "player_not_found", "Jogador não encontrado: " + name));
    JsonNode rated = body.path("rated");
    if (!rated.isMissingNode() && !rated.isBoolean()) {
      throw ApiException.badRequest("invalid_rated", "\"rated\" é true ou false.");
    }
    Challenge c = ApiException.unwrap(challenges.challenge(me, to, JsonBody.optionalText(body, "game"), JsonBody.optionalText(body, "timeControl"),
        rated.asBoolean(false), JsonBody.optionalText(body, "color")));
    ctx.status(201).json(toJson(c));
  }

  private static Map<String, Object> toJson(Challenge c) {
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
