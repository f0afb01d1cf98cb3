package org.tabuleiro.server.account;

import java.time.Instant;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * A club member. The password hash is not here: it never leaves {@link AccountRepository#findCredentials}.
 *
 * @param username as registered, case kept; unique ignoring case
 */
public record Account(long id, String username, Profile profile, Set<Role> roles, Instant createdAt) {
  public Account {
    Objects.requireNonNull(username);
    Objects.requireNonNull(profile);
    roles = roles.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(roles));
    Objects.requireNonNull(createdAt);
  }

  public boolean hasRole(Role role) {
    return roles.contains(role);
  }

  public Account withProfile(Profile p) {
    return new Account(id, username, p, roles, createdAt);
  }

  public Account withRoles(Set<Role> r) {
    return new Account(id, username, profile, r, createdAt);
  }
}
