package org.tabuleiro.server.admin;

import java.time.InstantSource;
import org.tabuleiro.server.TabuleiroServer;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.AccountModule;
import org.tabuleiro.server.account.Role;
import org.tabuleiro.server.auth.PasswordResets;
import org.tabuleiro.server.mail.MailConfig;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.db.Database;
import org.tabuleiro.server.db.DatabaseConfig;

/**
 * What {@code ./tabuleiro admin} does, on the database the server uses. Whoever runs it already holds the
 * database's keys, so it needs no account: it is how a club names its first arbiters, or a new admin.
 */
public final class AdminTasks implements AutoCloseable {
  private final Database database;
  private final AccountModule accounts;
  private final InstantSource clock;

  private AdminTasks(Database database) {
    this.database = database;
    this.clock = TabuleiroServer.millis(InstantSource.system());
    this.accounts = new AccountModule(database.jdbi(), clock);
  }

  /** Opens (and migrates) the database; throws {@code StorageException} when it cannot. */
  public static AdminTasks open(DatabaseConfig config) {
    return new AdminTasks(Database.open(config));
  }

  public Result<Account> grant(String username, Role role) {
    return accounts.service().grant(username, role);
  }

  public Result<Account> revoke(String username, Role role) {
    return accounts.service().revoke(username, role);
  }

  /**
   * A one-time link that sets a new password for {@code username}, valid {@link PasswordResets#ADMIN_LIFETIME}:
   * for a club without mail, the admin hands it to the player. {@code base} is the club's address.
   */
  public Result<String> resetLink(String username, String base) {
    var account = accounts.service().find(username).filter(a -> !a.isClosed());
    if (account.isEmpty()) {
      return Result.rejected(org.tabuleiro.server.common.Rejection.of(org.tabuleiro.server.common.Rejection.Kind.NOT_FOUND,
          "player_not_found", "Jogador não encontrado: " + username));
    }
    String token = new PasswordResets(database.jdbi(), accounts.service(), clock)
        .create(account.get().id(), PasswordResets.ADMIN_LIFETIME, false).orElseThrow();
    return Result.ok(MailConfig.resetLink(base, token));
  }

  @Override
  public void close() {
    accounts.close();
    database.close();
  }
}
