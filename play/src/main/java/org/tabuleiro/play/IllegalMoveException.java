package org.tabuleiro.play;

/** A move text that names no legal move (or cannot be read) in the current position. */
final class IllegalMoveException extends Exception {
  IllegalMoveException(String message) {
    super(message);
  }
}
