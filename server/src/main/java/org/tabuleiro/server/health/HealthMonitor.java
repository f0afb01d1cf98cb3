package org.tabuleiro.server.health;

import java.nio.file.Path;
import java.time.Duration;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.function.IntSupplier;
import java.util.function.Supplier;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tabuleiro.server.config.DataFolder;
import org.tabuleiro.server.db.DatabaseProbe;

/**
 * Health kept up to date in the background, so that {@code GET /api/health} only reads it: never a wait for the
 * request pool, the journal's lock, a disk or Redis on the request's path. Two threads of its own, each every
 * {@link #PERIOD}: one asks the database ({@link DatabaseProbe}, bounded at about a second); the other the journal's
 * folder, the disk, the pending events and Redis. Both have looked once before the constructor returns.
 *
 * <p>A database check still running after {@link #STUCK} counts as {@code unreachable} at once, whatever its end:
 * health says so within about a second of the database going away, even when the database hangs rather than
 * refuses.
 */
final class HealthMonitor implements AutoCloseable {
  private static final Logger LOG = LoggerFactory.getLogger(HealthMonitor.class);
  static final Duration PERIOD = Duration.ofMillis(500);
  static final Duration STUCK = Duration.ofMillis(1_200);

  /** The checks besides the database's, as last seen. */
  private record Others(String journal, String disk, int pendingEvents, long freeBytes, String redis) {}

  private final DatabaseProbe probe;
  private final DataFolder folder;
  private final Path journalDir;
  private final IntSupplier pendingEvents;
  private final Supplier<String> redis;
  private final ScheduledExecutorService databaseThread, othersThread;
  private volatile DatabaseProbe.Status database;
  private volatile long checkingSince;   // System.nanoTime() of the database check under way, 0 when none
  private volatile Others others;

  /** @param redis the node's Redis, {@code up} or {@code down}; null on a single server */
  HealthMonitor(DatabaseProbe probe, DataFolder folder, Path journalDir, IntSupplier pendingEvents,
      Supplier<String> redis) {
    this.probe = probe;
    this.folder = folder;
    this.journalDir = journalDir;
    this.pendingEvents = pendingEvents;
    this.redis = redis;
    checkDatabase();
    checkOthers();
    databaseThread = every(PERIOD, "health-database", this::checkDatabase);
    othersThread = every(PERIOD, "health-others", this::checkOthers);
  }

  private static ScheduledExecutorService every(Duration period, String name, Runnable check) {
    ScheduledExecutorService thread = Executors.newSingleThreadScheduledExecutor(
        r -> Thread.ofPlatform().name(name).daemon().unstarted(r));
    thread.scheduleWithFixedDelay(check, period.toMillis(), period.toMillis(), TimeUnit.MILLISECONDS);
    return thread;
  }

  /** The latest of every check; no waiting, no lock. */
  HealthReport report() {
    long since = checkingSince;
    String db = since != 0 && System.nanoTime() - since > STUCK.toNanos() ? DatabaseProbe.Status.UNREACHABLE.word()
        : database.word();
    Others o = others;
    return new HealthReport(db, o.journal, o.pendingEvents, o.disk, o.freeBytes, folder.minFreeBytes(), o.redis);
  }

  private void checkDatabase() {
    try {
      checkingSince = System.nanoTime() | 1;   // never 0
      DatabaseProbe.Status now = probe.check();
      DatabaseProbe.Status before = database;
      database = now;
      if (before != null && before != now) {
        if (now == DatabaseProbe.Status.UNREACHABLE) LOG.warn("database unreachable: {}", probe.lastProblem());
        else LOG.info("database {} again", now.word());
      }
    } catch (RuntimeException e) {
      database = DatabaseProbe.Status.UNREACHABLE;
      LOG.warn("database health check failed", e);
    } finally {
      checkingSince = 0;
    }
  }

  private void checkOthers() {
    try {
      String journal = folder.writeProblem(journalDir) == null ? "ok" : "unwritable";
      long free = folder.freeBytes();
      String disk = free < 0 || free >= folder.minFreeBytes() ? "ok" : "low";
      others = new Others(journal, disk, pendingEvents.getAsInt(), free, redis == null ? null : redis.get());
    } catch (RuntimeException e) {
      LOG.warn("health check failed", e);
    }
  }

  @Override
  public void close() {
    databaseThread.shutdownNow();
    othersThread.shutdownNow();
    try {
      databaseThread.awaitTermination(5, TimeUnit.SECONDS);
      othersThread.awaitTermination(5, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    probe.close();
  }
}
