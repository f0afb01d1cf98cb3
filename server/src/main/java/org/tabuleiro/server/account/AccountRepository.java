package org.tabuleiro.server.account;

import java.time.Instant;
import java.util.Optional;
import java.util.Set;

/** Where accounts are kept. Lookups by name ignore case. */
public interface AccountRepository {
  /** The stored secret of an account, for the login check only. */
  record Credentials(long accountId, String passwordHash) {}

  /**
   * Stores a new account with the player role, and the admin role too if it is the first account of the club.
   * Empty when the name is taken (ignoring case), even if another registration took it a moment ago.
   */
  Optional<Account> create(String username, String passwordHash, Profile profile, Instant createdAt);

  Optional<Account> findByUsername(String username);

  Optional<Account> findById(long id);

  Optional<Credentials> findCredentials(String username);

  void updateProfile(long accountId, Profile profile);

  void updateRoles(long accountId, Set<Role> roles);

  long count();
}
