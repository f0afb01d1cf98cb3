package org.tabuleiro.server.library;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.OutputStream;
import java.lang.management.ManagementFactory;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.tabuleiro.server.db.DatabaseConfig;
import org.tabuleiro.server.testing.TestData;
import org.tabuleiro.server.testing.TestDatabase;
import org.tabuleiro.server.testing.TestServer;

/**
 * The library's benchmark. By default a small run that keeps it compiling and correct (2,000 games, 100 queries of
 * each kind); the figures in {@code server/README.md} (how: {@code docs/server/benchmarks.md}) come from
 * {@code -Dtabuleiro.libraryBench=GAMES} (100000), {@code -Dtabuleiro.libraryBenchQueries=1000} and
 * {@code -Dtabuleiro.libraryBenchDb=h2|postgresql} (both by default), or from the large mode
 * {@code -Dtabuleiro.libraryBenchFill=GAMES} ({@link #fillAndQuery}). H2 is a file database as {@code ./tabuleiro serve} opens it (under {@code target/test-data/fork-N/library-bench}),
 * PostgreSQL a fresh schema of the test database. {@code -Dtabuleiro.libraryBenchExisting=h2:DIR} or
 * {@code postgresql:SCHEMA} runs only the queries, on the collection "Bench" a run left there.
 *
 * <p>Uploads a file of that many real games (the shared PGN files again and again, each copy under another event
 * name, so no copy is a duplicate) over HTTP and prints the import's time, games per second and the heap after a
 * collection every 10 s while it runs; then explorer queries and position searches ({@code collection} and
 * {@code fen}, 20 games) at positions sampled from the games, half in the opening (plies 0-12) and half in the
 * middlegame (plies 20-60), with p50, p95, p99 and max and the load average. It asserts what it can check: every
 * game imported, and the first sampled answers equal to the brute-force replay's counts times the copies.
 */
class LibraryBenchTest {
  @Test
  void importAndQueryFigures() throws Exception {
    int wanted = Integer.getInteger("tabuleiro.libraryBench", 2_000);
    int queries = Integer.getInteger("tabuleiro.libraryBenchQueries", wanted >= 100_000 ? 1_000 : 100);
    String which = System.getProperty("tabuleiro.libraryBenchDb", "both");
    byte[] once = LibraryTestFiles.chessFile();
    LibraryBruteForce brute = LibraryBruteForce.chess(once);
    Integer fill = Integer.getInteger("tabuleiro.libraryBenchFill");
    if (fill != null) {
      fillAndQuery(fill, which, Integer.getInteger("tabuleiro.libraryBenchQueries", 1_000));
      return;
    }
    String existing = System.getProperty("tabuleiro.libraryBenchExisting");
    if (existing != null) {   // queries only, on a database a run left (h2:DIR or postgresql:SCHEMA)
      String where = existing.substring(existing.indexOf(':') + 1);
      DatabaseConfig config = existing.startsWith("h2:") ? DatabaseConfig.h2File(Path.of(where))
          : new DatabaseConfig(TestDatabase.PG_URL, TestDatabase.PG_USER, TestDatabase.PG_PASSWORD, where);
      try (TestServer server = TestServer.start(config)) {
        LibraryClient ana = LibraryClient.signedIn(server, "reader");
        JsonNode bench = null;
        for (JsonNode c : ana.api.get("/api/library/collections").json().get("collections")) {
          if (c.get("name").asText().equals("Bench")) bench = c;
        }
        long games = bench.get("games").asLong();
        long copies = games % brute.games.size() == 0 ? games / brute.games.size() : 0;   // 0: a partial import
        queries(existing.startsWith("h2:") ? "H2 file" : "PostgreSQL", ana, bench.get("id").asLong(), games, brute,
            copies, queries);
      }
      return;
    }
    int perCopy = brute.games.size();
    int copies = (wanted + perCopy - 1) / perCopy;
    Path file = Files.createTempFile("library-bench", ".pgn");
    try {
      String text = new String(once, StandardCharsets.ISO_8859_1);
      try (OutputStream out = Files.newOutputStream(file)) {
        for (int k = 1; k <= copies; k++) {
          out.write(text.replace("[Event \"", "[Event \"Bench " + k + " ").getBytes(StandardCharsets.ISO_8859_1));
          out.write("\n\n".getBytes(StandardCharsets.US_ASCII));
        }
      }
      if (!which.equals("postgresql")) {
        Path dir = TestData.dir("library-bench");
        deleteTree(dir);
        Files.createDirectories(dir);
        try (TestServer server = TestServer.start(DatabaseConfig.h2File(dir))) {
          run("H2 file", server, file, brute, copies, queries);
        } finally {
          deleteTree(dir);
        }
      }
      if (!which.equals("h2")) {
        try (TestDatabase.Fresh db = TestDatabase.POSTGRESQL.fresh(); TestServer server = TestServer.start(db.config())) {
          run("PostgreSQL", server, file, brute, copies, queries);
        }
      }
    } finally {
      Files.deleteIfExists(file);
    }
  }

