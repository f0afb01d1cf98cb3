package org.tabuleiro.server.auth;

import io.javalin.http.Context;
import io.javalin.http.HandlerType;
import java.util.Set;
import org.tabuleiro.server.http.ApiException;

/**
 * Refuses a state-changing API request unless its {@code X-CSRF-Token} header carries the token of the caller's
 * session (or, before signing in, of the guest cookie): both come from {@code GET /api/session}. Another site can
 * make a browser send our cookies, but it can neither read the token nor set a custom header without CORS, which
 * the club does not allow.
 */
final class CsrfGuard {
  static final String HEADER = "X-CSRF-Token";
  static final String LOCAL_PREFIX = "/api/local/";
  private static final Set<HandlerType> SAFE = Set.of(HandlerType.GET, HandlerType.HEAD, HandlerType.OPTIONS);

  private final Sessions sessions;

  CsrfGuard(Sessions sessions) {
    this.sessions = sessions;
  }

  void check(Context ctx) {
    if (SAFE.contains(ctx.method())) return;
    // ./tabuleiro admin's routes read no cookie: the secret they check in a header of their own (admin/AdminEndpoint)
    // is what a cross-site page could neither know nor send, as for this token.
    if (ctx.path().startsWith(LOCAL_PREFIX)) return;
    String expected = sessions.current(ctx)
        .map(s -> s.session().csrfToken())
        .orElseGet(() -> SessionCookies.guestCsrf(ctx));
    if (!SessionTokens.same(expected, ctx.header(HEADER))) {
      throw new ApiException(403, "csrf_token_invalid",
          "O token CSRF está faltando ou não é válido: pegue-o em GET /api/session e envie-o no cabeçalho " + HEADER + ".");
    }
  }
}
