package org.tabuleiro.server.account;

import java.sql.SQLException;
import java.time.Instant;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import org.jdbi.v3.core.Handle;
import org.jdbi.v3.core.Jdbi;
import org.jdbi.v3.core.statement.UnableToExecuteStatementException;

/** {@link AccountRepository} on the {@code accounts} table (migration V1). */
public final class JdbiAccountRepository implements AccountRepository {
  // SQL:2003 "integrity constraint violation: unique": H2 and PostgreSQL both report it so.
  private static final String UNIQUE_VIOLATION = "23505";
  private static final AccountRows ROWS = new AccountRows();

  private final Jdbi jdbi;

  public JdbiAccountRepository(Jdbi jdbi) {
    this.jdbi = jdbi;
  }

  @Override
  public Optional<Account> create(String username, String passwordHash, Profile profile, Instant createdAt) {
    try {
      return Optional.of(jdbi.inTransaction(h -> insert(h, username, passwordHash, profile, createdAt)));
    } catch (UnableToExecuteStatementException e) {
      if (isUniqueViolation(e)) return Optional.empty();
      throw e;
    }
  }

  private static Account insert(Handle h, String username, String passwordHash, Profile profile, Instant createdAt) {
    // Exactly one transaction can flip 'open' to 'closed' (the row lock orders concurrent ones), and a failed
    // insert below rolls the flip back: the first account that really gets created is the admin.
    boolean first = h.createUpdate(
            "UPDATE club_settings SET setting_value = 'closed' WHERE name = 'first_admin' AND setting_value = 'open'")
        .execute() == 1;
    Set<Role> roles = first ? EnumSet.of(Role.PLAYER, Role.ADMIN) : EnumSet.of(Role.PLAYER);
    long id = h.createUpdate("""
            INSERT INTO accounts (username, username_lower, password_hash, display_name, country, club,
                                  birth_year, gender, roles, created_at)
            VALUES (:username, :lower, :hash, :displayName, :country, :club, :birthYear, :gender, :roles, :createdAt)""")
        .bind("username", username)
        .bind("lower", Usernames.lower(username))
        .bind("hash", passwordHash)
        .bindMethods(profile)
        .bind("gender", profile.gender() == null ? null : profile.gender().id())
        .bind("roles", AccountRows.formatRoles(roles))
        .bind("createdAt", createdAt)
        .executeAndReturnGeneratedKeys("id")
        .mapTo(Long.class)
        .one();
    // The name is the account's for ever: a closed account's name stays in usernames (a unique violation here).
    h.createUpdate("INSERT INTO usernames (username_lower, account_id) VALUES (:lower, :id)")
        .bind("lower", Usernames.lower(username))
        .bind("id", id)
        .execute();
    return new Account(id, username, profile, roles, createdAt);
  }

