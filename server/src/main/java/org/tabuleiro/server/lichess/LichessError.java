package org.tabuleiro.server.lichess;

import java.time.Duration;
import org.tabuleiro.server.common.Rejection;
import org.tabuleiro.server.http.ApiException;

/**
 * A refusal under {@code /lichess/}, answered in lichess's shape: {@code {"error": "..."}} with its status (400 bad
 * input, 401 no token or a revoked one, 403 a scope the token lacks, 404, 429 with {@code Retry-After}). The message is
 * Portuguese, as every error of the club's.
 */
public final class LichessError extends RuntimeException {
  private final int status;
  private final Duration retryAfter;

  public LichessError(int status, String message) {
    this(status, message, null);
  }

  LichessError(int status, String message, Duration retryAfter) {
    super(message, null, false, false);
    this.status = status;
    this.retryAfter = retryAfter;
  }

  /** Our rejection with the status our own API would give it. */
  public static LichessError of(Rejection r) {
    return new LichessError(ApiException.of(r).status(), r.message(), r.retryAfter());
  }

  static LichessError badRequest(String message) {
    return new LichessError(400, message);
  }

  static LichessError notFound(String message) {
    return new LichessError(404, message);
  }

  public int status() {
    return status;
  }

  /** How long a client refused for its rate should wait, or null. */
  public Duration retryAfter() {
    return retryAfter;
  }
}
