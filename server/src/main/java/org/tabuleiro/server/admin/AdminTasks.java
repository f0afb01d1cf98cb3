package org.tabuleiro.server.admin;

import java.time.InstantSource;
import org.tabuleiro.server.TabuleiroServer;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.AccountModule;
import org.tabuleiro.server.account.Role;
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

  private AdminTasks(Database database) {
    this.database = database;
    this.accounts = new AccountModule(database.jdbi(), TabuleiroServer.millis(InstantSource.system()));
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

  @Override
  public void close() {
    database.close();
  }
}
