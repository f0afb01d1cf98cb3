package org.tabuleiro.server.library;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.condition.EnabledIfSystemProperty;
import org.tabuleiro.rules.chess.Position;
import org.tabuleiro.server.testing.TestDatabase;
import org.tabuleiro.server.testing.TestServer;

/**
 * Player search figures, not a timed test: runs only with {@code -Dtabuleiro.libraryPlayerBench=GAMES} (100000) and
 * {@code -Dtabuleiro.libraryPlayerBenchDb=postgresql|h2} (postgresql). Stores that many games of two plies straight
 * through {@link LibraryStore#store} (no PGN, so the fill is quick), their players drawn from 20,000 made-up names
 * ("Kovaléńko, R" and the like), then times 1,000 {@code GET /api/library/search?collection=&player=} over HTTP,
 * each name in one of four forms ("Surname, G", "Surname,G", "G Surname", "surname"), and prints p50 / p95 / p99 /
 * max with the load average and how many queries found a game.
 */
class LibraryPlayerSearchBench {
  @Test
  @EnabledIfSystemProperty(named = "tabuleiro.libraryPlayerBench", matches = "\\d+")
  void playerSearchFigures() throws Exception {
    int wanted = Integer.getInteger("tabuleiro.libraryPlayerBench");
    TestDatabase kind = "h2".equals(System.getProperty("tabuleiro.libraryPlayerBenchDb"))
        ? TestDatabase.H2 : TestDatabase.POSTGRESQL;
    Random rnd = new Random(7);
    String[] surnames = new String[20_000];
    String[] initials = new String[surnames.length];
    for (int i = 0; i < surnames.length; i++) {
      surnames[i] = word(rnd, 5 + rnd.nextInt(7));
      initials[i] = String.valueOf((char) ('A' + rnd.nextInt(26)));
    }
    try (TestDatabase.Fresh fresh = kind.fresh(); TestServer server = TestServer.start(fresh.config())) {
      LibraryClient ana = LibraryClient.signedIn(server, "ana");
      long id = ana.collection("Bench players", "chess", true);
      LibraryStore store = new LibraryStore(server.server().database().jdbi());
      long start = PositionKey.of(Position.initial());
      long t0 = System.nanoTime();
      for (int from = 0; from < wanted; from += 500) {
        List<LibraryStore.NewGame> batch = new ArrayList<>();
        for (int g = from; g < Math.min(wanted, from + 500); g++) {
          int w = rnd.nextInt(surnames.length), b = rnd.nextInt(surnames.length);
          batch.add(new LibraryStore.NewGame(g, surnames[w] + ", " + initials[w], surnames[b] + ", " + initials[b],
              "Bench", "", "2026.12.07", 2026, "1-0", "w", 2000, 2000, null, null, "1. e4 e5 1-0",
              new long[] {start, g * 2L + 1, g * 2L + 2}, List.of("e2e4", "e7e5"), List.of("e4", "e5")));
        }
        store.store(id, batch);
      }
      System.out.printf(Locale.ROOT, "player bench [%s]: %,d games stored in %.1f s (load %s)%n", kind, wanted,
          (System.nanoTime() - t0) / 1e9, loadAverage());
      String[] slowest = new String[5];
      boolean pg = kind == TestDatabase.POSTGRESQL;
      for (int round = 0; round < (pg ? 4 : 3); round++) {   // the first round warms the JIT and the caches
        if (round == 3) {   // PostgreSQL's statistics of the tables just filled, as autovacuum would take them
          if (pg) explain(server, id, slowest);
          server.server().database().jdbi().useHandle(h -> h.execute("ANALYZE"));
        }
        long[] micros = new long[1_000];
        String[] names = new String[micros.length];
        int found = 0;
        for (int q = 0; q < micros.length; q++) {
          int p = rnd.nextInt(surnames.length);
          String name = switch (q % 4) {
            case 0 -> surnames[p] + ", " + initials[p];
            case 1 -> surnames[p] + "," + initials[p];
            case 2 -> initials[p] + " " + surnames[p];
            default -> surnames[p].toLowerCase(Locale.ROOT);
          };
          names[q] = name;
          long q0 = System.nanoTime();
          long total;
          if (round != 2) {   // over HTTP, as a page asks
            var r = ana.search("collection=" + id + "&limit=50&player=" + LibraryClient.enc(name));
            if (r.status() != 200) throw new AssertionError(r.body());
            total = r.json().get("total").asLong();
          } else {   // the store's queries alone (no HTTP, JSON, session or collection check)
            LibrarySearch s = LibrarySearch.of(Map.of("player", name)::get, id, "chess", 0);
            total = store.search(s.where, s.binds, s.limit, s.offset).total();
          }
          micros[q] = (System.nanoTime() - q0) / 1000;
          if (total > 0) found++;
        }
        if (round == 1 || round == 3) {
          Integer[] order = new Integer[micros.length];
          for (int i = 0; i < order.length; i++) order[i] = i;
          Arrays.sort(order, (a, b) -> Long.compare(micros[b], micros[a]));
          for (int i = 0; i < slowest.length; i++) slowest[i] = names[order[i]];
        }
        Arrays.sort(micros);
        System.out.printf(Locale.ROOT, "player bench [%s]%s: player search over %,d games, %d queries: p50 %.1f ms,"
                + " p95 %.1f ms, p99 %.1f ms, max %.1f ms, %d found a game (load %s)%n", kind,
            round == 0 ? " (warm-up)" : round == 2 ? " (store only)" : round == 3 ? " (after ANALYZE)" : "",
            wanted, micros.length, at(micros, 0.50), at(micros, 0.95), at(micros, 0.99), micros[micros.length - 1] / 1000.0,
            found, loadAverage());
      }
      if (pg) explain(server, id, slowest);
    }
  }

  /** The plans of the slowest names' queries, as PostgreSQL runs them now (EXPLAIN ANALYZE). */
  private static void explain(TestServer server, long collection, String[] names) {
    server.server().database().jdbi().useHandle(h -> {
      for (String name : names) {
        LibrarySearch s = LibrarySearch.of(Map.of("player", name)::get, collection, "chess", 0);
        for (String sql : LibraryStore.searchStatements(s.where)) {
          var q = h.createQuery("EXPLAIN (ANALYZE, BUFFERS, SETTINGS) " + sql);
          s.binds.forEach(q::bind);
          if (sql.contains(":limit")) q.bind("limit", s.limit).bind("offset", s.offset);
          System.out.println("player bench explain \"" + name + "\": " + sql + "\n  "
              + String.join("\n  ", q.mapTo(String.class).list()));
        }
      }
    });
  }

  private static String word(Random rnd, int length) {
    String letters = "abcdefghijklmnopqrstuvwxyzáéíóúüñćç";
    StringBuilder s = new StringBuilder();
    for (int i = 0; i < length; i++) s.append(letters.charAt(rnd.nextInt(i == 0 ? 26 : letters.length())));
    s.setCharAt(0, Character.toUpperCase(s.charAt(0)));
    return s.toString();
  }

  private static double at(long[] sorted, double q) {
    return sorted[Math.min(sorted.length - 1, (int) Math.ceil(q * sorted.length) - 1)] / 1000.0;
  }

  private static String loadAverage() {
    try {
      String[] f = Files.readString(Path.of("/proc/loadavg")).split(" ");
      return f[0] + " " + f[1] + " " + f[2];
    } catch (java.io.IOException e) {
      return "?";
    }
  }
}
