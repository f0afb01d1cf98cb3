package org.tabuleiro.server.auth;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import org.tabuleiro.server.account.Usernames;

/**
 * Slows password guessing: after too many failures within the window, under the username or from the address,
 * logins are refused without checking the password until the oldest counted failure leaves the window.
 */
final class LoginThrottle {
  private final LoginFailureRepository failures;
  private final LoginLimits limits;

  LoginThrottle(LoginFailureRepository failures, LoginLimits limits) {
    this.failures = failures;
    this.limits = limits;
  }

  /** How long until a login may be tried again, or empty if it may be tried now. */
  Optional<Duration> blockedFor(String username, String address, Instant now) {
    Optional<Duration> byUser = blockedFor(userKey(username), limits.perUsername(), now);
    Optional<Duration> byAddress = blockedFor(addressKey(address), limits.perAddress(), now);
    if (byUser.isEmpty()) return byAddress;
    if (byAddress.isEmpty()) return byUser;
    return Optional.of(byUser.get().compareTo(byAddress.get()) >= 0 ? byUser.get() : byAddress.get());
  }

  private Optional<Duration> blockedFor(String key, int limit, Instant now) {
    List<Instant> recent = failures.since(key, now.minus(limits.window()));
    if (recent.size() < limit) return Optional.empty();
    // Allowed again when enough failures age out that fewer than `limit` remain in the window.
    Instant freeAt = recent.get(recent.size() - limit).plus(limits.window());
    Duration wait = Duration.between(now, freeAt);
    return Optional.of(wait.isNegative() || wait.isZero() ? Duration.ofSeconds(1) : wait);
  }

  void recordFailure(String username, String address, Instant now) {
    failures.record(userKey(username), now);
    failures.record(addressKey(address), now);
    failures.prune(now.minus(limits.window()));
  }

  /** The right password clears the name's count; the address keeps its own (a correct guess proves little). */
  void recordSuccess(String username) {
    failures.clear(userKey(username));
  }

  // Keys fit the 80-character column: names are at most 20, IPv6 text at most 45.
  private static String userKey(String username) {
    String lower = Usernames.lower(username);
    return "user:" + (lower.length() > 40 ? lower.substring(0, 40) : lower);
  }

  private static String addressKey(String address) {
    return "ip:" + (address.length() > 60 ? address.substring(0, 60) : address);
  }
}
