package org.tabuleiro.server.auth;

import java.time.Instant;
import java.util.List;

/** Failed logins by limit key ("user:ana", "ip:203.0.113.7"), for {@link LoginThrottle}. */
public interface LoginFailureRepository {
  void record(String key, Instant at);

  /** The failures under {@code key} strictly after {@code since}, oldest first: a failure counts for one window. */
  List<Instant> since(String key, Instant since);

  void clear(String key);

  /** Forgets failures older than {@code before}: they no longer count for anything. */
  void prune(Instant before);
}
