package org.tabuleiro.server.db;

import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.sql.SQLException;
import java.sql.SQLNonTransientConnectionException;
import java.sql.SQLTransientConnectionException;
import java.util.Set;

/**
 * Whether a failure means "the database cannot be reached now" (stopped, restarting, refusing connections, the pool
 * waited for a connection in vain), not a fault of the request or of the code: the HTTP layer answers it 503
 * {@code database_unavailable} with {@code Retry-After} (docs/server/api.md), the sockets with the same code.
 *
 * <p>Read from the whole cause chain, whatever wraps it (Jdbi's {@code ConnectionException} and
 * {@code UnableToExecuteStatementException}, a {@link StorageException}): HikariCP's pool timeout
 * ({@link SQLTransientConnectionException}); any SQLState of class 08 (connection exception: refused, broken, failed
 * to open); 57P01-57P03 (PostgreSQL's administrator, crash or start-up shutdown: "the database system is shutting
 * down", "... is starting up"); 53300 (too many connections); H2's 90098 (the database closed itself, after a full
 * disk) and 90121 (closed by the VM's shutdown); and a refused or timed-out socket under it all.
 */
public final class DatabaseUnavailable {
  private static final Set<String> STATES = Set.of("57P01", "57P02", "57P03", "53300");
  /** H2's DATABASE_IS_CLOSED and DATABASE_CALLED_AT_SHUTDOWN. */
  private static final Set<Integer> H2_CODES = Set.of(90098, 90121);

  private DatabaseUnavailable() {}

  /** True when {@code e} or any of its causes says the database cannot be reached. */
  public static boolean isCause(Throwable e) {
    int depth = 0;
    for (Throwable t = e; t != null && depth < 32; t = t.getCause(), depth++) {
      if (means(t)) return true;
      if (t instanceof SQLException sql) {
        for (SQLException next = sql.getNextException(); next != null && next != sql; next = next.getNextException()) {
          if (means(next)) return true;
        }
      }
      if (t.getCause() == t) break;
    }
    return false;
  }

  private static boolean means(Throwable t) {
    if (t instanceof SQLTransientConnectionException || t instanceof SQLNonTransientConnectionException) return true;
    if (t instanceof ConnectException || t instanceof NoRouteToHostException || t instanceof UnknownHostException
        || t instanceof SocketTimeoutException) {
      return true;
    }
    if (t instanceof SQLException sql) {
      String state = sql.getSQLState();
      if (state != null && (state.startsWith("08") || STATES.contains(state))) return true;
      return isH2(sql) && H2_CODES.contains(sql.getErrorCode());
    }
    return false;
  }

  private static boolean isH2(SQLException e) {
    return e.getClass().getName().startsWith("org.h2.");
  }
}
