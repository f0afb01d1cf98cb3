package org.tabuleiro.server.db;

import com.zaxxer.hikari.HikariDataSource;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.SQLException;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.h2.engine.SessionLocal;
import org.h2.jdbc.JdbcConnection;
import org.h2.mvstore.db.Store;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Keeps the embedded H2 file from growing without bound, since it is opened with {@code REUSE_SPACE=FALSE}
 * (why: {@link DatabaseConfig#h2File}): each commit appends to the file and nothing is freed until compacted.
 *
 * <p>Once at start (before the server answers anyone) and then whenever a periodic check finds the file grown by
 * {@code minGrowth} and to twice its size after the last compaction, the pool is suspended (Hikari's
 * {@code suspendPool}: new connections wait), the connections in use are awaited (at most {@link #QUIET_WAIT} at
 * first; a request holding one longer makes this round give up, and the next check waits twice as long), and the file is compacted
 * with space reuse turned on for that moment only, with no other writer; then reuse goes off and the pool resumes.
 * A compaction stalls the club's database work for its duration (hundreds of milliseconds for tens of megabytes,
 * {@code H2CompactionTest} prints it).
 */
final class H2Compaction implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(H2Compaction.class);
  /**
   * How long a compaction first waits, with the pool suspended, for the connections in use to come back before it
   * gives up this round; each round put off doubles it, up to {@link #LONGEST_QUIET_WAIT}, so that a club never
   * quiet still gets its file compacted.
   */
  static final Duration QUIET_WAIT = Duration.ofMillis(250);
  static final Duration LONGEST_QUIET_WAIT = Duration.ofSeconds(5);
  /** The longest a periodic compaction may move chunks (H2 stops at the next chunk boundary after it). */
  private static final int MAX_COMPACT_MILLIS = 2_000;
  /** At start nobody waits: the file may be compacted for longer. */
  private static final int MAX_COMPACT_MILLIS_AT_START = 30_000;

  private final HikariDataSource pool;
  private final Path file;
  private final long minGrowth;
  private final ScheduledExecutorService timer;
  private long sizeAfterLast;
  private int putOff;   // rounds given up in a row

  private H2Compaction(HikariDataSource pool, Path file, long minGrowth) {
    this.pool = pool;
    this.file = file;
    this.minGrowth = minGrowth;
    this.timer = Executors.newSingleThreadScheduledExecutor(r -> {
      Thread t = new Thread(r, "tabuleiro-h2-compaction");
      t.setDaemon(true);
      return t;
    });
  }

  /**
   * Compacts {@code file} now, then checks it every {@code checkEvery}. The pool must allow suspension
   * ({@code setAllowPoolSuspension(true)}).
   */
  static H2Compaction start(HikariDataSource pool, Path file, Duration checkEvery, long minGrowth) {
    var compaction = new H2Compaction(pool, file, minGrowth);
    compaction.compact(MAX_COMPACT_MILLIS_AT_START);
    long millis = Math.max(1, checkEvery.toMillis());
    compaction.timer.scheduleWithFixedDelay(compaction::checkQuietly, millis, millis, TimeUnit.MILLISECONDS);
    return compaction;
  }

  /** The {@code .mv.db} file of an H2 file URL ({@code jdbc:h2:file:/path/name;...}), or null for other URLs. */
  static Path fileOf(String url) {
    if (!url.startsWith("jdbc:h2:file:")) return null;
    String rest = url.substring("jdbc:h2:file:".length());
    int options = rest.indexOf(';');
    return Path.of((options < 0 ? rest : rest.substring(0, options)) + ".mv.db");
  }

  private void checkQuietly() {
    try {
      long size = size();
      if (size - sizeAfterLast >= minGrowth && size >= 2 * sizeAfterLast) compact(MAX_COMPACT_MILLIS);
    } catch (RuntimeException e) {
      LOG.warn("compacting the database file failed (tried again later): {}", e.getMessage());
    }
  }

  /**
   * Compacts the file with no other connection in use; returns false when the connections in use did not come
   * back in time (see {@link #QUIET_WAIT}).
   */
  boolean compact(int maxMillis) {
    long before = size();
    long started = System.nanoTime();
    try (Connection own = pool.getConnection()) {
      Store store = ((SessionLocal) own.unwrap(JdbcConnection.class).getSession()).getDatabase().getStore();
      pool.getHikariPoolMXBean().suspendPool();
      try {
        Duration wait = QUIET_WAIT.multipliedBy(1L << Math.min(putOff, 5));
        if (wait.compareTo(LONGEST_QUIET_WAIT) > 0) wait = LONGEST_QUIET_WAIT;
        if (!awaitQuiet(wait)) {
          putOff++;
          LOG.info("database file compaction put off: connections stayed in use for {} ms", wait.toMillis());
          return false;
        }
        putOff = 0;
        var fileStore = store.getMvStore().getFileStore();
        fileStore.setReuseSpace(true);
        try {
          store.compactFile(maxMillis);
        } finally {
          fileStore.setReuseSpace(false);
        }
      } finally {
        pool.getHikariPoolMXBean().resumePool();
      }
    } catch (SQLException e) {
      throw new StorageException("cannot compact the database file: " + e.getMessage(), e);
    }
    sizeAfterLast = size();
    LOG.info("database file compacted from {} KiB to {} KiB in {} ms", before / 1024, sizeAfterLast / 1024,
        TimeUnit.NANOSECONDS.toMillis(System.nanoTime() - started));
    return true;
  }

  /** Waits until ours is the only connection in use. */
  private boolean awaitQuiet(Duration wait) {
    long deadline = System.nanoTime() + wait.toNanos();
    while (pool.getHikariPoolMXBean().getActiveConnections() > 1) {
      if (System.nanoTime() > deadline) return false;
      try {
        Thread.sleep(5);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return false;
      }
    }
    return true;
  }

  long size() {
    try {
      return Files.size(file);
    } catch (IOException e) {
      return 0;
    }
  }

  @Override
  public void close() {
    timer.shutdownNow();
    try {
      timer.awaitTermination(10, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
