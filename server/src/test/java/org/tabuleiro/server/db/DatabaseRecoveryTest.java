package org.tabuleiro.server.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.tabuleiro.server.testing.PrivatePostgres;

/**
 * The request pool while PostgreSQL is away and when it returns (a private PostgreSQL, never the shared one): a
 * request gives up within the pool's 2 s and is recognised as "database unavailable"; once the health check sees the
 * database again, the next request gets a connection at once. Without the check's wake-up, HikariCP's connection
 * adder, backing off up to 5 s between tries after a few seconds of outage, left the pool empty for up to 5 s more.
 */
class DatabaseRecoveryTest {
  /** Long enough for HikariCP's backoff to reach its 5 s cap (10 ms doubling: 5.1 s). */
  private static final Duration OUTAGE = Duration.ofSeconds(7);

  @Test
  void aRequestFailsFastWhileTheDatabaseIsDownAndGetsAConnectionAtOnceWhenItIsBack() throws Exception {
    try (var pg = PrivatePostgres.running(); Database db = Database.open(pg.config());
         DatabaseProbe probe = db.probe()) {
      assertEquals(DatabaseProbe.Status.OK, probe.check());
      pg.stop();
      long stopped = System.nanoTime();
      assertEquals(DatabaseProbe.Status.UNREACHABLE, probe.check());
      while (System.nanoTime() - stopped < OUTAGE.toNanos()) {
        long t0 = System.nanoTime();
        RuntimeException e = assertThrows(RuntimeException.class, () -> selectOne(db));
        long millis = (System.nanoTime() - t0) / 1_000_000;
        assertTrue(DatabaseUnavailable.isCause(e), "recognised as unavailable: " + e);
        assertTrue(millis < 3_000, "the pool gave up after " + millis + " ms");
      }
      pg.start();
      long t0 = System.nanoTime();
      while (probe.check() != DatabaseProbe.Status.OK) Thread.sleep(50);
      long seen = (System.nanoTime() - t0) / 1_000_000;
      long t1 = System.nanoTime();
      long connected;
      try (var handle = db.jdbi().open()) {   // a pooled connection: what the pool's adder had to make
        connected = (System.nanoTime() - t1) / 1_000_000;
        assertEquals(1, handle.createQuery("SELECT 1").mapTo(Integer.class).one());
      }
      System.out.printf("DatabaseRecoveryTest: after a %d s outage, the check saw the database %d ms after its start,"
          + " the next request had a connection %d ms later%n", OUTAGE.toSeconds(), seen, connected);
      assertTrue(connected < 1_000, "the pool connected " + connected + " ms after the database was seen back");
    }
  }

  private static int selectOne(Database db) {
    return db.jdbi().withHandle(h -> h.createQuery("SELECT 1").mapTo(Integer.class).one());
  }
}
