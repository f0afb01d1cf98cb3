package org.tabuleiro.server.auth;

import java.time.Instant;

/**
 * The addresses (as {@link AddressKey}s) each account signed up or signed in from, newest
 * {@link #KEPT_PER_ACCOUNT} kept: the login throttle does not hold the owner there for failures from elsewhere.
 */
public interface KnownAddressRepository {
  int KEPT_PER_ACCOUNT = 20;

  boolean isKnown(long accountId, String addressKey);

  /** Records that the account was at {@code addressKey} at {@code at}, forgetting its oldest beyond the cap. */
  void remember(long accountId, String addressKey, Instant at);
}
