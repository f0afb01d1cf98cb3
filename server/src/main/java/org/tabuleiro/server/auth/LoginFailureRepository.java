package org.tabuleiro.server.auth;

import java.time.Instant;
import java.util.List;

/** Failed logins by limit key ("user:ana", "ip:203.0.113.7"), for {@link LoginThrottle}. */
public interface LoginFailureRepository {
  /** Records a failure (or a login under way, counted as one until it is known to be right); returns its id. */
  long record(String key, Instant at);

  /** Takes back records that turned out not to be failures. */
  void forget(List<Long> ids);

  /** The failures under {@code key} strictly after {@code since}, oldest first: a failure counts for one window. */
  List<Instant> since(String key, Instant since);

  void clear(String key);

  /** Forgets failures older than {@code before}: they no longer count for anything. */
  void prune(Instant before);
}
