package org.tabuleiro.server.auth;

import java.time.Instant;

/**
 * A signed-in browser. The cookie holds a random token; the database holds only its hash.
 *
 * @param csrfToken sent back by the client in {@code X-CSRF-Token} on every state-changing request
 */
public record Session(String tokenHash, long accountId, String csrfToken, Instant createdAt, Instant expiresAt) {
  public boolean isExpired(Instant now) {
    return !now.isBefore(expiresAt);
  }
}
