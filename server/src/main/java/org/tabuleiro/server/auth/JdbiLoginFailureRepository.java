package org.tabuleiro.server.auth;

import java.time.Instant;
import java.util.List;
import org.jdbi.v3.core.Jdbi;

/** {@link LoginFailureRepository} on the {@code login_failures} table (migration V1). */
public final class JdbiLoginFailureRepository implements LoginFailureRepository {
  private final Jdbi jdbi;

  public JdbiLoginFailureRepository(Jdbi jdbi) {
    this.jdbi = jdbi;
  }

  @Override
  public long record(String key, Instant at) {
    return jdbi.withHandle(h -> h.createUpdate("INSERT INTO login_failures (limit_key, failed_at) VALUES (:key, :at)")
        .bind("key", key)
        .bind("at", at)
        .executeAndReturnGeneratedKeys("id")
        .mapTo(Long.class)
        .one());
  }

  @Override
  public void forget(List<Long> ids) {
    if (ids.isEmpty()) return;
    jdbi.useHandle(h -> h.createUpdate("DELETE FROM login_failures WHERE id IN (<ids>)").bindList("ids", ids).execute());
  }

  @Override
  public List<Instant> since(String key, Instant since) {
    return jdbi.withHandle(h -> h.createQuery("""
            SELECT failed_at FROM login_failures WHERE limit_key = :key AND failed_at > :since
            ORDER BY failed_at""")
        .bind("key", key)
        .bind("since", since)
        .mapTo(Instant.class)
        .list());
  }

  @Override
  public void clear(String key) {
    jdbi.useHandle(h -> h.createUpdate("DELETE FROM login_failures WHERE limit_key = :key").bind("key", key).execute());
  }

  @Override
  public void prune(Instant before) {
    jdbi.useHandle(h -> h.createUpdate("DELETE FROM login_failures WHERE failed_at < :before")
        .bind("before", before)
        .execute());
  }
}
