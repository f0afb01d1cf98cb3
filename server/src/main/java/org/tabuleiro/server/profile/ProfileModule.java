package org.tabuleiro.server.profile;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.AccountJson;
import org.tabuleiro.server.account.AccountService;
import org.tabuleiro.server.account.ProfileJson;
import org.tabuleiro.server.auth.Sessions;
import org.tabuleiro.server.auth.SignedIn;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.http.ApiException;
import org.tabuleiro.server.http.HttpModule;
import org.tabuleiro.server.http.JsonBody;

/** {@code GET/PATCH /api/me} (one's own account) and {@code GET /api/players/{name}} (anyone's public profile). */
public final class ProfileModule implements HttpModule {
  private final AccountService accounts;
  private final Sessions sessions;
  private final ObjectMapper json;

  public ProfileModule(AccountService accounts, Sessions sessions, ObjectMapper json) {
    this.accounts = accounts;
    this.sessions = sessions;
    this.json = json;
  }

  @Override
  public void addRoutes(RoutesConfig routes) {
    routes.get("/api/me", ctx -> ctx.json(AccountJson.own(sessions.require(ctx).account())));
    routes.patch("/api/me", this::update);
    routes.get("/api/players/{name}", this::player);
  }

  /** The profile, the e-mail and the language; every field checked before any is stored. */
  private void update(Context ctx) {
    SignedIn me = sessions.require(ctx);
    JsonBody body = JsonBody.of(ctx, json);
    var profile = ProfileJson.merge(body, me.account().profile());
    Account before = me.account();
    String email = body.has("email") ? body.optionalText("email") : before.email();
    String language = body.has("language") ? body.optionalText("language") : before.language();
    switch (accounts.updateAccount(before.id(), profile, email, language)) {
      case Result.Ok<Account> ok -> ctx.json(AccountJson.own(ok.value()));
      case Result.Rejected<Account> r -> throw ApiException.of(r.rejection());
    }
  }

  private void player(Context ctx) {
    String name = ctx.pathParam("name");
    Account account = accounts.find(name).orElseThrow(
        () -> new ApiException(404, "player_not_found", "Jogador não encontrado: " + name));
    ctx.json(AccountJson.visible(account));
  }
}
