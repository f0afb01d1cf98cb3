package org.tabuleiro.server.db;

import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;
import java.nio.file.Path;
import java.time.Duration;
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
  /** How often the H2 file's size is checked for a compaction, unless told ({@code h2_compact_check_seconds}). */
  private static final Duration COMPACT_CHECK = Duration.ofSeconds(300);
  /** Growth since the last compaction below which none is tried, unless told ({@code h2_compact_min_growth_mib}). */
  private static final long COMPACT_MIN_GROWTH = 64L * 1024 * 1024;

  /** How long a request waits for a pooled connection before it is told the database is unavailable. */
  static final Duration CONNECTION_TIMEOUT = Duration.ofSeconds(2);

  private final HikariDataSource pool;
  private final PoolThreads poolThreads;
  private final PoolThreads beatThreads = new PoolThreads("tabuleiro-beats-pool");
  private final Jdbi jdbi;
  private final H2Compaction compaction;   // null on PostgreSQL and in-memory H2
  private HikariDataSource beatPool;        // made by the first call of beats()
  private Jdbi beats;

  private Database(DatabaseConfig config, HikariDataSource pool, PoolThreads poolThreads, H2Compaction compaction) {
    this.config = config;
    this.pool = pool;
    this.poolThreads = poolThreads;
    this.compaction = compaction;
    this.jdbi = Jdbi.create(pool);
    jdbi.registerArgument(new InstantArgumentFactory());
    jdbi.registerColumnMapper(new InstantColumnMapper());
  }

  /** Opens the pool and applies any pending migration; throws {@link StorageException} when that fails. */
  public static Database open(DatabaseConfig config) {
    return open(config, COMPACT_CHECK, COMPACT_MIN_GROWTH);
  }

  /**
   * @param compactCheck how often an H2 file's size is checked for a compaction
   * @param compactMinGrowthBytes growth since the last compaction below which none is tried
   */
  public static Database open(DatabaseConfig config, Duration compactCheck, long compactMinGrowthBytes) {
    HikariConfig hikari = new HikariConfig();
    hikari.setJdbcUrl(config.url());
    hikari.setUsername(config.user());
    hikari.setPassword(config.password());
    hikari.setPoolName("tabuleiro");
    // H2 embedded is one process's file; a small pool is plenty. PostgreSQL gets a modest default for 2-core hosts.
    hikari.setMaximumPoolSize(config.isH2() ? 4 : 10);
    failFast(hikari, config);
    PoolThreads poolThreads = new PoolThreads("tabuleiro-pool");
    hikari.setThreadFactory(poolThreads);
    if (config.schema() != null) hikari.setSchema(config.schema());
    Path h2File = H2Compaction.fileOf(config.url());
    hikari.setAllowPoolSuspension(h2File != null);   // the H2 file's compaction runs with the pool suspended
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
    H2Compaction compaction = null;
    if (h2File != null) {
      try {
        compaction = H2Compaction.start(pool, h2File, compactCheck, compactMinGrowthBytes);
      } catch (RuntimeException e) {
        pool.close();
        throw new StorageException("cannot compact " + config.describe() + ": " + rootMessage(e), e);
      }
    }
    return new Database(config, pool, poolThreads, compaction);
  }

  /**
   * While the database is down a request waits for a connection at most {@link #CONNECTION_TIMEOUT}, then fails
   * with a {@link java.sql.SQLTransientConnectionException} that the HTTP layer answers 503 {@code
   * database_unavailable} ({@link DatabaseUnavailable}): not Hikari's 30 s (the old setting was 10 s, and a request
   * behind a dead database answered 500 after them). A connection to a host that does not answer is given up after
   * as long ({@code connectTimeout}, PostgreSQL's default is 10 s), and a pooled connection is checked within a
   * second ({@code validationTimeout}) before it is lent.
   */
  private static void failFast(HikariConfig hikari, DatabaseConfig config) {
    hikari.setConnectionTimeout(CONNECTION_TIMEOUT.toMillis());
    hikari.setValidationTimeout(1_000);
    if (!config.isH2()) hikari.addDataSourceProperty("connectTimeout", Long.toString(CONNECTION_TIMEOUT.toSeconds()));
  }

  private static void migrate(DatabaseConfig config, HikariDataSource pool) {
    var flyway = Flyway.configure().dataSource(pool).locations("classpath:db/migration");
    if (config.schema() != null) flyway.schemas(config.schema()).createSchemas(true);
    flyway.load().migrate();
  }

  public Jdbi jdbi() {
    return jdbi;
  }

  /**
   * A connection of its own for a cluster node's lease renewals ({@code game/GameLeases}), so that a main pool busy
   * with a burst of work (a dead node's games being taken over) never holds a renewal past the lease. Opened at
   * the first call, closed with the database.
   */
  public synchronized Jdbi beats() {
    if (beats == null) {
      HikariConfig hikari = new HikariConfig();
      hikari.setJdbcUrl(config.url());
      hikari.setUsername(config.user());
      hikari.setPassword(config.password());
      hikari.setPoolName("tabuleiro-beats");
      hikari.setMaximumPoolSize(1);
      hikari.setConnectionTimeout(2_000);
      hikari.setThreadFactory(beatThreads);
      if (config.schema() != null) hikari.setSchema(config.schema());
      try {
        beatPool = new HikariDataSource(hikari);
      } catch (RuntimeException e) {
        throw new StorageException("cannot connect to " + config.describe() + ": " + rootMessage(e), e);
      }
      beats = Jdbi.create(beatPool);
    }
    return beats;
  }

  /** The H2 file's compaction, or null (PostgreSQL, in-memory H2). */
  H2Compaction compaction() {
    return compaction;
  }

  public DatabaseConfig config() {
    return config;
  }

  /**
   * A bounded look at the database on a connection of its own, never the pool's (the health monitor's,
   * {@code health/HealthMonitor}); the caller closes it before the database.
   */
  public DatabaseProbe probe() {
    return new DatabaseProbe(this);
  }

  /**
   * The database answers again after an outage ({@link DatabaseProbe} saw it): the pools' connection adders, which
   * back off up to 5 s between tries while it is down, try again now ({@link PoolThreads}).
   */
  void reconnectNow() {
    poolThreads.wake();
    beatThreads.wake();
  }

  /** True once {@link #close} has closed the pool. */
  public boolean isClosed() {
    return pool.isClosed();
  }

  @Override
  public void close() {
    if (compaction != null) compaction.close();
    synchronized (this) {
      if (beatPool != null) beatPool.close();
    }
    pool.close();
  }

  static String rootMessage(Throwable e) {
    Throwable t = e;
    while (t.getCause() != null && t.getCause() != t) t = t.getCause();
    return t.getMessage() == null ? t.toString() : t.getMessage();
  }
}
