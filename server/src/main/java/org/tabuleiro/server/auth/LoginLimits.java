package org.tabuleiro.server.auth;

import java.time.Duration;

/**
 * How many failed logins are allowed within a sliding window, per username and per client address.
 *
 * <p>The per-address limit is higher by default: a school's whole classroom reaches the club from one NAT
 * address, and one child's typos must not lock out the other thirty.
 */
public record LoginLimits(int perUsername, int perAddress, Duration window) {
  public static final LoginLimits DEFAULT = new LoginLimits(5, 30, Duration.ofMinutes(5));

  public LoginLimits {
    if (perUsername < 1 || perAddress < 1 || window.isNegative() || window.isZero()) {
      throw new IllegalArgumentException("limits must be positive: " + perUsername + ", " + perAddress + ", " + window);
    }
  }
}
