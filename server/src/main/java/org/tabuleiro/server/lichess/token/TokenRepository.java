package org.tabuleiro.server.lichess.token;

import java.time.Instant;
import java.util.List;
import java.util.Optional;

/** The {@code api_tokens} table (migration V27). */
public interface TokenRepository {
  /** Stores a new token and returns it with its id. */
  ApiToken insert(ApiToken token);

  Optional<ApiToken> findByHash(String tokenHash);

  /** The account's tokens, newest first, revoked ones too. */
  List<ApiToken> of(long accountId);

  /** How many of the account's tokens were made since {@code since} (revoked or not). */
  int countMadeSince(long accountId, Instant since);

  /** Revokes the account's token {@code id}; false when it has no such token still working. */
  boolean revoke(long accountId, long id, Instant at);
}
