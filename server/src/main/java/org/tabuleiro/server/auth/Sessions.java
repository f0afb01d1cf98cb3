package org.tabuleiro.server.auth;

import io.javalin.http.Context;
import java.util.Optional;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.http.ApiException;

/**
 * What other modules' routes use to know who is asking: {@link #current}, {@link #require}, and
 * {@link #signIn} after a registration. The lookup is made once per request and kept in the request.
 */
public final class Sessions {
  private static final String ATTRIBUTE = "tabuleiro.signedIn";

  private final AuthService auth;
  private final SessionCookies cookies;

  Sessions(AuthService auth, SessionCookies cookies) {
    this.auth = auth;
    this.cookies = cookies;
  }

  public Optional<SignedIn> current(Context ctx) {
    Optional<SignedIn> cached = ctx.attribute(ATTRIBUTE);
    if (cached == null) {
      cached = auth.resolve(SessionCookies.session(ctx));
      ctx.attribute(ATTRIBUTE, cached);
    }
    return cached;
  }

  /** The signed-in account, or a 401. */
  public SignedIn require(Context ctx) {
    return current(ctx).orElseThrow(() -> new ApiException(401, "not_signed_in", "É preciso entrar na sua conta."));
  }

  /** Opens a session for {@code account}, sets its cookie, and returns it (its CSRF token goes to the client). */
  public NewSession signIn(Context ctx, Account account) {
    NewSession opened = auth.open(account);
    cookies.setSession(ctx, opened.token());
    ctx.attribute(ATTRIBUTE, Optional.of(new SignedIn(account, opened.session())));
    return opened;
  }

  /** Signs the account out on every device, this request's too (its cookie is cleared). */
  public void signOutEverywhere(Context ctx) {
    current(ctx).ifPresent(s -> auth.logoutEverywhere(s.account().id(), null));
    cookies.clearSession(ctx);
    ctx.attribute(ATTRIBUTE, Optional.<SignedIn>empty());
  }

  /** Ends the account's other sessions (after a password change): this device stays signed in. */
  public void endOtherSessions(Context ctx) {
    current(ctx).ifPresent(s -> auth.logoutEverywhere(s.account().id(), s.session()));
  }

  /** Ends every session of the account (a password reset, a closed account). */
  public void endAllOf(long accountId) {
    auth.logoutEverywhere(accountId, null);
  }

  void signOut(Context ctx) {
    current(ctx).ifPresent(s -> auth.logout(s.session()));
    cookies.clearSession(ctx);
    ctx.attribute(ATTRIBUTE, Optional.<SignedIn>empty());
  }
}
