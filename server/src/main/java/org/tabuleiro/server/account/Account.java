package org.tabuleiro.server.account;

import java.time.Instant;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * A club member. The password hash is not here: it never leaves {@link AccountRepository#findCredentials}.
 *
 * @param username as registered, case kept; unique ignoring case; {@code ~ID} once the owner closed the account
 * @param email where password reset links go (private; lower case), or null
 * @param language the pages' language the player chose ({@code pt-BR}, {@code pt-PT}, {@code en}), or null
 */
public record Account(long id, String username, Profile profile, Set<Role> roles, Instant createdAt, String email,
    String language) {
  /** What a closed account's name starts with: no sign-up name can ({@link Usernames}). */
  public static final String CLOSED_PREFIX = "~";

  public Account {
    Objects.requireNonNull(username);
    Objects.requireNonNull(profile);
    roles = roles.isEmpty() ? Set.of() : Set.copyOf(EnumSet.copyOf(roles));
    Objects.requireNonNull(createdAt);
  }

  public Account(long id, String username, Profile profile, Set<Role> roles, Instant createdAt) {
    this(id, username, profile, roles, createdAt, null, null);
  }

  /** The owner closed it: the games stay, under the name {@code ~ID}. */
  public boolean isClosed() {
    return username.startsWith(CLOSED_PREFIX);
  }

  public Account withSettings(String newEmail, String newLanguage) {
    return new Account(id, username, profile, roles, createdAt, newEmail, newLanguage);
  }

  public boolean hasRole(Role role) {
    return roles.contains(role);
  }

  public Account withProfile(Profile p) {
    return new Account(id, username, p, roles, createdAt, email, language);
  }

  public Account withRoles(Set<Role> r) {
    return new Account(id, username, profile, r, createdAt, email, language);
  }
}
