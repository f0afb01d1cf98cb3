package org.tabuleiro.server.auth;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;
import org.tabuleiro.server.account.Usernames;

/**
 * Slows password guessing (numbers in {@link LoginLimits}): after too many failures within the window for one name
 * from one address, or from the address for any name, or for the name from any address not known for its account,
 * logins are refused without checking the password until the oldest counted failure leaves the window.
 *
 * <p>A login is counted before its password is checked ({@link #attempt}), so logins at once cannot all pass the
 * count and then all be checked: its rows are written (and committed) first, then every row in the window is
 * counted, its own and those of the logins under way with it among them; over a limit, it takes its rows back and
 * is refused. Of the logins counting at once, the last to count sees every earlier one's rows, so no more than a
 * limit's worth are ever checked (a burst near a limit may refuse one that would have fitted: never one too many).
 * A right password then takes its rows back ({@link #succeeded}); a wrong one leaves them as its failure.
 */
final class LoginThrottle {
  private final LoginFailureRepository failures;
  private final LoginLimits limits;

  LoginThrottle(LoginFailureRepository failures, LoginLimits limits) {
    this.failures = failures;
    this.limits = limits;
  }

  /** What the throttle says of a login about to check its password. */
  sealed interface Attempt {
    /** Refused without a check: try again after {@code wait}. */
    record Held(Duration retryAfter) implements Attempt {}

    /** Counted, as a failure until {@link #succeeded}: its password may be checked. */
    record Counted(List<Long> ids) implements Attempt {}
  }

  /**
   * Counts a login of {@code username} from {@code address}, or holds it.
   *
   * @param address an {@link AddressKey}
   * @param knownAddress the name's account signed up or signed in from this address before: the name's own count
   *     does not apply, so guesses from elsewhere never lock the owner out here
   */
  Attempt attempt(String username, String address, boolean knownAddress, Instant now) {
    List<Limit> applying = applying(username, address, knownAddress);
    // Held already: nothing written (a flood of held logins costs a read each).
    Optional<Duration> held = heldFor(applying, now, List.of());
    if (held.isPresent()) return new Attempt.Held(held.get());
    List<Long> ids = new ArrayList<>();
    for (String key : List.of(pairKey(username, address), addressKey(address), userKey(username))) {
      ids.add(failures.record(key, now));
    }
    held = heldFor(applying, now, ids);
    if (held.isPresent()) {
      failures.forget(ids);
      return new Attempt.Held(held.get());
    }
    return new Attempt.Counted(List.copyOf(ids));
  }

  /** The counted login's password was wrong: its rows stay, as its failure. */
  void failed(Attempt.Counted attempt, Instant now) {
    failures.prune(now.minus(limits.window()));
  }

  /**
   * The right password: the login was no failure, and the count of the name from this address is cleared. The
   * name's own count stays: the owner signing in proves nothing about the guessers elsewhere, and it never holds
   * the owner at a known address.
   */
  void succeeded(Attempt.Counted attempt, String username, String address) {
    failures.forget(attempt.ids());
    failures.clear(pairKey(username, address));
  }

  /** The counted login checked no password (the password work was busy): it did not happen. */
  void withdrawn(Attempt.Counted attempt) {
    failures.forget(attempt.ids());
  }

  private record Limit(String key, int limit) {}

  private List<Limit> applying(String username, String address, boolean knownAddress) {
    return Stream.of(
            new Limit(pairKey(username, address), limits.perPair()),
            new Limit(addressKey(address), limits.perAddress()),
            knownAddress ? null : new Limit(userKey(username), limits.perUsername()))
        .filter(l -> l != null)
        .toList();
  }

  /**
   * How long until a login may be tried, or empty: over any limit, counting every row in the window, with
   * {@code own} (this login's rows, once written) allowed up to the limit itself.
   */
  private Optional<Duration> heldFor(List<Limit> applying, Instant now, List<Long> own) {
    return applying.stream()
        .map(l -> heldFor(l, now, own.isEmpty() ? 0 : 1))
        .flatMap(Optional::stream)
        .max(Duration::compareTo);
  }

  private Optional<Duration> heldFor(Limit l, Instant now, int ownRows) {
    List<Instant> recent = failures.since(l.key(), now.minus(limits.window()));
    if (recent.size() - ownRows < l.limit()) return Optional.empty();
    // Allowed again when enough failures age out that fewer than `limit` remain in the window.
    Instant freeAt = recent.get(recent.size() - ownRows - l.limit()).plus(limits.window());
    Duration wait = Duration.between(now, freeAt);
    return Optional.of(wait.isNegative() || wait.isZero() ? Duration.ofSeconds(1) : wait);
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
