package org.tabuleiro.server.auth;

import java.sql.SQLException;
import java.time.Instant;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.UnableToExecuteStatementException;

/** {@link KnownAddressRepository} on the {@code known_addresses} table (migration V7). */
public final class JdbiKnownAddressRepository implements KnownAddressRepository {
  private static final String UNIQUE_VIOLATION = "23505";

  private final Jdbi jdbi;

  public JdbiKnownAddressRepository(Jdbi jdbi) {
    this.jdbi = jdbi;
  }

  @Override
  public boolean isKnown(long accountId, String addressKey) {
    return jdbi.withHandle(h -> h.createQuery(
            "SELECT COUNT(*) FROM known_addresses WHERE account_id = :id AND address_key = :address")
        .bind("id", accountId)
        .bind("address", addressKey)
        .mapTo(Long.class)
        .one()) > 0;
  }

  @Override
  public void remember(long accountId, String addressKey, Instant at) {
    jdbi.useHandle(h -> {
      int updated = h.createUpdate(
              "UPDATE known_addresses SET last_seen_at = :at WHERE account_id = :id AND address_key = :address")
          .bind("id", accountId).bind("address", addressKey).bind("at", at)
          .execute();
      if (updated == 0) {
        try {
          h.createUpdate(
                  "INSERT INTO known_addresses (account_id, address_key, last_seen_at) VALUES (:id, :address, :at)")
              .bind("id", accountId).bind("address", addressKey).bind("at", at)
              .execute();
        } catch (UnableToExecuteStatementException e) {
          if (!isUniqueViolation(e)) throw e;  // a login at the same moment stored it: known all the same
        }
        // The oldest beyond the cap are forgotten (portable SQL: no LIMIT inside a DELETE's subquery).
        var kept = h.createQuery("""
                SELECT last_seen_at FROM known_addresses WHERE account_id = :id
                ORDER BY last_seen_at DESC OFFSET :n ROWS FETCH FIRST 1 ROWS ONLY""")
            .bind("id", accountId).bind("n", KEPT_PER_ACCOUNT - 1)
            .mapTo(Instant.class)
            .findOne();
        kept.ifPresent(oldestKept -> h.createUpdate(
                "DELETE FROM known_addresses WHERE account_id = :id AND last_seen_at < :oldest")
            .bind("id", accountId).bind("oldest", oldestKept)
            .execute());
      }
    });
  }

  private static boolean isUniqueViolation(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof SQLException sql && UNIQUE_VIOLATION.equals(sql.getSQLState())) return true;
    }
    return false;
  }
}
