package org.tabuleiro.server.lichess.token;

import java.time.Instant;
import java.util.Set;

/**
 * A personal access token as stored: its owner, what it may do, and only the SHA-256 of its text.
 *
 * @param revokedAt null while the token works
 */
public record ApiToken(long id, long accountId, String description, Set<TokenScope> scopes, String tokenHash,
    Instant createdAt, Instant revokedAt) {
  public ApiToken {
    scopes = Set.copyOf(scopes);
  }

  public boolean isRevoked() {
    return revokedAt != null;
  }
}
