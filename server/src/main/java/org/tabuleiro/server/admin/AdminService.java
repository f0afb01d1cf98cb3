package org.tabuleiro.server.admin;

import java.time.InstantSource;
import java.util.List;
import java.util.Optional;
import java.util.function.LongConsumer;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.AccountService;
import org.tabuleiro.server.account.Role;
import org.tabuleiro.server.auth.PasswordResets;
import org.tabuleiro.server.common.Rejection;
import org.tabuleiro.server.common.Rejection.Kind;
import org.tabuleiro.server.common.Result;

/**
 * What an admin does to accounts: roles, one-time reset links, closing; each change written to the admin log
 * ({@link AdminAudit}) with who made it. The admin page and {@code ./tabuleiro admin} (through the running server or
 * on the database directly) all come here.
 */
public final class AdminService {
  /** The most accounts one search answers. */
  public static final int SEARCH_LIMIT = 50;

  private final AccountService accounts;
  private final PasswordResets resets;
  private final AdminAudit audit;
  private final LongConsumer endSessions;
  private final InstantSource clock;

  /** {@code endSessions} ends every session of an account (a closed account's). */
  AdminService(AccountService accounts, PasswordResets resets, AdminAudit audit, LongConsumer endSessions,
      InstantSource clock) {
    this.accounts = accounts;
    this.resets = resets;
    this.audit = audit;
    this.endSessions = endSessions;
    this.clock = clock;
  }

  public Result<Account> grant(AdminActor actor, String username, Role role) {
    if (isClosedOrUnknown(username)) return Result.rejected(notFound(username));
    Result<Account> granted = accounts.grant(username, role);
    if (granted instanceof Result.Ok<Account> ok) log(actor, "grant", ok.value(), role.id());
    return granted;
  }

  /**
   * Takes a role away. From the admin page the club's last admin keeps that role (else nobody could open the page
   * again); {@code ./tabuleiro admin}, on the server's machine, may always grant it again.
   */
  public Result<Account> revoke(AdminActor actor, String username, Role role) {
    if (isClosedOrUnknown(username)) return Result.rejected(notFound(username));
    if (role == Role.ADMIN && !actor.isCommandLine()) {
      Optional<Account> target = accounts.find(username);
      if (target.isPresent() && target.get().hasRole(Role.ADMIN) && admins() == 1) {
        return Result.rejected(lastAdmin(target.get().username()));
      }
    }
    Result<Account> revoked = accounts.revoke(username, role);
    if (revoked instanceof Result.Ok<Account> ok) log(actor, "revoke", ok.value(), role.id());
    return revoked;
  }

  /**
   * The token of a one-time link that sets a new password for an open account, valid
   * {@link PasswordResets#ADMIN_LIFETIME}: for a club without mail, the admin hands the link over.
   */
  public Result<IssuedReset> resetToken(AdminActor actor, String username) {
    Optional<Account> account = accounts.find(username).filter(a -> !a.isClosed());
    if (account.isEmpty()) return Result.rejected(notFound(username));
    String token = resets.create(account.get().id(), PasswordResets.ADMIN_LIFETIME, false).orElseThrow();
    log(actor, "reset_link", account.get(), null);
    return Result.ok(new IssuedReset(account.get(), token));
  }

  /** A reset link's token and the account it is for. */
  public record IssuedReset(Account account, String token) {}

  /**
   * Closes an account as its owner would (renamed {@code ~ID}, profile and roles cleared, no sign-in any more; its
   * games, ratings and event results stay), ends its sessions and voids its reset links. An admin closes neither
   * their own account here (the account page does, with the password) nor the last admin's.
   */
  public Result<Account> close(AdminActor actor, String username) {
    Optional<Account> found = accounts.find(username);
    if (found.isEmpty() || found.get().isClosed()) return Result.rejected(notFound(username));
    Account target = found.get();
    if (actor.accountId() != null && actor.accountId() == target.id()) {
      return Result.rejected(Rejection.invalid("own_account",
          "A sua própria conta se encerra em Minha conta, com a senha; não aqui."));
    }
    if (target.hasRole(Role.ADMIN) && admins() == 1) return Result.rejected(lastAdmin(target.username()));
    Result<Account> closed = accounts.closeByAdmin(target.id());
    if (closed instanceof Result.Ok<Account>) {
      resets.voidAll(target.id());
      endSessions.accept(target.id());
      log(actor, "close", target, null);
    }
    return closed;
  }

  /** Open accounts by name or display name, at most {@link #SEARCH_LIMIT}; the newest when {@code text} is blank. */
  public List<Account> search(String text) {
    return accounts.search(text, SEARCH_LIMIT);
  }

  public long countMatching(String text) {
    return accounts.countMatching(text);
  }

  /** The open accounts with a role besides player: the club's admins, moderators and arbiters. */
  public List<Account> staff() {
    return accounts.withRoles();
  }

  public List<AdminAuditEntry> recentLog(int limit) {
    return audit.recent(limit);
  }

  private boolean isClosedOrUnknown(String username) {
    return accounts.find(username).filter(a -> !a.isClosed()).isEmpty();
  }

  private long admins() {
    return accounts.withRoles().stream().filter(a -> a.hasRole(Role.ADMIN)).count();
  }

  private void log(AdminActor actor, String action, Account target, String detail) {
    audit.write(clock.instant(), actor, action, target.id(), target.username(), detail);
  }

  private static Rejection lastAdmin(String username) {
    return Rejection.of(Kind.CONFLICT, "last_admin", username + " é o único administrador do clube: dê o papel"
        + " admin a outra conta antes de tirá-lo desta.");
  }

  static Rejection notFound(String username) {
    return Rejection.of(Kind.NOT_FOUND, "player_not_found", "Jogador não encontrado: " + username);
  }
}
