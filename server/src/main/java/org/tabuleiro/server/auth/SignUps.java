package org.tabuleiro.server.auth;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.List;
import java.util.Optional;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.AccountService;
import org.tabuleiro.server.account.PasswordWork;
import org.tabuleiro.server.account.Profile;
import org.tabuleiro.server.common.Rejection;
import org.tabuleiro.server.common.Rejection.Kind;
import org.tabuleiro.server.common.Result;

/**
 * A sign-up from a client address: the checks that need no database, then (once {@link PasswordWork} admits it) the
 * address's count ({@link LoginLimits#signUpsPerAddress} within {@link LoginLimits#signUpWindow}), then the password
 * work and the new account, whose address becomes known to the login throttle. A sign-up refused before the
 * password work costs the address nothing; one that reached it counts, with a weak password too (the estimate is
 * work).
 */
final class SignUps {
  private final AccountService accounts;
  private final PasswordWork work;
  private final SignUpRepository signUps;
  private final KnownAddressRepository known;
  private final LoginLimits limits;
  private final InstantSource clock;

  SignUps(AccountService accounts, PasswordWork work, SignUpRepository signUps, KnownAddressRepository known,
      LoginLimits limits, InstantSource clock) {
    this.accounts = accounts;
    this.work = work;
    this.signUps = signUps;
    this.known = known;
    this.limits = limits;
    this.clock = clock;
  }

  Result<Account> register(String username, String password, Profile profile, String clientAddress) {
    Optional<Rejection> problem = accounts.precheck(username, password, profile);
    if (problem.isPresent()) return Result.rejected(problem.get());
    return work.admit(() -> admitted(username, password, profile, AddressKey.of(clientAddress)));
  }

  private Result<Account> admitted(String username, String password, Profile profile, String address) {
    Instant now = clock.instant();
    // Recorded (committed) first, then every row in the window counted, those of the sign-ups under way with this
    // one among them: of sign-ups counting at once the last sees all the others' rows, so none takes a place beyond
    // the limit (near it, one that would have fitted may be refused). Counting only the rows up to our own id let
    // one through when an earlier id committed after a later one had counted.
    long id = signUps.record(address, now);
    List<Instant> recent = signUps.since(address, now.minus(limits.signUpWindow()));
    int before = recent.size() - 1;  // the others': ours is among them
    if (before >= limits.signUpsPerAddress()) {
      signUps.forget(id);
      // Allowed again when enough earlier sign-ups age out that fewer than the limit remain in the window.
      Instant freeAt = recent.get(before - limits.signUpsPerAddress()).plus(limits.signUpWindow());
      Duration wait = Duration.between(now, freeAt);
      if (wait.isNegative() || wait.isZero()) wait = Duration.ofSeconds(1);
      long minutes = Math.max(1, (wait.toSeconds() + 59) / 60);
      return Result.rejected(new Rejection(Kind.TOO_MANY_ATTEMPTS, "too_many_sign_ups",
          "Muitas contas novas criadas deste endereço (no máximo " + limits.signUpsPerAddress() + " por "
              + describe(limits.signUpWindow()) + "). Tente de novo em " + minutes + " min.", wait));
    }
    signUps.prune(now.minus(limits.signUpWindow()));
    Result<Account> made = accounts.register(username, password, profile);
    switch (made) {
      case Result.Ok<Account> ok -> known.remember(ok.value().id(), address, now);
      case Result.Rejected<Account> r -> {
        // A taken name is found before the password work; a busy refusal did none.
        if (r.rejection().kind() == Kind.CONFLICT || r.rejection().kind() == Kind.BUSY) signUps.forget(id);
      }
    }
    return made;
  }

  private static String describe(Duration window) {
    if (window.toMinutes() % 60 == 0) return window.toHours() == 1 ? "hora" : window.toHours() + " horas";
    return window.toMinutes() + " min";
  }
}