  private static boolean isUniqueViolation(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause()) {
      if (t instanceof SQLException sql && UNIQUE_VIOLATION.equals(sql.getSQLState())) return true;
    }
    return false;
  }

  @Override
  public Optional<Account> findByUsername(String username) {
    return jdbi.withHandle(h -> h.createQuery(
            "SELECT " + AccountRows.COLUMNS + " FROM accounts WHERE username_lower = :lower")
        .bind("lower", Usernames.lower(username))
        .map(ROWS)
        .findOne());
  }

  @Override
  public boolean isClosedAccountsName(String username) {
    return jdbi.withHandle(h -> h.createQuery("""
            SELECT COUNT(*) FROM usernames u JOIN accounts a ON a.id = u.account_id
            WHERE u.username_lower = :lower AND a.closed_at IS NOT NULL""")
        .bind("lower", Usernames.lower(username))
        .mapTo(Long.class)
        .one() > 0);
  }

  @Override
  public Optional<Account> findById(long id) {
    return jdbi.withHandle(h -> h.createQuery("SELECT " + AccountRows.COLUMNS + " FROM accounts WHERE id = :id")
        .bind("id", id)
        .map(ROWS)
        .findOne());
  }

  @Override
  public Optional<Credentials> findCredentials(String username) {
    return jdbi.withHandle(h -> h.createQuery("SELECT id, password_hash FROM accounts WHERE username_lower = :lower")
        .bind("lower", Usernames.lower(username))
        .map((rs, ctx) -> new Credentials(rs.getLong("id"), rs.getString("password_hash")))
        .findOne());
  }

  @Override
  public void updateProfile(long accountId, Profile profile) {
    jdbi.useHandle(h -> h.createUpdate("""
            UPDATE accounts SET display_name = :displayName, country = :country, club = :club,
                                birth_year = :birthYear, gender = :gender
            WHERE id = :id""")
        .bindMethods(profile)
        .bind("gender", profile.gender() == null ? null : profile.gender().id())
        .bind("id", accountId)
        .execute());
  }

  @Override
  public void updateRoles(long accountId, Set<Role> roles) {
    jdbi.useHandle(h -> h.createUpdate("UPDATE accounts SET roles = :roles WHERE id = :id")
        .bind("roles", AccountRows.formatRoles(roles))
        .bind("id", accountId)
        .execute());
  }

  @Override
  public void updateSettings(long accountId, String email, String language) {
    jdbi.useHandle(h -> h.createUpdate("UPDATE accounts SET email = :email, language = :language WHERE id = :id")
        .bind("email", email)
        .bind("language", language)
        .bind("id", accountId)
        .execute());
  }

  @Override
  public void updatePasswordHash(long accountId, String passwordHash) {
    jdbi.useHandle(h -> h.createUpdate("UPDATE accounts SET password_hash = :hash WHERE id = :id")
        .bind("hash", passwordHash)
        .bind("id", accountId)
        .execute());
  }

  @Override
  public java.util.List<Account> findByEmail(String email) {
    return jdbi.withHandle(h -> h.createQuery("SELECT " + AccountRows.COLUMNS
            + " FROM accounts WHERE email = :email AND closed_at IS NULL ORDER BY id")
        .bind("email", email)
        .map(ROWS)
        .list());
  }

  @Override
  public void close(long accountId, Instant at) {
    String name = Account.CLOSED_PREFIX + accountId;
    jdbi.useHandle(h -> h.createUpdate("""
            UPDATE accounts SET username = :name, username_lower = :name, password_hash = '!', display_name = NULL,
                                country = NULL, club = NULL, birth_year = NULL, gender = NULL, email = NULL,
                                language = NULL, roles = 'player', closed_at = :at
            WHERE id = :id""")
        .bind("name", name)
        .bind("at", at)
        .bind("id", accountId)
        .execute());
  }

  @Override
  public java.util.List<Account> search(String text, int limit) {
    String pattern = likePattern(text);
    return jdbi.withHandle(h -> {
      var query = h.createQuery("SELECT " + AccountRows.COLUMNS + " FROM accounts WHERE closed_at IS NULL"
          + (pattern == null ? " ORDER BY id DESC" : MATCHING + " ORDER BY username_lower") + " LIMIT :limit");
      if (pattern != null) query.bind("pattern", pattern);
      return query.bind("limit", limit).map(ROWS).list();
    });
  }

  @Override
  public long countMatching(String text) {
    String pattern = likePattern(text);
    return jdbi.withHandle(h -> {
      var query = h.createQuery("SELECT COUNT(*) FROM accounts WHERE closed_at IS NULL" + (pattern == null ? "" : MATCHING));
      if (pattern != null) query.bind("pattern", pattern);
      return query.mapTo(Long.class).one();
    });
  }

  private static final String MATCHING =
      " AND (username_lower LIKE :pattern ESCAPE '!' OR LOWER(display_name) LIKE :pattern ESCAPE '!')";

  // '!' escapes, not a backslash: Jdbi's parser reads a backslash in a quoted literal as escaping the quote.
  /** {@code %text%} in lower case with LIKE's own characters escaped; null for a blank text. */
  private static String likePattern(String text) {
    if (text == null || text.isBlank()) return null;
    String lower = text.strip().toLowerCase(java.util.Locale.ROOT);
    return "%" + lower.replace("!", "!!").replace("%", "!%").replace("_", "!_") + "%";
  }

  @Override
  public java.util.List<Account> withRoles() {
    return jdbi.withHandle(h -> h.createQuery("SELECT " + AccountRows.COLUMNS
            + " FROM accounts WHERE closed_at IS NULL AND roles <> 'player' ORDER BY username_lower")
        .map(ROWS)
        .list());
  }

  @Override
  public long count() {
    return jdbi.withHandle(h -> h.createQuery("SELECT COUNT(*) FROM accounts").mapTo(Long.class).one());
  }
}
