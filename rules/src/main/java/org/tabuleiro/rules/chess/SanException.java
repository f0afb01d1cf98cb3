package org.tabuleiro.rules.chess;

/** A move in algebraic notation that cannot be read, is illegal, or is ambiguous in its position. */
public final class SanException extends IllegalArgumentException {
  public SanException(String message) {
    super(message);
  }
}
