package org.tabuleiro.server.account;

import java.util.EnumSet;
import java.util.List;

/** The JSON shapes of an account: the owner's full view, and what everyone may see. */
public final class AccountJson {
  private AccountJson() {}

  /** {@code GET /api/me}: everything but the password hash. */
  public record Own(long id, String username, String displayName, String country, String club, Integer birthYear,
      String gender, List<String> roles, String createdAt, String email, String language) {}

  /**
   * {@code GET /api/players/{name}}: birth year, gender and e-mail stay private (the first two serve event sections
   * only); {@code closed} once the owner closed the account.
   */
  public record Public(String username, String displayName, String country, String club, List<String> roles,
      String createdAt, boolean closed) {}

  public static Own own(Account a) {
    Profile p = a.profile();
    return new Own(a.id(), a.username(), p.displayName(), p.country(), p.club(), p.birthYear(),
        p.gender() == null ? null : p.gender().id(), roles(a), a.createdAt().toString(), a.email(), a.language());
  }

  public static Public visible(Account a) {
    Profile p = a.profile();
    return new Public(a.username(), p.displayName(), p.country(), p.club(), roles(a), a.createdAt().toString(),
        a.isClosed());
  }

  private static List<String> roles(Account a) {
    return a.roles().isEmpty() ? List.of() : EnumSet.copyOf(a.roles()).stream().map(Role::id).toList();
  }
}
