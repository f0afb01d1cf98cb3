package org.tabuleiro.server.common;

import java.time.Duration;
import java.util.Objects;

/**
 * An expected refusal, as a value: what kind it is, a stable English code for programs, and a message for people
 * (Portuguese first, the club's language). The HTTP layer turns the kind into a status in one place.
 *
 * @param retryAfter for {@link Kind#TOO_MANY_ATTEMPTS} and {@link Kind#BUSY}: how long until trying again makes
 *     sense; else null
 */
public record Rejection(Kind kind, String code, String message, Duration retryAfter) {
  /**
   * {@code BUSY}: the server cannot take this work now (a full queue), not a fault of the request. {@code GONE}: the
   * thing existed and is no more (a one-time link used or expired).
   */
  public enum Kind { INVALID, UNAUTHORIZED, FORBIDDEN, NOT_FOUND, CONFLICT, TOO_MANY_ATTEMPTS, BUSY, GONE }

  public Rejection {
    Objects.requireNonNull(kind);
    Objects.requireNonNull(code);
    Objects.requireNonNull(message);
  }

  public static Rejection invalid(String code, String message) {
    return new Rejection(Kind.INVALID, code, message, null);
  }

  public static Rejection of(Kind kind, String code, String message) {
    return new Rejection(kind, code, message, null);
  }
}
