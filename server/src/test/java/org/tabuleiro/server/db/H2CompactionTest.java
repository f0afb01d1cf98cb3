package org.tabuleiro.server.db;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The H2 file appends every commit ({@code REUSE_SPACE=FALSE}, see {@link DatabaseConfig#h2File}); the compaction
 * gives the dead space back without losing a row, while other connections keep writing.
 */
class H2CompactionTest {
  private static final int COMMITS = 1_500;

  @Test
  void compactionShrinksTheFileAndKeepsEveryRowWhileOthersWrite(@TempDir Path dir) throws Exception {
    try (Database db = Database.open(DatabaseConfig.h2File(dir))) {
      H2Compaction compaction = db.compaction();
      db.jdbi().useHandle(h -> h.execute("CREATE TABLE scratch (id INT PRIMARY KEY, note VARCHAR(100))"));
      long start = compaction.size();
      for (int i = 0; i < COMMITS; i++) insert(db, i);
      long grown = compaction.size();
      assertTrue(grown > start + COMMITS * 1024L, "each commit is appended: " + start + " -> " + grown + " bytes");

      AtomicInteger written = new AtomicInteger();
      Thread writer = Thread.ofPlatform().start(() -> {
        for (int i = COMMITS; i < COMMITS + 200; i++) {
          insert(db, i);
          written.incrementAndGet();
        }
      });
      long started = System.nanoTime();
      boolean compacted = compaction.compact(10_000);
      long millis = (System.nanoTime() - started) / 1_000_000;
      writer.join();
      long after = compaction.size();
      System.out.printf("H2 file: %d KiB after %d commits, compacted to %d KiB in %d ms%n", grown / 1024, COMMITS,
          after / 1024, millis);

      assertTrue(compacted, "no connection was held for long");
      assertTrue(after < grown / 4, "compacted from " + grown + " to " + after + " bytes");
      assertEquals(200, written.get());
      int rows = db.jdbi().withHandle(h -> h.createQuery("SELECT COUNT(*) FROM scratch").mapTo(Integer.class).one());
      assertEquals(COMMITS + 200, rows);
    }
    try (Database reopened = Database.open(DatabaseConfig.h2File(dir))) {
      int rows = reopened.jdbi().withHandle(h -> h.createQuery("SELECT COUNT(*) FROM scratch")
          .mapTo(Integer.class).one());
      assertEquals(COMMITS + 200, rows);
    }
  }

  @Test
  void aConnectionHeldTooLongPutsTheCompactionOffAndOthersGoOn(@TempDir Path dir) throws Exception {
    try (Database db = Database.open(DatabaseConfig.h2File(dir))) {
      db.jdbi().useHandle(h -> h.execute("CREATE TABLE scratch (id INT PRIMARY KEY, note VARCHAR(100))"));
      try (var held = db.jdbi().open()) {
        held.execute("INSERT INTO scratch VALUES (1, 'held')");
        long started = System.nanoTime();
        assertTrue(!db.compaction().compact(1_000), "put off while a connection is in use");
        long millis = (System.nanoTime() - started) / 1_000_000;
        assertTrue(millis < 2_000, "gave up after " + millis + " ms");
      }
      insert(db, 2);   // the pool was resumed
      assertTrue(db.compaction().compact(1_000), "compacted once the connection came back");
      int rows = db.jdbi().withHandle(h -> h.createQuery("SELECT COUNT(*) FROM scratch").mapTo(Integer.class).one());
      assertEquals(2, rows);
    }
  }

  private static void insert(Database db, int id) {
    db.jdbi().useHandle(h -> h.createUpdate("INSERT INTO scratch VALUES (:id, :note)")
        .bind("id", id).bind("note", "note " + id).execute());
  }
}
