package org.tabuleiro.server.db;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.sql.SQLException;
import org.flywaydb.core.Flyway;
import org.flywaydb.core.api.FlywayException;
import org.jdbi.v3.core.Jdbi;

/**
 * The connection pool, migrated to the newest schema, and the Jdbi handle factory over it.
 *
 * <p>Migrations live in {@code db/migration} on the classpath ({@code V1__accounts.sql}, later {@code V2__...}).
 * They are written in the SQL that H2 and PostgreSQL share, so the same files serve the zero set-up H2 file and a
 * production PostgreSQL; every repository test runs on both to keep it that way.
 */
public final class Database implements AutoCloseable {
  private final DatabaseConfig config;
  private final HikariDataSource pool;
  private final Jdbi jdbi;

  private Database(DatabaseConfig config, HikariDataSource pool) {
    this.config = config;
    this.pool = pool;
    this.jdbi = Jdbi.create(pool);
    jdbi.registerArgument(new InstantArgumentFactory());
    jdbi.registerColumnMapper(new InstantColumnMapper());
  }

  /** Opens the pool and applies any pending migration; throws {@link StorageException} when that fails. */
  public static Database open(DatabaseConfig config) {
    HikariConfig hikari = new HikariConfig();
    hikari.setJdbcUrl(config.url());
    hikari.setUsername(config.user());
    hikari.setPassword(config.password());
    hikari.setPoolName("tabuleiro");
    // H2 embedded is one process's file; a small pool is plenty. PostgreSQL gets a modest default for 2-core hosts.
    hikari.setMaximumPoolSize(config.isH2() ? 4 : 10);
    hikari.setConnectionTimeout(10_000);
    if (config.schema() != null) hikari.setSchema(config.schema());
    HikariDataSource pool;
    try {
      pool = new HikariDataSource(hikari);
    } catch (RuntimeException e) {
      throw new StorageException("cannot connect to " + config.describe() + ": " + rootMessage(e), e);
    }
    try {
      migrate(config, pool);
    } catch (FlywayException e) {
      pool.close();
      throw new StorageException("cannot migrate " + config.describe() + ": " + rootMessage(e), e);
    }
    return new Database(config, pool);
  }

  private static void migrate(DatabaseConfig config, HikariDataSource pool) {
    var flyway = Flyway.configure().dataSource(pool).locations("classpath:db/migration");
    if (config.schema() != null) flyway.schemas(config.schema()).createSchemas(true);
    flyway.load().migrate();
  }

  public Jdbi jdbi() {
    return jdbi;
  }

  public DatabaseConfig config() {
    return config;
  }

  /** True when a connection answers within a second; the health endpoint's database check. */
  public boolean isReachable() {
    try (var connection = pool.getConnection()) {
      return connection.isValid(1);
    } catch (SQLException | RuntimeException e) {
      return false;
    }
  }

  @Override
  public void close() {
    pool.close();
  }

  static String rootMessage(Throwable e) {
    Throwable t = e;
    while (t.getCause() != null && t.getCause() != t) t = t.getCause();
    return t.getMessage() == null ? t.toString() : t.getMessage();
  }
}
