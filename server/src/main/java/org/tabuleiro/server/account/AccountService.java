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

  static Rejection notFound(String username) {
    return Rejection.of(Kind.NOT_FOUND, "player_not_found", "Jogador não encontrado: " + username);
  }
}
