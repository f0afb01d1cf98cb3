package org.tabuleiro.server.admin;

import java.util.EnumSet;
import java.util.List;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.Role;

/** The JSON shapes of the admin routes. */
final class AdminJson {
  private AdminJson() {}

  /** An account as the admin page lists it. */
  record Row(String username, String displayName, List<String> roles, String createdAt) {}

  /** {@code GET /api/admin/accounts}: at most {@code limit} of the {@code total} that match. */
  record Accounts(List<Row> accounts, long total, int limit) {}

  /** {@code GET /api/admin/staff}: who holds each role besides player, by name. */
  record Staff(List<Row> admins, List<Row> moderators, List<Row> arbiters) {}

  /**
   * {@code POST /api/admin/accounts/{name}/reset-link}: {@code link} starts with the club's {@code public_url}, null
   * without one (the page puts its own address before {@code path}).
   */
  record ResetLink(String username, String path, String link, String expiresAt) {}

  record Log(List<Entry> entries) {}

  /** A line of the log; {@code at} as ISO-8601. */
  record Entry(long id, String at, String actor, String action, String target, String detail) {}

  static Entry entry(AdminAuditEntry e) {
    return new Entry(e.id(), e.at().toString(), e.actor(), e.action(), e.target(), e.detail());
  }

  static Row row(Account a) {
    return new Row(a.username(), a.profile().displayName(), roles(a), a.createdAt().toString());
  }

  static List<String> roles(Account a) {
    return a.roles().isEmpty() ? List.of() : EnumSet.copyOf(a.roles()).stream().map(Role::id).toList();
  }

  static Staff staff(List<Account> accounts) {
    return new Staff(holding(accounts, Role.ADMIN), holding(accounts, Role.MODERATOR), holding(accounts, Role.ARBITER));
  }

  private static List<Row> holding(List<Account> accounts, Role role) {
    return accounts.stream().filter(a -> a.hasRole(role)).map(AdminJson::row).toList();
  }
}
