package org.tabuleiro.engine.uci;

/** A UCI command the engine cannot follow; the message names the command and the part that is wrong. */
final class UciException extends RuntimeException {
  UciException(String message) {
    super(message);
  }
}
