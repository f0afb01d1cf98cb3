package org.tabuleiro.server.auth;

import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.Optional;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.account.AccountRepository;
import org.tabuleiro.server.account.AccountRepository.Credentials;
import org.tabuleiro.server.account.PasswordHasher;
import org.tabuleiro.server.account.PasswordWork;
import org.tabuleiro.server.common.Rejection;
import org.tabuleiro.server.common.Rejection.Kind;
import org.tabuleiro.server.common.Result;

/** Logging in and out, and finding the account behind a session token. */
public final class AuthService {
  /** A fixed lifetime: a month without logging in again, as a club member expects at home. */
  public static final Duration SESSION_LIFETIME = Duration.ofDays(30);

  private final AccountRepository accounts;
  private final SessionRepository sessions;
  private final LoginThrottle throttle;
  private final KnownAddressRepository knownAddresses;
  private final PasswordHasher hasher;
  private final PasswordWork work;
  private final InstantSource clock;

  public AuthService(AccountRepository accounts, SessionRepository sessions, LoginFailureRepository failures,
      KnownAddressRepository knownAddresses, LoginLimits limits, PasswordHasher hasher, PasswordWork work,
      InstantSource clock) {
    this.accounts = accounts;
    this.sessions = sessions;
    this.throttle = new LoginThrottle(failures, limits);
    this.knownAddresses = knownAddresses;
    this.hasher = hasher;
    this.work = work;
    this.clock = clock;
  }

  /**
   * Checks the password (unless the throttle refuses first, 429; or the password work is busy, 503) and opens a
   * session. The client's address becomes known for the account.
   */
  public Result<NewSession> login(String username, String password, String clientAddress) {
    return work.admit(() -> admitted(username, password, AddressKey.of(clientAddress)));
  }

  private Result<NewSession> admitted(String username, String password, String address) {
    Instant now = clock.instant();
    Optional<Credentials> credentials = accounts.findCredentials(username);
    boolean known = credentials.isPresent() && knownAddresses.isKnown(credentials.get().accountId(), address);
    // Counted before the check, as a failure until the password is found right: logins at once never check more
    // passwords than the limits allow (LoginThrottle).
    LoginThrottle.Attempt.Counted counted;
    switch (throttle.attempt(username, address, known, now)) {
      case LoginThrottle.Attempt.Held held -> {
        long minutes = Math.max(1, (held.retryAfter().toSeconds() + 59) / 60);
        return Result.rejected(new Rejection(Kind.TOO_MANY_ATTEMPTS, "too_many_attempts",
            "Tentativas erradas demais. Tente de novo em " + minutes + " min.", held.retryAfter()));
      }
      case LoginThrottle.Attempt.Counted c -> counted = c;
    }
    Result<Boolean> checked;
    try {
      checked = work.run(() -> Result.ok(credentials.isPresent()
          ? hasher.matches(password, credentials.get().passwordHash())
          : hasher.matchesNothing(password)));
    } catch (RuntimeException e) {
      throttle.withdrawn(counted);
      throw e;
    }
    switch (checked) {
      case Result.Rejected<Boolean> busy -> {
        throttle.withdrawn(counted);
        return Result.rejected(busy.rejection());
      }
      case Result.Ok<Boolean> matched when !matched.value() -> {
        throttle.failed(counted, now);
        // One message for both cases: whether a name exists is not the login form's to say.
        return Result.rejected(Rejection.of(Kind.UNAUTHORIZED, "invalid_credentials", "Nome ou senha incorretos."));
      }
      case Result.Ok<Boolean> matched -> { }
    }
    throttle.succeeded(counted, username, address);
    knownAddresses.remember(credentials.get().accountId(), address, now);
    Account account = accounts.findById(credentials.get().accountId()).orElseThrow();
    return Result.ok(open(account));
  }

  /** A fresh session for {@code account} (after login or registration); a new token each time. */
  public NewSession open(Account account) {
    Instant now = clock.instant();
    sessions.deleteExpired(now);
    String token = SessionTokens.newToken();
    Session session = new Session(SessionTokens.hash(token), account.id(), SessionTokens.newToken(), now,
        now.plus(SESSION_LIFETIME));
    sessions.insert(session);
    return new NewSession(token, account, session);
  }

  /** The account behind a cookie token, if the session exists and has not expired. */
  public Optional<SignedIn> resolve(String token) {
    if (token == null || token.isEmpty() || token.length() > 100) return Optional.empty();
    Instant now = clock.instant();
    return sessions.find(SessionTokens.hash(token))
        .filter(s -> !s.isExpired(now))
        .flatMap(s -> accounts.findById(s.accountId()).map(a -> new SignedIn(a, s)));
  }

  public void logout(Session session) {
    sessions.delete(session.tokenHash());
  }

  /** Ends every session of the account but {@code kept} (null: every one, this too). */
  public int logoutEverywhere(long accountId, Session kept) {
    return sessions.deleteAllOf(accountId, kept == null ? null : kept.tokenHash());
  }
}
