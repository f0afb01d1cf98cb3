package org.tabuleiro.server.db;

/** The database is unreachable or refused a statement it should have accepted: infrastructure, not bad input. */
public class StorageException extends RuntimeException {
  public StorageException(String message, Throwable cause) {
    super(message, cause);
  }
}
