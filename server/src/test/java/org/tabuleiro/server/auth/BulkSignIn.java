package org.tabuleiro.server.auth;

import java.time.Instant;
import org.jdbi.v3.core.Jdbi;

/**
 * Opens a session for an existing account with no password check, for tests that need thousands of signed-in
 * players ({@code BulkPlayers}): test scope only, never in the server's jar.
 */
public final class BulkSignIn {
  private BulkSignIn() {}

  /** @param cookie the {@code Cookie} header value a browser would send; {@code csrfToken} for its POSTs */
  public record Opened(String cookie, String csrfToken) {}

  public static Opened open(Jdbi jdbi, long accountId, Instant now) {
    String token = SessionTokens.newToken();
    String csrf = SessionTokens.newToken();
    new JdbiSessionRepository(jdbi).insert(
        new Session(SessionTokens.hash(token), accountId, csrf, now, now.plus(AuthService.SESSION_LIFETIME)));
    return new Opened(SessionCookies.SESSION + "=" + token, csrf);
  }
}