  private static void run(String db, TestServer server, Path file, LibraryBruteForce brute, long copies, int queries)
      throws Exception {
    LibraryClient ana = LibraryClient.signedIn(server, "bench");
    long id = ana.collection("Bench", "chess", true);
    long heapBefore = heapAfterCollection();
    long t0 = System.nanoTime();
    var r = ana.upload(id, () -> {
      try {
        return Files.newInputStream(file);
      } catch (java.io.IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
    });
    assertEquals(202, r.status(), r.body());
    long t1 = System.nanoTime();
    long heapMax = heapBefore;
    long nextSample = t1 + 10_000_000_000L;
    JsonNode report;
    while (true) {
      report = ana.api.get("/api/library/jobs/" + r.json().get("job").asLong()).json();
      if (report.get("state").asText().equals("done")) break;
      if (System.nanoTime() >= nextSample) {
        heapMax = Math.max(heapMax, heapAfterCollection());
        nextSample = System.nanoTime() + 10_000_000_000L;
      }
      Thread.sleep(200);
    }
    double seconds = (System.nanoTime() - t1) / 1e9;
    long imported = report.get("imported").asLong();
    assertEquals(brute.games.size() * copies, imported, report.toString());
    System.out.printf(Locale.ROOT, "library bench [%s]: %,d games (%.0f MiB, upload %.1f s) imported in %.1f s, %.0f games/s;"
            + " heap after a collection: %d MiB before, at most %d MiB while importing, %d MiB after; load average %s%n",
        db, imported, Files.size(file) / 1048576.0, (t1 - t0) / 1e9, seconds, imported / seconds, heapBefore >> 20,
        heapMax >> 20, heapAfterCollection() >> 20, loadAverage());
    queries(db, ana, id, imported, brute, copies, queries);
  }

  /** Explorer queries and position searches; copies 0: the games are not whole copies (no check of the counts). */
  private static void queries(String db, LibraryClient ana, long id, long imported, LibraryBruteForce brute,
      long copies, int queries) {
    Random rnd = new Random(1);
    Map<String, List<String>> fens = new HashMap<>();
    fens.put("opening", sample(brute, rnd, 0, 12, queries / 2));
    fens.put("middlegame", sample(brute, rnd, 20, 60, queries - queries / 2));
    for (String depth : copies == 0 ? List.<String>of() : List.of("opening", "middlegame")) {   // against the replay
      for (String fen : fens.get(depth).subList(0, Math.min(10, fens.get(depth).size()))) {
        assertEquals(brute.gamesReaching(fen) * copies,
            ana.search("collection=" + id + "&limit=20&fen=" + LibraryClient.enc(fen)).json().get("total").asLong(), fen);
        Map<String, long[]> expected = brute.explorer(fen);
        JsonNode moves = ana.explorer(id, fen).json().get("moves");
        assertEquals(expected.size(), moves.size(), fen);
        for (JsonNode m : moves) assertEquals(expected.get(m.get("uci").asText())[0] * copies, m.get("games").asLong(), fen);
      }
    }
    for (String kind : List.of("explorer", "search")) {
      List<Long> all = new ArrayList<>();
      for (String depth : List.of("opening", "middlegame")) {
        List<String> list = fens.get(depth);
        for (int i = 0; i < Math.min(50, list.size()); i++) query(ana, id, kind, list.get(i));   // warm-up
        long[] micros = new long[list.size()];
        for (int i = 0; i < list.size(); i++) {
          long s = System.nanoTime();
          query(ana, id, kind, list.get(i));
          micros[i] = (System.nanoTime() - s) / 1_000;
          all.add(micros[i]);
        }
        print(db, kind + " " + depth, imported, micros);
      }
      print(db, kind + " all", imported, all.stream().mapToLong(Long::longValue).toArray());
    }
    System.out.printf(Locale.ROOT, "library bench [%s]: load average after the queries %s%n", db, loadAverage());
  }

  /**
   * The large run ({@code -Dtabuleiro.libraryBenchFill=GAMES}, with {@code -Dtabuleiro.libraryBenchDb=h2} or
   * {@code postgresql}): {@link LibraryBenchGames}' distinct games stored through the importer's own writes
   * ({@link LibraryImporter#newGame} and {@link LibraryStore#store}, batches of {@value LibraryImporter#BATCH}; only
   * the reading of a PGN file is left out), then the row counts and sizes, and the queries: explorer and position
   * search (50 games, as the page asks) from the initial position, from the real games' positions at plies 2-10
   * (popular openings) and at plies 20-60 (deep positions few games reach). PostgreSQL is analysed after the load, as
   * a deployment does after a bulk load (autovacuum would, later). The database (H2 under
   * {@code target/test-data/fork-N/library-bench-fill}, PostgreSQL a fresh schema of {@code TABULEIRO_TEST_PG_URL}'s database) is
   * removed at the end unless {@code -Dtabuleiro.libraryBenchKeep=true}. {@code -Dtabuleiro.libraryBenchMinutes=M}
   * stops the filling after M minutes and queries the games stored by then; {@code -Dtabuleiro.libraryBenchSchema=S}
   * (PostgreSQL) or {@code -Dtabuleiro.libraryBenchResume=true} (H2) goes on filling a kept database.
   * {@code -Dtabuleiro.libraryBenchCopyFrom=SCHEMA} (H2) first copies the collection a PostgreSQL fill kept in that
   * schema ({@link LibraryBenchCopy}), for the queries on H2 at that size; with
   * {@code -Dtabuleiro.libraryBenchCopyPart=true} (and {@code libraryBenchResume}, {@code libraryBenchKeep}) it copies
   * only the games the fill has stored so far and stops, to be run again.
   */
  private static void fillAndQuery(int wanted, String which, int queries) throws Exception {
    LibraryBenchGames source = new LibraryBenchGames();
    boolean h2 = which.equals("h2");
    boolean keep = Boolean.getBoolean("tabuleiro.libraryBenchKeep");
    Path dir = TestData.dir("library-bench-fill").toAbsolutePath();
    TestDatabase.Fresh pg = null;
    DatabaseConfig config;
    String schema = System.getProperty("tabuleiro.libraryBenchSchema");   // PostgreSQL: go on filling this one
    long deadline = System.nanoTime() + Long.getLong("tabuleiro.libraryBenchMinutes", 100_000) * 60_000_000_000L;
    if (h2) {
      if (!Boolean.getBoolean("tabuleiro.libraryBenchResume")) deleteTree(dir);
      Files.createDirectories(dir);
      config = DatabaseConfig.h2File(dir);
    } else if (schema != null) {
      config = new DatabaseConfig(TestDatabase.PG_URL, TestDatabase.PG_USER, TestDatabase.PG_PASSWORD, schema);
    } else {
      pg = TestDatabase.POSTGRESQL.fresh();
      config = pg.config();
    }
    String db = h2 ? "H2 file" : "PostgreSQL";
    try (TestServer server = TestServer.start(config)) {
      var jdbi = server.server().database().jdbi();
      LibraryClient ana = LibraryClient.signedIn(server, "leitor" + (System.nanoTime() % 100_000));
      long id = jdbi.withHandle(h -> h.createQuery("SELECT id FROM library_collections WHERE name = 'Bench'")
          .mapTo(Long.class).findOne()).orElseGet(() -> ana.collection("Bench", "chess", true));
      String copyFrom = System.getProperty("tabuleiro.libraryBenchCopyFrom");   // H2: a PostgreSQL fill's rows
      if (h2 && copyFrom != null) {
        boolean finish = !Boolean.getBoolean("tabuleiro.libraryBenchCopyPart");
        jdbi.useHandle(h -> LibraryBenchCopy.copy(copyFrom, h.getConnection(), id, finish));
        if (!finish) return;   // a part copied while the fill goes on: queries after the last copy
      }
      long already = jdbi.withHandle(h -> h.createQuery("SELECT COUNT(*) FROM library_games WHERE collection_id = :c")
          .bind("c", id).mapTo(Long.class).one());
      if (already > 0) System.out.printf(Locale.ROOT, "library bench [%s]: going on after the %,d games stored%n",
          db, already);
      LibraryStore store = new LibraryStore(jdbi);
      var queue = new java.util.concurrent.ArrayBlockingQueue<List<LibraryStore.NewGame>>(4);
      Thread maker = new Thread(() -> {
        try {
          List<LibraryStore.NewGame> batch = new ArrayList<>();
          for (int i = (int) already; i < wanted; i++) {
            batch.add(LibraryImporter.newGame(source.game(i)));
            if (batch.size() == LibraryImporter.BATCH || i == wanted - 1) {
              queue.put(batch);
              batch = new ArrayList<>();
            }
          }
        } catch (InterruptedException e) {
          Thread.currentThread().interrupt();
        }
      }, "bench-games");
      maker.setDaemon(true);
      maker.start();
      long heapBefore = heapAfterCollection(), heapMax = heapBefore;
      long t0 = System.nanoTime(), stored = already, next = t0 + 60_000_000_000L;
      while (stored < wanted && System.nanoTime() < deadline) {
        List<LibraryStore.NewGame> batch = queue.take();
        for (boolean b : store.store(id, batch)) assertEquals(true, b, "a generated game is a duplicate");
        stored += batch.size();
        if (System.nanoTime() >= next) {
          heapMax = Math.max(heapMax, heapAfterCollection());
          System.out.printf(Locale.ROOT, "library bench [%s]: %,d games stored in %.0f s; load average %s%n", db,
              stored, (System.nanoTime() - t0) / 1e9, loadAverage());
          next = System.nanoTime() + 60_000_000_000L;
        }
      }
      maker.interrupt();
      double seconds = (System.nanoTime() - t0) / 1e9;
      System.out.printf(Locale.ROOT, "library bench [%s]: filled %,d distinct games (%d real ones varied), %,d of them"
              + " in %.1f s, %.0f games/s; heap %d MiB before, at most %d MiB, %d MiB after; load average %s%n", db,
          stored, source.realGames(), stored - already, seconds, (stored - already) / seconds, heapBefore >> 20,
          heapMax >> 20, heapAfterCollection() >> 20, loadAverage());
      if (!h2) {
        long a = System.nanoTime();
        jdbi.useHandle(h -> h.execute("ANALYZE"));
        System.out.printf(Locale.ROOT, "library bench [%s]: ANALYZE in %.1f s%n", db, (System.nanoTime() - a) / 1e9);
      }
      for (String table : List.of("library_games", "library_positions", "library_moves")) {
        long rows = jdbi.withHandle(h -> h.createQuery("SELECT COUNT(*) FROM " + table).mapTo(Long.class).one());
        String size = h2 ? "" : jdbi.withHandle(h -> h.createQuery(
            "SELECT pg_size_pretty(pg_table_size(CAST(:t AS regclass))) || ' + indexes ' "
                + "|| pg_size_pretty(pg_indexes_size(CAST(:t AS regclass)))").bind("t", table).mapTo(String.class).one());
        System.out.printf(Locale.ROOT, "library bench [%s]: %s %,d rows %s%n", db, table, rows, size);
      }
      if (h2) {
        try (var files = Files.list(dir)) {
          for (Path f : files.toList()) System.out.printf(Locale.ROOT, "library bench [%s]: %s %,d MiB%n", db,
              f.getFileName(), Files.size(f) >> 20);
        }
      }
      assertEquals(stored, ana.search("collection=" + id + "&limit=50&fen="
          + LibraryClient.enc(source.fen(0, 0))).json().get("total").asLong());
      Random rnd = new Random(2);
      Map<String, List<String>> fens = new java.util.LinkedHashMap<>();
      fens.put("start", java.util.Collections.nCopies(Math.max(20, queries / 10), source.fen(0, 0)));
      for (String depth : List.of("plies 2-10", "plies 20-60")) {
        int from = depth.equals("plies 2-10") ? 2 : 20, to = depth.equals("plies 2-10") ? 10 : 60;
        List<String> list = new ArrayList<>();
        while (list.size() < queries / 2) {
          int g = rnd.nextInt(source.realGames());
          if (source.plies(g) < from) continue;
          list.add(source.fen(g, from + rnd.nextInt(Math.min(source.plies(g), to) - from + 1)));
        }
        fens.put(depth, list);
      }
      for (String kind : List.of("explorer", "search")) {
        List<Long> all = new ArrayList<>();
        for (var e : fens.entrySet()) {
          List<String> list = e.getValue();
          for (int i = 0; i < Math.min(20, list.size()); i++) query50(ana, id, kind, list.get(i));   // warm-up
          long[] micros = new long[list.size()];
          for (int i = 0; i < list.size(); i++) {
            long s = System.nanoTime();
            query50(ana, id, kind, list.get(i));
            micros[i] = (System.nanoTime() - s) / 1_000;
            all.add(micros[i]);
          }
          print(db, kind + " " + e.getKey(), stored, micros);
        }
        print(db, kind + " all", stored, all.stream().mapToLong(Long::longValue).toArray());
      }
      System.out.printf(Locale.ROOT, "library bench [%s]: load average after the queries %s%n", db, loadAverage());
    } finally {
      if (!keep && schema == null) {
        if (h2) deleteTree(dir);
        if (pg != null) pg.close();
      } else {
        System.out.println("library bench: kept " + (h2 ? dir : config.schema()));
      }
    }
  }

  private static void query50(LibraryClient c, long id, String kind, String fen) {
    var r = kind.equals("explorer") ? c.explorer(id, fen)
        : c.search("collection=" + id + "&limit=50&fen=" + LibraryClient.enc(fen));
    if (r.status() != 200) throw new AssertionError(r.body());
  }

  /** Positions at plies {@code from..to} of random games long enough to have one there. */
  private static List<String> sample(LibraryBruteForce brute, Random rnd, int from, int to, int count) {
    List<String> out = new ArrayList<>();
    while (out.size() < count) {
      LibraryBruteForce.Game g = brute.games.get(rnd.nextInt(brute.games.size()));
      if (g.fens().size() <= from) continue;
      out.add(g.fens().get(from + rnd.nextInt(Math.min(g.fens().size(), to + 1) - from)));
    }
    return out;
  }

  private static void print(String db, String what, long games, long[] micros) {
    Arrays.sort(micros);
    System.out.printf(Locale.ROOT, "library bench [%s]: %s over %,d games, %d queries: p50 %.1f ms, p95 %.1f ms,"
            + " p99 %.1f ms, max %.1f ms%n", db, what, games, micros.length, at(micros, 0.50), at(micros, 0.95),
        at(micros, 0.99), micros[micros.length - 1] / 1000.0);
  }

  private static double at(long[] sorted, double q) {
    return sorted[Math.min(sorted.length - 1, (int) Math.ceil(q * sorted.length) - 1)] / 1000.0;
  }

  private static void query(LibraryClient c, long id, String kind, String fen) {
    var r = kind.equals("explorer") ? c.explorer(id, fen)
        : c.search("collection=" + id + "&limit=20&fen=" + LibraryClient.enc(fen));
    if (r.status() != 200) throw new AssertionError(r.body());
  }

  private static long heapAfterCollection() {
    System.gc();
    return ManagementFactory.getMemoryMXBean().getHeapMemoryUsage().getUsed();
  }

  private static String loadAverage() {
    try {
      String[] f = Files.readString(Path.of("/proc/loadavg")).split(" ");
      return f[0] + " " + f[1] + " " + f[2];
    } catch (java.io.IOException e) {
      return "?";
    }
  }

  private static void deleteTree(Path dir) throws java.io.IOException {
    if (!Files.exists(dir)) return;
    try (var paths = Files.walk(dir)) {
      for (Path p : paths.sorted(java.util.Comparator.reverseOrder()).toList()) Files.delete(p);
    }
  }
}
