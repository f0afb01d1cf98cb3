package org.tabuleiro.server.testing;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.DriverManager;
import java.sql.SQLException;
import java.util.HexFormat;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.TimeUnit;
import org.tabuleiro.server.db.Database;
import org.tabuleiro.server.db.DatabaseConfig;

/**
 * The two databases every persistence test runs on. Each test gets a database of its own, so runs (and the test JVMs
 * side by side) never see each other's rows:
 *
 * <ul>
 *   <li>{@link #fresh}: empty, not migrated: a new in-memory H2, or a new schema in the shared PostgreSQL database
 *       (dropped afterwards);
 *   <li>{@link #migrated}: already at the newest schema, a copy of this JVM's migrated template (PostgreSQL: a
 *       database made by {@code CREATE DATABASE ... TEMPLATE}, dropped afterwards; H2: a new in-memory database
 *       loaded from the template's script), so that a test does not run every migration again: the server's own
 *       migration then finds nothing to do. {@code @OnBothDatabases} gives a test's {@code TestServer} and {@code
 *       Database} one of these.
 * </ul>
 */
public enum TestDatabase {
  H2, POSTGRESQL;

  /** Where PostgreSQL is: {@code TABULEIRO_TEST_PG_URL}, or the CI service on the loopback. */
  public static final String PG_URL = env("TABULEIRO_TEST_PG_URL", "jdbc:postgresql://127.0.0.1:5432/test");
  public static final String PG_USER = env("TABULEIRO_TEST_PG_USER", "postgres");
  public static final String PG_PASSWORD = env("TABULEIRO_TEST_PG_PASSWORD", "");

  /** The schema of the migrated copies on PostgreSQL (each copy is a database of its own). */
  private static final String COPY_SCHEMA = "tabuleiro";

  /** A database for one test; closing it removes it. */
  public static final class Fresh implements AutoCloseable {
    private final TestDatabase kind;
    private final DatabaseConfig config;
    private final Cleanup cleanup;

    private Fresh(TestDatabase kind, DatabaseConfig config, Cleanup cleanup) {
      this.kind = kind;
      this.config = config;
      this.cleanup = cleanup;
    }

    public TestDatabase kind() {
      return kind;
    }

    public DatabaseConfig config() {
      return config;
    }

    @Override
    public void close() throws SQLException {
      cleanup.run();
    }

    @Override
    public String toString() {
      return kind + " " + config.describe();
    }
  }

  @FunctionalInterface
  private interface Cleanup {
    void run() throws SQLException;
  }

  /** An empty database, not migrated (the server or the test migrates it). */
  public Fresh fresh() {
    String name = newName();
    return switch (this) {
      // An in-memory H2 database disappears when its pool closes its last connection.
      case H2 -> new Fresh(this, new DatabaseConfig("jdbc:h2:mem:" + name, "sa", "", null), () -> { });
      case POSTGRESQL -> {
        requireReachable();
        DatabaseConfig config = new DatabaseConfig(PG_URL, PG_USER, PG_PASSWORD, name);
        yield new Fresh(this, config, () -> {
          try (Connection c = DriverManager.getConnection(PG_URL, PG_USER, PG_PASSWORD)) {
            c.createStatement().execute("DROP SCHEMA IF EXISTS " + name + " CASCADE");
          }
        });
      }
    };
  }

  /**
   * A database at the newest schema, a copy of this JVM's template: what a test that starts a server needs, without
   * the time of every migration. On a PostgreSQL where the user may not create databases, a {@link #fresh} one.
   */
  public Fresh migrated() {
    return switch (this) {
      case H2 -> H2Template.copy();
      case POSTGRESQL -> {
        requireReachable();
        Fresh copy = PostgresTemplate.copy();
        yield copy != null ? copy : fresh();
      }
    };
  }

  private static String newName() {
    return "t_" + HexFormat.of().toHexDigits(ThreadLocalRandom.current().nextLong());
  }

  /** H2: the migrated template written once as a SQL script, run into each new in-memory database. */
  private static final class H2Template {
    private static Path script;

    static Fresh copy() {
      Path from = script();
      String url = "jdbc:h2:mem:" + newName();
      try {
        // This connection keeps the in-memory database alive until the test is over (a restarted server finds it).
        Connection keeper = DriverManager.getConnection(url, "sa", "");
        try {
          keeper.createStatement().execute("RUNSCRIPT FROM '" + from + "'");
        } catch (SQLException e) {
          keeper.close();
          throw e;
        }
        return new Fresh(H2, new DatabaseConfig(url, "sa", "", null), keeper::close);
      } catch (SQLException e) {
        throw new IllegalStateException("cannot copy the migrated H2 template into " + url, e);
      }
    }

