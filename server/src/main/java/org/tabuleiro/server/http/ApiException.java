package org.tabuleiro.server.http;

import java.time.Duration;
import org.tabuleiro.server.common.Rejection;

/**
 * Ends a request with a JSON error: thrown by handlers for bad input they notice themselves, and made from a
 * service's {@link Rejection}. {@link ApiErrors} writes it; it is never logged as a failure of the server.
 */
public final class ApiException extends RuntimeException {
  private final int status;
  private final String code;
  private final Duration retryAfter;

  public ApiException(int status, String code, String message) {
    this(status, code, message, null);
  }

  private ApiException(int status, String code, String message, Duration retryAfter) {
    super(message, null, false, false);  // an answer, not a bug: no stack trace to fill
    this.status = status;
    this.code = code;
    this.retryAfter = retryAfter;
  }

  public static ApiException badRequest(String code, String message) {
    return new ApiException(400, code, message);
  }

  /** The one place where a kind of refusal becomes an HTTP status. */
  public static ApiException of(Rejection r) {
    int status = switch (r.kind()) {
      case INVALID -> 400;
      case UNAUTHORIZED -> 401;
      case FORBIDDEN -> 403;
      case NOT_FOUND -> 404;
      case CONFLICT -> 409;
      case GONE -> 410;
      case TOO_MANY_ATTEMPTS -> 429;
      case BUSY -> 503;
    };
    return new ApiException(status, r.code(), r.message(), r.retryAfter());
  }

  /** A service's value, or its refusal thrown as the matching HTTP error. */
  public static <T> T unwrap(org.tabuleiro.server.common.Result<T> result) {
    return switch (result) {
      case org.tabuleiro.server.common.Result.Ok<T> ok -> ok.value();
      case org.tabuleiro.server.common.Result.Rejected<T> r -> throw of(r.rejection());
    };
  }

  public int status() {
    return status;
  }

  public String code() {
    return code;
  }

  /** For 429 and 503: seconds to put in {@code Retry-After}; else null. */
  public Duration retryAfter() {
    return retryAfter;
  }
}
