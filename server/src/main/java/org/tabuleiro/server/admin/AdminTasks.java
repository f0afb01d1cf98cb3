package org.tabuleiro.server.admin;

import java.time.InstantSource;
import java.time.temporal.ChronoUnit;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.AccountModule;
import org.tabuleiro.server.account.Role;
import org.tabuleiro.server.auth.PasswordResets;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.db.Database;
import org.tabuleiro.server.db.DatabaseConfig;
import org.tabuleiro.server.mail.MailConfig;

/**
 * What {@code ./tabuleiro admin} does on the database itself, when no server answers at the data folder's
 * {@link AdminEndpoint} (stopped). Whoever runs it already holds the database's keys, so it needs no account: it is
 * how a club names its first arbiters, or a new admin. Its changes go to the admin log as the command line's.
 */
public final class AdminTasks implements AutoCloseable {
  private final Database database;
  private final AccountModule accounts;
  private final AdminService admin;

  private AdminTasks(Database database) {
    this.database = database;
    // Whole milliseconds, as the server's clock (TabuleiroServer.millis): what is written reads back equal.
    InstantSource clock = () -> InstantSource.system().instant().truncatedTo(ChronoUnit.MILLIS);
    this.accounts = new AccountModule(database.jdbi(), clock);
    // No sessions to end here: the command line closes no account.
    this.admin = new AdminService(accounts.service(), new PasswordResets(database.jdbi(), accounts.service(), clock),
        new AdminAudit(database.jdbi()), id -> { }, clock);
  }

  /** Opens (and migrates) the database; throws {@code StorageException} when it cannot. */
  public static AdminTasks open(DatabaseConfig config) {
    return new AdminTasks(Database.open(config));
  }

  public Result<Account> grant(String username, Role role) {
    return admin.grant(AdminActor.COMMAND_LINE, username, role);
  }

  public Result<Account> revoke(String username, Role role) {
    return admin.revoke(AdminActor.COMMAND_LINE, username, role);
  }

  /**
   * A one-time link that sets a new password for {@code username}, valid {@link PasswordResets#ADMIN_LIFETIME}:
   * for a club without mail, the admin hands it to the player. {@code base} is the club's address.
   */
  public Result<String> resetLink(String username, String base) {
    return switch (admin.resetToken(AdminActor.COMMAND_LINE, username)) {
      case Result.Ok<AdminService.IssuedReset> ok -> Result.ok(MailConfig.resetLink(base, ok.value().token()));
      case Result.Rejected<AdminService.IssuedReset> r -> Result.rejected(r.rejection());
    };
  }

  @Override
  public void close() {
    accounts.close();
    database.close();
  }
}
