package org.tabuleiro.server.auth;

import java.time.Instant;
import java.util.List;

/** Sign-ups by {@link AddressKey}, for the per-address limit of {@link SignUps}. */
public interface SignUpRepository {
  /** Records a sign-up; returns its id (ids grow with each record). */
  long record(String addressKey, Instant at);

  /** The times of the sign-ups under {@code addressKey} after {@code since}, oldest first. */
  List<Instant> since(String addressKey, Instant since);

  /** Takes back a recorded sign-up that did not happen. */
  void forget(long id);

  /** Forgets sign-ups older than {@code before}: they no longer count. */
  void prune(Instant before);
}
