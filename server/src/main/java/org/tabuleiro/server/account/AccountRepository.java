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

  /** The e-mail address (lower case, or null) and the pages' language (or null). */
  void updateSettings(long accountId, String email, String language);

  void updatePasswordHash(long accountId, String passwordHash);

  /** The open accounts with this e-mail address (lower case), oldest first. */
  java.util.List<Account> findByEmail(String email);

  /**
   * Closes the account: renamed {@code ~ID}, profile, e-mail and roles but player cleared, a password that matches
   * nothing; its games and ratings stay. Its sessions and reset links go (the caller's repositories).
   */
  void close(long accountId, Instant at);

  long count();

  /**
   * Open accounts whose name or display name holds {@code text} (case ignored), by name; the newest first when
   * {@code text} is blank. At most {@code limit}.
   */
  java.util.List<Account> search(String text, int limit);

  /** How many open accounts {@link #search} would find without its limit. */
  long countMatching(String text);

  /** The open accounts with a role besides player (admins, moderators, arbiters), by name. */
  java.util.List<Account> withRoles();

  /** True when {@code username} (ignoring case) was the name of an account now closed: it is never given again. */
  boolean isClosedAccountsName(String username);
}
