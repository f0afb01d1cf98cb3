package org.tabuleiro.server.auth;

import io.javalin.http.Context;
import io.javalin.http.Cookie;
import io.javalin.http.SameSite;

/**
 * The two cookies: the session token, and a guest CSRF token for requests made before signing in.
 * Both are HttpOnly (scripts never need them: the CSRF token comes from {@code GET /api/session}), SameSite=Lax
 * (not sent with cross-site POSTs), and Secure when the club is served over https.
 */
final class SessionCookies {
  static final String SESSION = "tabuleiro_session";
  static final String GUEST_CSRF = "tabuleiro_csrf";

  private final boolean secure;

  SessionCookies(boolean secure) {
    this.secure = secure;
  }

  void setSession(Context ctx, String token) {
    ctx.cookie(cookie(SESSION, token, (int) AuthService.SESSION_LIFETIME.toSeconds()));
  }

  void clearSession(Context ctx) {
    ctx.cookie(cookie(SESSION, "", 0));
  }

  /** Lives as long as the browser does: it protects forms, not an identity. */
  void setGuestCsrf(Context ctx, String token) {
    ctx.cookie(cookie(GUEST_CSRF, token, -1));
  }

  static String session(Context ctx) {
    return ctx.cookie(SESSION);
  }

  static String guestCsrf(Context ctx) {
    return ctx.cookie(GUEST_CSRF);
  }

  private Cookie cookie(String name, String value, int maxAgeSeconds) {
    return new Cookie(name, value, "/", maxAgeSeconds, secure, true, null, SameSite.LAX);
  }
}