    private static synchronized Path script() {
      if (script == null) {
        String url = "jdbc:h2:mem:tmpl_" + newName();
        try (Connection keeper = DriverManager.getConnection(url, "sa", "")) {
          try (Database migrated = Database.open(new DatabaseConfig(url, "sa", "", null))) {
            // migrated by opening
          }
          Path file = Files.createTempFile("tabuleiro-h2-template-", ".sql");
          file.toFile().deleteOnExit();
          keeper.createStatement().execute("SCRIPT TO '" + file + "'");
          script = file;
        } catch (SQLException e) {
          throw new IllegalStateException("cannot make the migrated H2 template", e);
        } catch (IOException e) {
          throw new UncheckedIOException(e);
        }
      }
      return script;
    }
  }

  /**
   * PostgreSQL: one migrated database per test JVM, copied by {@code CREATE DATABASE ... TEMPLATE} (a file copy: a
   * fraction of the migrations' time). Copies are dropped in the background after their test, and the template when
   * the JVM ends.
   */
  private static final class PostgresTemplate {
    private static String template;
    private static boolean unavailable;
    private static final ExecutorService DROPS = Executors.newSingleThreadExecutor(r -> {
      Thread t = new Thread(r, "test-database-drops");
      t.setDaemon(true);
      return t;
    });

    static Fresh copy() {
      String from = template();
      if (from == null) return null;
      String name = newName();
      SQLException last = null;
      // A template still has the migrating pool's sessions for a moment after it closed ("being accessed by other
      // users"): asked again for up to 10 s.
      for (int attempt = 0; attempt < 100; attempt++) {
        try (Connection c = DriverManager.getConnection(PG_URL, PG_USER, PG_PASSWORD)) {
          c.createStatement().execute("CREATE DATABASE " + name + " TEMPLATE " + from);
          DatabaseConfig config = new DatabaseConfig(urlOf(name), PG_USER, PG_PASSWORD, COPY_SCHEMA);
          return new Fresh(POSTGRESQL, config, () -> DROPS.execute(() -> drop(name)));
        } catch (SQLException e) {
          if (!"55006".equals(e.getSQLState())) {   // object_in_use: the template is being accessed
            throw new IllegalStateException("cannot copy the migrated template " + from + " into " + name, e);
          }
          last = e;
        }
        try {
          Thread.sleep(100);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
          throw new IllegalStateException("interrupted while copying " + from, e);
        }
      }
      throw new IllegalStateException("the template " + from + " stayed in use", last);
    }

    private static synchronized String template() {
      if (template != null || unavailable) return template;
      String name = "tmpl_" + newName();
      try (Connection c = DriverManager.getConnection(PG_URL, PG_USER, PG_PASSWORD)) {
        c.createStatement().execute("CREATE DATABASE " + name);
      } catch (SQLException e) {
        // Not allowed to create databases (a managed PostgreSQL, say): every test migrates a schema of its own.
        System.err.println("TestDatabase: no migrated template on PostgreSQL (" + e.getMessage()
            + "); each test migrates its own schema");
        unavailable = true;
        return null;
      }
      Runtime.getRuntime().addShutdownHook(new Thread(() -> {
        DROPS.shutdown();
        try {
          DROPS.awaitTermination(60, TimeUnit.SECONDS);
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
        drop(name);
      }, "test-database-template-drop"));
      try (Database migrated = Database.open(new DatabaseConfig(urlOf(name), PG_USER, PG_PASSWORD, COPY_SCHEMA))) {
        // migrated by opening
      }
      template = name;
      return template;
    }

    private static void drop(String name) {
      try (Connection c = DriverManager.getConnection(PG_URL, PG_USER, PG_PASSWORD)) {
        c.createStatement().execute("DROP DATABASE IF EXISTS " + name + " WITH (FORCE)");
      } catch (SQLException e) {
        System.err.println("TestDatabase: could not drop " + name + ": " + e.getMessage());
      }
    }

    /** {@link #PG_URL} with another database name. */
    private static String urlOf(String database) {
      int query = PG_URL.indexOf('?');
      String base = query < 0 ? PG_URL : PG_URL.substring(0, query);
      return base.substring(0, base.lastIndexOf('/') + 1) + database + (query < 0 ? "" : PG_URL.substring(query));
    }
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
