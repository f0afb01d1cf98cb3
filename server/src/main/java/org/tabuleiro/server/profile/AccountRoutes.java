package org.tabuleiro.server.profile;

import com.fasterxml.jackson.databind.ObjectMapper;
import io.javalin.config.RoutesConfig;
import io.javalin.http.Context;
import java.util.Map;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.AccountService;
import org.tabuleiro.server.auth.PasswordResets;
import org.tabuleiro.server.auth.Sessions;
import org.tabuleiro.server.auth.SignedIn;
import org.tabuleiro.server.http.ApiException;
import org.tabuleiro.server.http.HttpModule;
import org.tabuleiro.server.http.JsonBody;
import org.tabuleiro.server.mail.MailConfig;
import org.tabuleiro.server.mail.Mailer;

/**
 * One's own account beyond the profile: change the password, sign out everywhere, close the account; and password
 * recovery: a link by e-mail when the club sends mail ({@code POST /api/password-reset}), and setting the new
 * password from a link ({@code POST /api/password-reset/complete}), by e-mail or from an admin
 * ({@code ./tabuleiro admin reset-password USER}).
 */
public final class AccountRoutes implements HttpModule, AutoCloseable {
  static final String SENT = "Se houver uma conta com esse nome ou e-mail e um e-mail cadastrado nela, enviamos um link"
      + " para redefinir a senha. Ele vale 1 hora e funciona uma vez.";

  private final AccountService accounts;
  private final Sessions sessions;
  private final PasswordResets resets;
  private final MailConfig mail;
  private final ResetLinkMail resetMail;
  private final ObjectMapper json;

  public AccountRoutes(AccountService accounts, Sessions sessions, PasswordResets resets, Mailer mailer, MailConfig mail,
      ObjectMapper json) {
    this.accounts = accounts;
    this.sessions = sessions;
    this.resets = resets;
    this.mail = mail;
    this.resetMail = new ResetLinkMail(accounts, resets, mailer, mail);
    this.json = json;
  }

  @Override
  public void addRoutes(RoutesConfig routes) {
    routes.post("/api/me/password", this::changePassword);
    routes.delete("/api/me/sessions", ctx -> {
      sessions.signOutEverywhere(ctx);
      ctx.status(204);
    });
    routes.delete("/api/me", this::closeAccount);
    routes.post("/api/password-reset", this::requestReset);
    routes.post("/api/password-reset/complete", this::completeReset);
  }

  private void changePassword(Context ctx) {
    SignedIn me = sessions.require(ctx);
    JsonBody body = JsonBody.of(ctx, json);
    ApiException.unwrap(accounts.changePassword(me.account().id(), body.requiredText("currentPassword"),
        body.requiredText("newPassword")));
    sessions.endOtherSessions(ctx);   // a stolen session elsewhere ends with the old password
    ctx.status(204);
  }

  private void closeAccount(Context ctx) {
    SignedIn me = sessions.require(ctx);
    JsonBody body = JsonBody.of(ctx, json);
    Account closed = ApiException.unwrap(accounts.close(me.account().id(), body.requiredText("password")));
    resets.voidAll(closed.id());
    sessions.signOutEverywhere(ctx);
    ctx.status(204);
  }

  /**
   * Sends a link to each account the name or e-mail names that has an e-mail address, off the request
   * ({@link ResetLinkMail}): the answer is the same, and as quick, whether any does (whether an account exists is not
   * this form's to say).
   */
  private void requestReset(Context ctx) {
    if (!mail.sends()) {
      throw new ApiException(503, "mail_not_configured", "Este clube não envia e-mails. Peça a um administrador do"
          + " clube um link para redefinir a senha.");
    }
    resetMail.ask(JsonBody.of(ctx, json).requiredText("login").strip());
    ctx.status(202).json(Map.of("message", SENT));
  }

  private void completeReset(Context ctx) {
    JsonBody body = JsonBody.of(ctx, json);
    Account a = ApiException.unwrap(resets.complete(body.requiredText("token"), body.requiredText("password"), sessions));
    ctx.json(Map.of("username", a.username()));
  }

  @Override
  public void close() {
    resetMail.close();
  }
}
