package org.tabuleiro.server.auth;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.Optional;
import org.jdbi.v3.core.Jdbi;

/** {@link SessionRepository} on the {@code sessions} table (migration V1). */
public final class JdbiSessionRepository implements SessionRepository {
  private final Jdbi jdbi;

  public JdbiSessionRepository(Jdbi jdbi) {
    this.jdbi = jdbi;
  }

  @Override
  public void insert(Session s) {
    jdbi.useHandle(h -> h.createUpdate("""
            INSERT INTO sessions (token_hash, account_id, csrf_token, created_at, expires_at)
            VALUES (:tokenHash, :accountId, :csrfToken, :createdAt, :expiresAt)""")
        .bindMethods(s)
        .execute());
  }

  @Override
  public Optional<Session> find(String tokenHash) {
    return jdbi.withHandle(h -> h.createQuery("""
            SELECT token_hash, account_id, csrf_token, created_at, expires_at FROM sessions
            WHERE token_hash = :tokenHash""")
        .bind("tokenHash", tokenHash)
        .map((rs, ctx) -> new Session(rs.getString("token_hash"), rs.getLong("account_id"), rs.getString("csrf_token"),
            rs.getObject("created_at", OffsetDateTime.class).toInstant(),
            rs.getObject("expires_at", OffsetDateTime.class).toInstant()))
        .findOne());
  }

  @Override
  public void delete(String tokenHash) {
    jdbi.useHandle(h -> h.createUpdate("DELETE FROM sessions WHERE token_hash = :tokenHash")
        .bind("tokenHash", tokenHash)
        .execute());
  }

  @Override
  public int deleteAllOf(long accountId, String keptTokenHash) {
    // Two statements: PostgreSQL cannot type a parameter that is only compared with NULL.
    return jdbi.withHandle(h -> keptTokenHash == null
        ? h.createUpdate("DELETE FROM sessions WHERE account_id = :id").bind("id", accountId).execute()
        : h.createUpdate("DELETE FROM sessions WHERE account_id = :id AND token_hash <> :kept")
            .bind("id", accountId).bind("kept", keptTokenHash).execute());
  }

  @Override
  public int deleteExpired(Instant now) {
    return jdbi.withHandle(h -> h.createUpdate("DELETE FROM sessions WHERE expires_at <= :now")
        .bind("now", now)
        .execute());
  }
}
