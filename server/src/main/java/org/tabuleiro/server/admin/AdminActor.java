package org.tabuleiro.server.admin;

import org.tabuleiro.server.account.Account;

/**
 * Who made an admin change, as the audit log names them: an admin's account (the admin page), or whoever ran
 * {@code ./tabuleiro admin} on the server's machine ({@code accountId} null), who holds the database's keys.
 */
public record AdminActor(Long accountId, String name) {
  public static final AdminActor COMMAND_LINE = new AdminActor(null, "./tabuleiro admin");

  public static AdminActor of(Account admin) {
    return new AdminActor(admin.id(), admin.username());
  }

  public boolean isCommandLine() {
    return accountId == null;
  }
}
