package org.tabuleiro.cli;

/** Wrong arguments on the command line: reported with the usage text, exit code 2. */
final class UsageException extends RuntimeException {
  UsageException(String message) {
    super(message);
  }
}
