package org.tabuleiro.server.common;

/**
 * Something another part of the club keeps (a cluster's Redis) did not answer: the request could not be served now
 * and may be tried again soon. The HTTP layer answers 503 with {@code code} and {@code message}.
 */
public final class UnavailableException extends RuntimeException {
  private final String code;

  public UnavailableException(String code, String message, Throwable cause) {
    super(message, cause);
    this.code = code;
  }

  public String code() {
    return code;
  }
}
