package org.tabuleiro.server.testing;

import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.HexFormat;
import java.util.concurrent.ThreadLocalRandom;
import org.tabuleiro.server.db.DatabaseConfig;

/**
 * The two databases every persistence test runs on. Each test gets a database of its own: a fresh in-memory H2,
 * or a fresh schema in the shared PostgreSQL database (dropped afterwards), so runs never see each other's rows.
 */
public enum TestDatabase {
  H2, POSTGRESQL;

  /** Where PostgreSQL is: {@code TABULEIRO_TEST_PG_URL}, or the CI service on the loopback. */
  public static final String PG_URL = env("TABULEIRO_TEST_PG_URL", "jdbc:postgresql://127.0.0.1:5432/test");
  public static final String PG_USER = env("TABULEIRO_TEST_PG_USER", "postgres");
  public static final String PG_PASSWORD = env("TABULEIRO_TEST_PG_PASSWORD", "");

  /** A database for one test; closing it removes it. */
  public record Fresh(TestDatabase kind, DatabaseConfig config) implements AutoCloseable {
    @Override
    public void close() throws SQLException {
      if (kind == POSTGRESQL) {
        try (Connection c = DriverManager.getConnection(PG_URL, PG_USER, PG_PASSWORD)) {
          c.createStatement().execute("DROP SCHEMA IF EXISTS " + config.schema() + " CASCADE");
        }
      }
      // An in-memory H2 database disappears when its pool closes its last connection.
    }
  }

  public Fresh fresh() {
    String name = "t_" + HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextLong());
    return switch (this) {
      case H2 -> new Fresh(this, new DatabaseConfig("jdbc:h2:mem:" + name, "sa", "", null));
      case POSTGRESQL -> {
        requireReachable();
        yield new Fresh(this, new DatabaseConfig(PG_URL, PG_USER, PG_PASSWORD, name));
      }
    };
  }

  /** No silent skipping: a test run without PostgreSQL has not tested what production runs on. */
  private static void requireReachable() {
    try (Connection c = DriverManager.getConnection(PG_URL, PG_USER, PG_PASSWORD)) {
      c.isValid(2);
    } catch (SQLException e) {
      throw new AssertionError("PostgreSQL is not reachable at " + PG_URL + " as " + PG_USER + " (" + e.getMessage()
          + "). Start it (.ci/run does) or point TABULEIRO_TEST_PG_URL at one.", e);
    }
  }

  private static String env(String name, String fallback) {
    String v = System.getenv(name);
    return v == null || v.isBlank() ? fallback : v;
  }
}
