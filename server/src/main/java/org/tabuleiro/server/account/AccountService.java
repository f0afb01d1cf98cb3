package org.tabuleiro.server.account;

import java.time.InstantSource;
import java.time.ZoneOffset;
import java.util.EnumSet;
import java.util.Optional;
import org.tabuleiro.server.common.Rejection;
import org.tabuleiro.server.common.Rejection.Kind;
import org.tabuleiro.server.common.Result;

/** Registration, profiles and roles: the rules, with storage behind {@link AccountRepository}. */
public final class AccountService {
  private final AccountRepository accounts;
  private final PasswordHasher hasher;
  private final PasswordWork work;
  private final InstantSource clock;

  public AccountService(AccountRepository accounts, PasswordHasher hasher, PasswordWork work, InstantSource clock) {
    this.accounts = accounts;
    this.hasher = hasher;
    this.work = work;
    this.clock = clock;
  }

  /**
   * The checks of a sign-up that need neither the database nor password work: the name's shape, the password's
   * length, the profile. {@link #register} makes them again.
   */
  public Optional<Rejection> precheck(String username, String password, Profile profile) {
    return Usernames.check(username)
        .or(() -> PasswordPolicy.check(password, username))
        .or(() -> ProfileRules.check(ProfileRules.normalize(profile), currentYear()));
  }

  /**
   * A new player; the very first account of the club is also its admin. The strength estimate and the hash run
   * in {@link PasswordWork}: a {@code busy} refusal when its queue is full.
   */
  public Result<Account> register(String username, String password, Profile profile) {
    Optional<Rejection> problem = precheck(username, password, profile);
    if (problem.isPresent()) return Result.rejected(problem.get());
    // Checked first to spare a hash for the common case; the unique constraint settles a race.
    if (accounts.findByUsername(username).isPresent()) return Result.rejected(taken(username));
    if (accounts.isClosedAccountsName(username)) return Result.rejected(retired(username));
    Profile normalized = ProfileRules.normalize(profile);
    Result<String> hashed = work.run(() -> PasswordStrength.check(password, username, normalized.displayName())
        .<Result<String>>map(Result::rejected)
        .orElseGet(() -> Result.ok(hasher.hash(password))));
    return switch (hashed) {
      case Result.Rejected<String> r -> Result.rejected(r.rejection());
      case Result.Ok<String> hash -> accounts.create(username, hash.value(), normalized, clock.instant())
          .<Result<Account>>map(Result::ok)
          .orElseGet(() -> Result.rejected(taken(username)));
    };
  }

  public Optional<Account> find(String username) {
    return accounts.findByUsername(username);
  }

  public Optional<Account> find(long accountId) {
    return accounts.findById(accountId);
  }

  /** Replaces the whole profile (the HTTP layer merges a partial update into the current one first). */
  public Result<Account> updateProfile(long accountId, Profile profile) {
    Profile normalized = ProfileRules.normalize(profile);
    Optional<Rejection> problem = ProfileRules.check(normalized, currentYear());
    if (problem.isPresent()) return Result.rejected(problem.get());
    Optional<Account> account = accounts.findById(accountId);
    if (account.isEmpty()) return Result.rejected(notFound("#" + accountId));
    accounts.updateProfile(accountId, normalized);
    return Result.ok(account.get().withProfile(normalized));
  }

  /** The languages of the pages an account may choose. */
  public static final java.util.Set<String> LANGUAGES = java.util.Set.of("pt-BR", "pt-PT", "en");
  public static final int EMAIL_MAX = 254;
  private static final java.util.regex.Pattern EMAIL =
      java.util.regex.Pattern.compile("[^@\\s]{1,64}@[^@\\s.]+(\\.[^@\\s.]+)+");

  /**
   * The profile, the e-mail address (kept lower case; null removes it) and the pages' language (null: the
   * browser's), all checked before anything is stored: one bad field changes nothing.
   */
  public Result<Account> updateAccount(long accountId, Profile profile, String email, String language) {
    Profile normalized = ProfileRules.normalize(profile);
    Optional<Rejection> problem = ProfileRules.check(normalized, currentYear());
    if (problem.isPresent()) return Result.rejected(problem.get());
    String mail = email == null || email.isBlank() ? null : email.strip().toLowerCase(java.util.Locale.ROOT);
    if (mail != null && (mail.length() > EMAIL_MAX || !EMAIL.matcher(mail).matches())) {
      return Result.rejected(Rejection.invalid("invalid_email",
          "E-mail inválido: \"" + email.strip() + "\" (ex.: nome@exemplo.com.br)."));
    }
    if (language != null && !LANGUAGES.contains(language)) {
      return Result.rejected(Rejection.invalid("invalid_language",
          "Idioma desconhecido: \"" + language + "\" (use pt-BR, pt-PT ou en)."));
    }
    Optional<Account> account = accounts.findById(accountId);
    if (account.isEmpty()) return Result.rejected(notFound("#" + accountId));
    accounts.updateProfile(accountId, normalized);
    accounts.updateSettings(accountId, mail, language);
    return Result.ok(account.get().withProfile(normalized).withSettings(mail, language));
  }

