package org.tabuleiro.server.db;

/** The database is unreachable or refused a statement it should have accepted: infrastructure, not bad input. */
public class StorageException extends RuntimeException {
  public StorageException(String message, Throwable cause) {
    super(message, cause);
  }

  /**
   * Whether {@code e} says the database could not be reached (refused, cut, shutting down or starting up, no pooled
   * connection in time), as opposed to a statement it refused: SQLState class 08, PostgreSQL's 57P01-57P03, the
   * pool's timeout, anywhere in the causes. Such a failure may go away by itself: worth trying again.
   */
  public static boolean unreachable(Throwable e) {
    for (Throwable t = e; t != null; t = t.getCause() == t ? null : t.getCause()) {
      if (t instanceof java.sql.SQLTransientConnectionException) return true;
      if (t instanceof java.sql.SQLException sql && sql.getSQLState() != null
          && (sql.getSQLState().startsWith("08") || sql.getSQLState().matches("57P0[123]"))) {
        return true;
      }
    }
    return false;
  }
}
