package org.tabuleiro.server.auth;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.Optional;
import org.jdbi.v3.core.Jdbi;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.AccountService;
import org.tabuleiro.server.common.Rejection;
import org.tabuleiro.server.common.Result;

/**
 * One-time password reset links: made for an e-mail ({@link #MAIL_LIFETIME}) or by an admin for a club without mail
 * ({@link #ADMIN_LIFETIME}). Only the SHA-256 of a link's token is stored (as for sessions). A link works once:
 * completing it sets the new password, ends every session of the account and voids its other links; a used,
 * expired or unknown link changes nothing and says why.
 */
public final class PasswordResets {
  public static final Duration MAIL_LIFETIME = Duration.ofHours(1);
  public static final Duration ADMIN_LIFETIME = Duration.ofHours(24);
  /** Links made for one account in an hour; beyond, a request sends nothing (an inbox is not to be flooded). */
  public static final int PER_ACCOUNT_PER_HOUR = 3;

  private final Jdbi jdbi;
  private final AccountService accounts;
  private final InstantSource clock;

  public PasswordResets(Jdbi jdbi, AccountService accounts, InstantSource clock) {
    this.jdbi = jdbi;
    this.accounts = accounts;
    this.clock = clock;
  }

  /** A new link's token for the account, valid for {@code lifetime}; empty when it had its hour's share. */
  public Optional<String> create(long accountId, Duration lifetime, boolean limited) {
    Instant now = clock.instant();
    String token = SessionTokens.newToken();
    boolean made = jdbi.inTransaction(h -> {
      // The account's row locked first: two requests for one account (on two nodes of a cluster) count and insert
      // one after the other, so the hour's share holds.
      h.createQuery("SELECT id FROM accounts WHERE id = :id FOR UPDATE").bind("id", accountId).mapTo(Long.class)
          .findOne();
      if (limited) {
        int recent = h.createQuery(
                "SELECT COUNT(*) FROM password_resets WHERE account_id = :id AND created_at > :since")
            .bind("id", accountId).bind("since", now.minus(Duration.ofHours(1))).mapTo(Integer.class).one();
        if (recent >= PER_ACCOUNT_PER_HOUR) return false;
      }
      h.createUpdate("DELETE FROM password_resets WHERE expires_at < :old")
          .bind("old", now.minus(Duration.ofDays(1))).execute();
      h.createUpdate("""
              INSERT INTO password_resets (token_hash, account_id, created_at, expires_at)
              VALUES (:hash, :id, :now, :expires)""")
          .bind("hash", SessionTokens.hash(token)).bind("id", accountId).bind("now", now)
          .bind("expires", now.plus(lifetime)).execute();
      return true;
    });
    return made ? Optional.of(token) : Optional.empty();
  }

  private record Link(long accountId, Instant expiresAt, Instant usedAt) {}

  /**
   * Sets {@code password} for the link's account when the link is good and the password follows the rules (the
   * link stays good after a refused password). Then the link is used, the account's other links void and its
   * sessions ended ({@code sessions}).
   */
  public Result<Account> complete(String token, String password, Sessions sessions) {
    if (token == null || token.isBlank() || token.length() > 100) return invalid();
    String hash = SessionTokens.hash(token);
    Optional<Link> link = jdbi.withHandle(h -> h.createQuery(
            "SELECT account_id, expires_at, used_at FROM password_resets WHERE token_hash = :hash")
        .bind("hash", hash)
        .map((rs, ctx) -> new Link(rs.getLong("account_id"), rs.getObject("expires_at", java.time.OffsetDateTime.class).toInstant(),
            rs.getObject("used_at", java.time.OffsetDateTime.class) == null ? null
                : rs.getObject("used_at", java.time.OffsetDateTime.class).toInstant()))
        .findOne());
    if (link.isEmpty()) return invalid();
    if (link.get().usedAt() != null) return used();
    Instant now = clock.instant();
    if (!now.isBefore(link.get().expiresAt())) {
      return Result.rejected(Rejection.of(Rejection.Kind.GONE, "reset_link_expired",
          "Este link para redefinir a senha expirou; peça outro."));
    }
    Optional<Account> account = accounts.find(link.get().accountId()).filter(a -> !a.isClosed());
    if (account.isEmpty()) return invalid();
    Result<String> hashed = accounts.checkAndHash(account.get(), password);
    if (hashed instanceof Result.Rejected<String> r) return Result.rejected(r.rejection());
    // Used here, once: of two requests racing with the same link, one updates the row.
    boolean mine = jdbi.withHandle(h -> h.createUpdate(
            "UPDATE password_resets SET used_at = :now WHERE token_hash = :hash AND used_at IS NULL")
        .bind("now", now).bind("hash", hash).execute()) == 1;
    if (!mine) return used();
    accounts.storePasswordHash(account.get().id(), ((Result.Ok<String>) hashed).value());
    jdbi.useHandle(h -> h.createUpdate(
            "UPDATE password_resets SET used_at = :now WHERE account_id = :id AND used_at IS NULL")
        .bind("now", now).bind("id", account.get().id()).execute());
    sessions.endAllOf(account.get().id());
    return Result.ok(account.get());
  }

  /** The account's links are void (it was closed). */
  public void voidAll(long accountId) {
    jdbi.useHandle(h -> h.createUpdate("DELETE FROM password_resets WHERE account_id = :id").bind("id", accountId).execute());
  }

  private static <T> Result<T> invalid() {
    return Result.rejected(Rejection.of(Rejection.Kind.NOT_FOUND, "reset_link_invalid",
        "Este link para redefinir a senha não é válido; confira se foi copiado inteiro ou peça outro."));
  }

  private static <T> Result<T> used() {
    return Result.rejected(Rejection.of(Rejection.Kind.GONE, "reset_link_used",
        "Este link para redefinir a senha já foi usado; peça outro se precisar."));
  }
}
