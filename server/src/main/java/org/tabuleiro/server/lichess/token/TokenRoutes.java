package org.tabuleiro.server.lichess.token;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.auth.Sessions;
import org.tabuleiro.server.http.ApiException;
import org.tabuleiro.server.http.HttpModule;
import org.tabuleiro.server.http.JsonBody;

/**
 * {@code /api/account/tokens}: the signed-in player's personal access tokens, over our own API (cookie session, and
 * the CSRF header for writes, as every {@code /api} route): made ({@code POST}, 201 {@code {"id", "token"}}, the token
 * shown this once), listed ({@code GET}), revoked ({@code DELETE /{id}}, 204). A token opens only {@code /lichess/}.
 */
public final class TokenRoutes implements HttpModule {
  private final TokenService tokens;
  private final Sessions sessions;
  private final ObjectMapper json;

  public TokenRoutes(TokenService tokens, Sessions sessions, ObjectMapper json) {
    this.tokens = tokens;
    this.sessions = sessions;
    this.json = json;
  }

  @Override
  public void addRoutes(RoutesConfig routes) {
    routes.post("/api/account/tokens", this::create);
    routes.get("/api/account/tokens", ctx -> ctx.json(Map.of("tokens",
        tokens.of(me(ctx)).stream().map(TokenRoutes::toJson).toList())));
    routes.delete("/api/account/tokens/{id}", ctx -> {
      long id;
      try {
        id = Long.parseLong(ctx.pathParam("id"));
      } catch (NumberFormatException e) {
        throw new ApiException(404, "token_not_found", "Token não encontrado: " + ctx.pathParam("id") + ".");
      }
      ApiException.unwrap(tokens.revoke(me(ctx), id));
      ctx.status(204);
    });
  }

  private void create(Context ctx) {
    Account me = me(ctx);
    JsonNode body = JsonBody.object(ctx, json);
    String description = JsonBody.optionalText(body, "description");
    JsonNode scopes = body.path("scopes");
    if (!scopes.isArray()) {
      throw ApiException.badRequest("invalid_scopes",
          "\"scopes\" é uma lista de escopos, por exemplo [\"board:play\", \"challenge:write\"].");
    }
    List<String> keys = new ArrayList<>();
    for (JsonNode s : scopes) {
      if (!s.isTextual()) throw ApiException.badRequest("invalid_scopes", "Cada escopo em \"scopes\" é um texto.");
      keys.add(s.asText());
    }
    NewToken made = ApiException.unwrap(tokens.create(me, description, keys));
    Map<String, Object> out = new LinkedHashMap<>(toJson(made.token()));
    out.put("token", made.text());
    ctx.status(201).json(out);
  }

  static Map<String, Object> toJson(ApiToken t) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("id", t.id());
    m.put("description", t.description());
    m.put("scopes", t.scopes().stream().map(TokenScope::key).sorted().toList());
    m.put("createdAt", t.createdAt().toString());
    m.put("revokedAt", t.revokedAt() == null ? null : t.revokedAt().toString());
    return m;
  }

  private Account me(Context ctx) {
    return sessions.require(ctx).account();
  }
}
