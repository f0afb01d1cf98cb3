package org.tabuleiro.server.db;

/** The database is unreachable or refused a statement it should have accepted: infrastructure, not bad input. */
public class StorageException extends RuntimeException {
  public StorageException(String message, Throwable cause) {
    super(message, cause);
  }

  /**
   * Whether {@code e} says the database could not be reached (refused, cut, shutting down or starting up, no pooled
   * connection in time), as opposed to a statement it refused, anywhere in the causes: {@link DatabaseUnavailable},
   * the one definition the HTTP layer answers 503 {@code database_unavailable} by. Such a failure may go away by
   * itself: worth trying again.
   */
  public static boolean unreachable(Throwable e) {
    return DatabaseUnavailable.isCause(e);
  }
}
