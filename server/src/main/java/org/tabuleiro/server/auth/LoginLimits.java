package org.tabuleiro.server.auth;

import java.time.Duration;

/**
 * The limits on the two ways in to password work: failed logins, within a sliding {@code window}, and sign-ups,
 * within {@code signUpWindow}. Addresses are counted by {@link AddressKey} (an IPv6 client by its /64).
 *
 * <p>Failed logins are counted three ways. {@code perPair}: one name from one address, the guesser's own count.
 * {@code perAddress}: every name from one address, higher because a school's classroom reaches the club from one NAT
 * address and one child's typos must not lock out the other thirty. {@code perUsername}: one name from everywhere,
 * against guessing spread over many addresses; it never holds the owner at an address the account signed up or
 * signed in from before (so failures elsewhere cannot lock the owner out).
 *
 * <p>{@code signUpsPerAddress}: new accounts from one address, enough for a whole class to sign up in one lesson.
 */
public record LoginLimits(int perPair, int perAddress, int perUsername, Duration window, int signUpsPerAddress,
    Duration signUpWindow) {
  public static final LoginLimits DEFAULT =
      new LoginLimits(5, 50, 20, Duration.ofMinutes(5), 100, Duration.ofHours(1));

  public LoginLimits {
    if (perPair < 1 || perAddress < 1 || perUsername < 1 || signUpsPerAddress < 1 || !positive(window)
        || !positive(signUpWindow)) {
      throw new IllegalArgumentException("limits must be positive: " + perPair + ", " + perAddress + ", "
          + perUsername + ", " + window + ", " + signUpsPerAddress + ", " + signUpWindow);
    }
  }

  public LoginLimits withSignUps(int perAddress, Duration window) {
    return new LoginLimits(perPair, this.perAddress, perUsername, this.window, perAddress, window);
  }

  private static boolean positive(Duration d) {
    return !d.isNegative() && !d.isZero();
  }
}
