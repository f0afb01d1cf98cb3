package org.tabuleiro.server.auth;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.AccountJson;
import org.tabuleiro.server.account.Profile;
import org.tabuleiro.server.account.ProfileJson;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.http.ApiException;
import org.tabuleiro.server.http.ClientAddress;
import org.tabuleiro.server.http.JsonBody;

/**
 * {@code /api/session} (who am I, log in, log out) and {@code POST /api/accounts} (sign up, which also signs in).
 * Every answer about a session carries the CSRF token the client must send back on its next changes.
 */
final class AuthRoutes {
  /** What the client learns about its session. {@code account} is null when not signed in. */
  record SessionJson(boolean signedIn, AccountJson.Own account, String csrfToken) {}

  /**
   * A sign-up's answer: the session's, and {@code firstAdmin} with {@code notice} (null otherwise) for the club's
   * first account, which is its admin.
   */
  record SignUpJson(boolean signedIn, AccountJson.Own account, String csrfToken, boolean firstAdmin, String notice) {}

  static final String FIRST_ADMIN = "Esta é a primeira conta do clube e por isso a de administrador: na página"
      + " Administração (/administracao) você dá e tira papéis (árbitro, moderador, administrador), faz links para"
      + " redefinir senhas e encerra contas.";

  private final AuthService auth;
  private final SignUps signUps;
  private final Sessions sessions;
  private final SessionCookies cookies;
  private final ObjectMapper json;
  private final boolean trustProxy;

  AuthRoutes(AuthService auth, SignUps signUps, Sessions sessions, SessionCookies cookies, ObjectMapper json,
      boolean trustProxy) {
    this.auth = auth;
    this.signUps = signUps;
    this.sessions = sessions;
    this.cookies = cookies;
    this.json = json;
    this.trustProxy = trustProxy;
  }

  void addTo(RoutesConfig routes) {
    routes.get("/api/session", this::describe);
    routes.post("/api/session", this::login);
    routes.delete("/api/session", this::logout);
    routes.post("/api/accounts", this::register);
  }

  private void describe(Context ctx) {
    var signedIn = sessions.current(ctx);
    if (signedIn.isPresent()) {
      ctx.json(new SessionJson(true, AccountJson.own(signedIn.get().account()), signedIn.get().session().csrfToken()));
      return;
    }
    String guest = SessionCookies.guestCsrf(ctx);
    // Reuse the cookie's token if it has our shape, so two tabs asking at once do not invalidate each other.
    if (guest == null || !guest.matches("[A-Za-z0-9_-]{43}")) {
      guest = SessionTokens.newToken();
      cookies.setGuestCsrf(ctx, guest);
    }
    ctx.json(new SessionJson(false, null, guest));
  }

  private void login(Context ctx) {
    JsonBody body = JsonBody.of(ctx, json);
    String username = body.requiredText("username");
    String password = body.requiredText("password");
    var result = auth.login(username, password, ClientAddress.of(ctx, trustProxy));
    switch (result) {
      case Result.Ok<NewSession> ok -> {
        NewSession opened = ok.value();
        cookies.setSession(ctx, opened.token());
        ctx.json(new SessionJson(true, AccountJson.own(opened.account()), opened.session().csrfToken()));
      }
      case Result.Rejected<NewSession> r -> throw ApiException.of(r.rejection());
    }
  }

  private void logout(Context ctx) {
    sessions.signOut(ctx);
    ctx.status(204);
  }

  private void register(Context ctx) {
    JsonBody body = JsonBody.of(ctx, json);
    String username = body.requiredText("username");
    String password = body.requiredText("password");
    Profile profile = ProfileJson.merge(body, Profile.EMPTY);
    switch (signUps.register(username, password, profile, ClientAddress.of(ctx, trustProxy))) {
      case Result.Ok<Account> ok -> {
        NewSession opened = sessions.signIn(ctx, ok.value());
        // Only the first account is born an admin (AccountRepository#create): the others are granted it.
        boolean first = ok.value().hasRole(org.tabuleiro.server.account.Role.ADMIN);
        ctx.status(201).json(new SignUpJson(true, AccountJson.own(ok.value()), opened.session().csrfToken(), first,
            first ? FIRST_ADMIN : null));
      }
      case Result.Rejected<Account> r -> throw ApiException.of(r.rejection());
    }
  }
}
