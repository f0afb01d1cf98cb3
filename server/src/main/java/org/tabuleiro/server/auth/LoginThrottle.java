package org.tabuleiro.server.auth;

import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.tabuleiro.server.account.Usernames;

/**
 * Slows password guessing (numbers in {@link LoginLimits}): after too many failures within the window for one name
 * from one address, or from the address for any name, or for the name from any address not known for its account,
 * logins are refused without checking the password until the oldest counted failure leaves the window.
 */
final class LoginThrottle {
  private final LoginFailureRepository failures;
  private final LoginLimits limits;

  LoginThrottle(LoginFailureRepository failures, LoginLimits limits) {
    this.failures = failures;
    this.limits = limits;
  }

  /**
   * How long until a login may be tried again, or empty if it may be tried now.
   *
   * @param address an {@link AddressKey}
   * @param knownAddress the name's account signed up or signed in from this address before: the name's own count
   *     does not apply, so guesses from elsewhere never lock the owner out here
   */
  Optional<Duration> blockedFor(String username, String address, boolean knownAddress, Instant now) {
    return Stream.of(
            blockedFor(pairKey(username, address), limits.perPair(), now),
            blockedFor(addressKey(address), limits.perAddress(), now),
            knownAddress ? Optional.<Duration>empty() : blockedFor(userKey(username), limits.perUsername(), now))
        .flatMap(Optional::stream)
        .max(Duration::compareTo);
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
    failures.record(pairKey(username, address), now);
    failures.record(addressKey(address), now);
    failures.record(userKey(username), now);
    failures.prune(now.minus(limits.window()));
  }

  /**
   * The right password clears the count of the name from this address. The name's own count stays: the owner
   * signing in proves nothing about the guessers elsewhere, and it never holds the owner at a known address.
   */
  void recordSuccess(String username, String address) {
    failures.clear(pairKey(username, address));
  }

  // Keys fit the 160-character column (V7): names are cut at 40, address keys are at most 60.
  private static String userKey(String username) {
    return "user:" + name(username);
  }

  private static String addressKey(String address) {
    return "ip:" + address;
  }

  private static String pairKey(String username, String address) {
    return "pair:" + name(username) + "@" + address;
  }

  private static String name(String username) {
    String lower = Usernames.lower(username);
    return lower.length() > 40 ? lower.substring(0, 40) : lower;
  }
}
