package org.tabuleiro.server.chat;

import java.time.Instant;
import java.time.OffsetDateTime;
import java.util.HashMap;
import java.util.Map;
import org.jdbi.v3.core.Jdbi;

/** {@link MuteStore} on the {@code chat_mutes} table. */
public final class JdbiMuteStore implements MuteStore {
  private final Jdbi jdbi;

  public JdbiMuteStore(Jdbi jdbi) {
    this.jdbi = jdbi;
  }

  @Override
  public void put(long accountId, Instant until, Instant now) {
    jdbi.useTransaction(h -> {
      h.createUpdate("DELETE FROM chat_mutes WHERE account_id = :id OR muted_until <= :now")
          .bind("id", accountId).bind("now", now).execute();
      h.createUpdate("INSERT INTO chat_mutes (account_id, muted_until) VALUES (:id, :until)")
          .bind("id", accountId).bind("until", until).execute();
    });
  }

  @Override
  public Map<Long, Instant> inForce(Instant now) {
    Map<Long, Instant> out = new HashMap<>();
    jdbi.useHandle(h -> h.createQuery("SELECT account_id, muted_until FROM chat_mutes WHERE muted_until > :now")
        .bind("now", now)
        .map((rs, ctx) -> Map.entry(rs.getLong("account_id"), rs.getObject("muted_until", OffsetDateTime.class).toInstant()))
        .forEach(e -> out.put(e.getKey(), e.getValue())));
    return out;
  }
}
