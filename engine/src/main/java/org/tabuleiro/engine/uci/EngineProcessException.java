package org.tabuleiro.engine.uci;

/** An engine process failed: it would not start, died, broke the protocol or did not answer in time. */
public final class EngineProcessException extends RuntimeException {
  public EngineProcessException(String message) {
    super(message);
  }

  public EngineProcessException(String message, Throwable cause) {
    super(message, cause);
  }
}
