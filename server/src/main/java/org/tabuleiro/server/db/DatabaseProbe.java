package org.tabuleiro.server.db;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Properties;

/**
 * The health check's look at the database, bounded in time and apart from the request pool: a connection of its own
 * (opened again after any failure), asked whether it is valid within {@link #TIMEOUT_SECONDS} and whether the
 * database takes writes. A dead pool never makes it wait, and it never takes a connection the requests need.
 *
 * <p>On PostgreSQL the connection opens within a second ({@code connectTimeout}, {@code loginTimeout}) and a reply
 * that never comes is given up after two ({@code socketTimeout}): a server that is stopped refuses at once, one that
 * hangs costs the check at most that. When it answers again after a failed check, the request pool is told to
 * connect at once ({@link Database#reconnectNow}). Not thread-safe: one caller, the health monitor's thread.
 */
public final class DatabaseProbe implements AutoCloseable {
  /** What the check saw: {@code ok}, {@code read_only} (a standby, a read-only H2 file) or {@code unreachable}. */
  public enum Status {
    OK("ok"), READ_ONLY("read_only"), UNREACHABLE("unreachable");

    private final String word;

    Status(String word) {
      this.word = word;
    }

    /** As health writes it. */
    public String word() {
      return word;
    }
  }

  static final int TIMEOUT_SECONDS = 1;

  private final Database database;
  private Connection connection;
  private String lastProblem;

  DatabaseProbe(Database database) {
    this.database = database;
  }

  /** Looks now; at most about {@value #TIMEOUT_SECONDS} s when the database is stopped, 2 s when it hangs. */
  public Status check() {
    if (database.isClosed()) {   // the server's own pool: closed, nothing the requests can reach
      close();
      return Status.UNREACHABLE;
    }
    try {
      if (connection == null) connection = open();
      if (!connection.isValid(TIMEOUT_SECONDS)) throw new SQLException("connection not valid within 1 s", "08006");
      Status status = readOnly(connection) ? Status.READ_ONLY : Status.OK;
      if (lastProblem != null) database.reconnectNow();   // back after an outage: the pool need not wait its backoff
      lastProblem = null;
      return status;
    } catch (SQLException | RuntimeException e) {
      lastProblem = Database.rootMessage(e);
      close();
      return Status.UNREACHABLE;
    }
  }

  /** Why the last check failed, for the log; null after a good one. */
  public String lastProblem() {
    return lastProblem;
  }

  private Connection open() throws SQLException {
    DatabaseConfig config = database.config();
    Properties p = new Properties();
    p.setProperty("user", config.user());
    p.setProperty("password", config.password());
    if (!config.isH2()) {
      p.setProperty("connectTimeout", Integer.toString(TIMEOUT_SECONDS));
      p.setProperty("loginTimeout", Integer.toString(TIMEOUT_SECONDS));
      p.setProperty("socketTimeout", Integer.toString(2 * TIMEOUT_SECONDS));
      p.setProperty("ApplicationName", "tabuleiro-health");
    }
    Connection c = DriverManager.getConnection(config.url(), p);
    c.setAutoCommit(true);
    return c;
  }

  private boolean readOnly(Connection c) throws SQLException {
    String sql = database.config().isH2() ? "SELECT READONLY()"
        : "SELECT current_setting('transaction_read_only') = 'on'";
    try (Statement s = c.createStatement()) {
      s.setQueryTimeout(TIMEOUT_SECONDS);
      try (ResultSet rs = s.executeQuery(sql)) {
        rs.next();
        return rs.getBoolean(1);
      }
    }
  }

  @Override
  public void close() {
    if (connection == null) return;
    try {
      connection.close();
    } catch (SQLException e) {
      // a broken connection: nothing to give back
    }
    connection = null;
  }
}
