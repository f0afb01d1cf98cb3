package org.tabuleiro.server.auth;

import java.time.Instant;
import java.util.List;
import org.jdbi.v3.core.Jdbi;

/** {@link SignUpRepository} on the {@code sign_ups} table (migration V7). */
public final class JdbiSignUpRepository implements SignUpRepository {
  private final Jdbi jdbi;

  public JdbiSignUpRepository(Jdbi jdbi) {
    this.jdbi = jdbi;
  }

  @Override
  public long record(String addressKey, Instant at) {
    return jdbi.withHandle(h -> h.createUpdate("INSERT INTO sign_ups (address_key, signed_up_at) VALUES (:key, :at)")
        .bind("key", addressKey)
        .bind("at", at)
        .executeAndReturnGeneratedKeys("id")
        .mapTo(Long.class)
        .one());
  }

  @Override
  public List<Instant> since(String addressKey, Instant since) {
    return jdbi.withHandle(h -> h.createQuery("""
            SELECT signed_up_at FROM sign_ups WHERE address_key = :key AND signed_up_at > :since
            ORDER BY signed_up_at, id""")
        .bind("key", addressKey)
        .bind("since", since)
        .mapTo(Instant.class)
        .list());
  }

  @Override
  public void forget(long id) {
    jdbi.useHandle(h -> h.createUpdate("DELETE FROM sign_ups WHERE id = :id").bind("id", id).execute());
  }

  @Override
  public void prune(Instant before) {
    jdbi.useHandle(h -> h.createUpdate("DELETE FROM sign_ups WHERE signed_up_at < :before")
        .bind("before", before)
        .execute());
  }
}