  /**
   * A new password for the signed-in owner, who proves it with the current one ({@code wrong_password} otherwise,
   * nothing changed); the new one follows the sign-up's rules. The checks and the hash run in {@link PasswordWork}.
   */
  public Result<Account> changePassword(long accountId, String current, String next) {
    Optional<Account> found = accounts.findById(accountId);
    if (found.isEmpty()) return Result.rejected(notFound("#" + accountId));
    Account account = found.get();
    Optional<AccountRepository.Credentials> credentials = accounts.findCredentials(account.username());
    Result<Boolean> matched = work.run(() -> Result.ok(credentials.isPresent()
        && hasher.matches(current == null ? "" : current, credentials.get().passwordHash())));
    if (matched instanceof Result.Rejected<Boolean> busy) return Result.rejected(busy.rejection());
    if (!((Result.Ok<Boolean>) matched).value()) {
      return Result.rejected(Rejection.invalid("wrong_password", "A senha atual não confere. Nada foi mudado."));
    }
    return setPassword(account, next);
  }

  /** The hash of {@code next} after the sign-up's checks (length, not the name, strength), not stored yet. */
  public Result<String> checkAndHash(Account account, String next) {
    Optional<Rejection> policy = PasswordPolicy.check(next == null ? "" : next, account.username());
    if (policy.isPresent()) return Result.rejected(policy.get());
    return work.run(() -> PasswordStrength.check(next, account.username(), account.profile().displayName())
        .<Result<String>>map(Result::rejected)
        .orElseGet(() -> Result.ok(hasher.hash(next))));
  }

  public void storePasswordHash(long accountId, String hash) {
    accounts.updatePasswordHash(accountId, hash);
  }

  /** Sets {@code next} after the sign-up's checks (length, not the name, strength). */
  public Result<Account> setPassword(Account account, String next) {
    Result<String> hashed = checkAndHash(account, next);
    return switch (hashed) {
      case Result.Rejected<String> r -> Result.rejected(r.rejection());
      case Result.Ok<String> hash -> {
        accounts.updatePasswordHash(account.id(), hash.value());
        yield Result.ok(account);
      }
    };
  }

  /** The owner closes the account, proving it with the password; its games stay under the name {@code ~ID}. */
  public Result<Account> close(long accountId, String password) {
    Optional<Account> found = accounts.findById(accountId);
    if (found.isEmpty()) return Result.rejected(notFound("#" + accountId));
    Account account = found.get();
    Optional<AccountRepository.Credentials> credentials = accounts.findCredentials(account.username());
    Result<Boolean> matched = work.run(() -> Result.ok(credentials.isPresent()
        && hasher.matches(password == null ? "" : password, credentials.get().passwordHash())));
    if (matched instanceof Result.Rejected<Boolean> busy) return Result.rejected(busy.rejection());
    if (!((Result.Ok<Boolean>) matched).value()) {
      return Result.rejected(Rejection.invalid("wrong_password", "A senha não confere. A conta continua aberta."));
    }
    accounts.close(accountId, clock.instant());
    return Result.ok(account);
  }

  /**
   * An admin closes the account (no password): as the owner's own closing, renamed {@code ~ID} with its games kept.
   * The caller ends its sessions and voids its reset links.
   */
  public Result<Account> closeByAdmin(long accountId) {
    Optional<Account> found = accounts.findById(accountId);
    if (found.isEmpty()) return Result.rejected(notFound("#" + accountId));
    if (found.get().isClosed()) {
      return Result.rejected(Rejection.of(Kind.CONFLICT, "account_closed", "A conta já está encerrada."));
    }
    accounts.close(accountId, clock.instant());
    return Result.ok(accounts.findById(accountId).orElseThrow());
  }

  /** Open accounts by name or display name ({@link AccountRepository#search}). */
  public java.util.List<Account> search(String text, int limit) {
    return accounts.search(text, limit);
  }

  public long countMatching(String text) {
    return accounts.countMatching(text);
  }

  /** The open accounts with a role besides player. */
  public java.util.List<Account> withRoles() {
    return accounts.withRoles();
  }

  /** The open accounts with this e-mail address. */
  public java.util.List<Account> findByEmail(String email) {
    return email == null || email.isBlank() ? java.util.List.of()
        : accounts.findByEmail(email.strip().toLowerCase(java.util.Locale.ROOT));
  }

  public Result<Account> grant(String username, Role role) {
    return changeRole(username, role, true);
  }

  /** Every account stays a player: that role cannot be taken away (close the account instead, later). */
  public Result<Account> revoke(String username, Role role) {
    if (role == Role.PLAYER) {
      return Result.rejected(Rejection.invalid("role_required", "Todas as contas têm o papel player."));
    }
    return changeRole(username, role, false);
  }

  private Result<Account> changeRole(String username, Role role, boolean add) {
    Optional<Account> found = accounts.findByUsername(username);
    if (found.isEmpty()) return Result.rejected(notFound(username));
    Account account = found.get();
    EnumSet<Role> roles = EnumSet.of(Role.PLAYER);
    roles.addAll(account.roles());
    if (add) roles.add(role); else roles.remove(role);
    accounts.updateRoles(account.id(), roles);
    return Result.ok(account.withRoles(roles));
  }

  private int currentYear() {
    return clock.instant().atZone(ZoneOffset.UTC).getYear();
  }

  private static Rejection taken(String username) {
    return Rejection.of(Kind.CONFLICT, "username_taken", "O nome \"" + username + "\" já está em uso.");
  }

  private static Rejection retired(String username) {
    return Rejection.of(Kind.CONFLICT, "username_retired", "O nome \"" + username
        + "\" pertenceu a uma conta encerrada e não pode ser usado de novo; escolha outro.");
  }

  static Rejection notFound(String username) {
    return Rejection.of(Kind.NOT_FOUND, "player_not_found", "Jogador não encontrado: " + username);
  }
}
