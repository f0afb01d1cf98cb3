package org.tabuleiro.server.lichess;

import java.time.Instant;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.jdbi.v3.core.Jdbi;

/**
 * The accounts upgraded to bots ({@code bot_accounts}, migration V27): for good, as on lichess. Read through a cache
 * of this process (an upgrade is rare; a look happens on every game's JSON).
 */
public final class BotAccounts {
  private final Jdbi jdbi;
  private final Set<Long> known = ConcurrentHashMap.newKeySet();
  private final Set<Long> humans = ConcurrentHashMap.newKeySet();

  public BotAccounts(Jdbi jdbi) {
    this.jdbi = jdbi;
  }

  public boolean isBot(long accountId) {
    if (known.contains(accountId)) return true;
    if (humans.contains(accountId)) return false;
    boolean bot = jdbi.withHandle(h -> h.createQuery("SELECT COUNT(*) FROM bot_accounts WHERE account_id = :id")
        .bind("id", accountId).mapTo(Integer.class).one()) > 0;
    (bot ? known : humans).add(accountId);
    return bot;
  }

  /** Marks the account a bot; false when it was one already. */
  public boolean upgrade(long accountId, Instant at) {
    if (isBot(accountId)) return false;
    jdbi.useHandle(h -> h.createUpdate("INSERT INTO bot_accounts (account_id, upgraded_at) VALUES (:id, :at)")
        .bind("id", accountId).bind("at", at).execute());
    humans.remove(accountId);
    known.add(accountId);
    return true;
  }
}
