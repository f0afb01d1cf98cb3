package org.tabuleiro.server.auth;

import java.time.Instant;
import java.util.Optional;

/** Where sessions are kept, by the hash of their token. */
public interface SessionRepository {
  void insert(Session session);

  Optional<Session> find(String tokenHash);

  void delete(String tokenHash);

  /** Removes every session of the account but {@code keptTokenHash} (null: every one); returns how many. */
  int deleteAllOf(long accountId, String keptTokenHash);

  /** Removes every session that expired by {@code now}; returns how many. */
  int deleteExpired(Instant now);
}
