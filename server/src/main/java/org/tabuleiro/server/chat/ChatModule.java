package org.tabuleiro.server.chat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.time.Duration;
import java.time.InstantSource;
import java.util.LinkedHashMap;
import java.util.Map;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.AccountService;
import org.tabuleiro.server.account.Role;
import org.tabuleiro.server.auth.Sessions;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.http.ApiException;
import org.tabuleiro.server.http.JsonBody;
import org.tabuleiro.server.http.HttpModule;

/**
 * Chat's wiring (a game's rooms, the club's room) and its moderation routes: {@code POST /api/moderation/mute} (moderators and admins),
 * {@code POST /api/moderation/reports} (anyone signed in), {@code GET /api/moderation/reports} (moderators). The
 * chat itself travels on the game's socket ({@code live.GameConnection}) and, for the club's room, on the lobby's
 * ({@code lobby.LobbySocket}).
 */
public final class ChatModule implements HttpModule {
  private static final int MAX_MUTE_MINUTES = 60 * 24 * 30;

  private final ChatService chat;
  private final AccountService accounts;
  private final Sessions sessions;
  private final ObjectMapper json;

  public ChatModule(InstantSource clock, AccountService accounts, Sessions sessions, ObjectMapper json, MuteStore mutes,
      ChatLimits limits) {
    this.chat = new ChatService(clock, limits, mutes);
    this.accounts = accounts;
    this.sessions = sessions;
    this.json = json;
  }

  public ChatService chat() {
    return chat;
  }

  @Override
  public void addRoutes(RoutesConfig routes) {
    routes.post("/api/moderation/mute", this::mute);
    routes.post("/api/moderation/reports", this::report);
    routes.get("/api/moderation/reports", ctx -> {
      moderator(ctx);
      ctx.json(Map.of("reports", chat.reports().stream().map(ChatModule::reportJson).toList()));
    });
  }

  private void mute(Context ctx) {
    moderator(ctx);
    JsonNode body = JsonBody.object(ctx, json);
    String name = body.path("username").asText("");
    Account target = accounts.find(name)
        .orElseThrow(() -> new ApiException(404, "player_not_found", "Jogador não encontrado: " + name));
    JsonNode minutes = body.path("minutes");
    long length = minutes.isMissingNode() || minutes.isNull() ? 60 : minutes.asLong(-1);
    if (!minutes.isMissingNode() && !minutes.isNull() && !minutes.isIntegralNumber() || length < 1
        || length > MAX_MUTE_MINUTES) {
      throw ApiException.badRequest("invalid_minutes", "\"minutes\" é um inteiro de 1 a " + MAX_MUTE_MINUTES + ".");
    }
    var until = chat.mute(target.id(), Duration.ofMinutes(length));
    ctx.json(Map.of("username", target.username(), "mutedUntil", until.toString()));
  }

  private void report(Context ctx) {
    Account me = sessions.require(ctx).account();
    JsonNode body = JsonBody.object(ctx, json);
    JsonNode game = body.path("gameId");
    boolean club = game.isMissingNode() || game.isNull();   // a line of the club's room
    if (!club && !game.isIntegralNumber() || !body.path("messageId").isIntegralNumber()) {
      throw ApiException.badRequest("invalid_report", "\"gameId\" (sem ele, a sala do clube) e \"messageId\" são números inteiros.");
    }
    String reason = body.path("reason").isTextual() ? body.path("reason").asText() : null;
    if (reason != null && reason.length() > 500) {
      throw ApiException.badRequest("invalid_report", "O motivo tem no máximo 500 caracteres.");
    }
    switch (chat.report(club ? ChatService.CLUB : game.asLong(), body.path("messageId").asLong(), me.username(), reason)) {
      case Result.Ok<ChatReport> ok -> ctx.status(201).json(Map.of("id", ok.value().id()));
      case Result.Rejected<ChatReport> r -> throw ApiException.of(r.rejection());
    }
  }

  private void moderator(Context ctx) {
    var roles = sessions.require(ctx).account().roles();
    if (!roles.contains(Role.MODERATOR) && !roles.contains(Role.ADMIN)) {
      throw new ApiException(403, "not_a_moderator", "Só a moderação pode fazer isto.");
    }
  }

  private static Map<String, Object> reportJson(ChatReport r) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("id", r.id());
    m.put("gameId", r.line().gameId() == ChatService.CLUB ? null : r.line().gameId());
    m.put("messageId", r.line().id());
    m.put("room", r.line().room().key());
    m.put("user", r.line().user());
    m.put("text", r.line().text());
    m.put("reportedBy", r.reportedBy());
    m.put("reason", r.reason());
    m.put("at", r.at().toString());
    return m;
  }
}
