package org.tabuleiro.server.library;

import static org.junit.jupiter.api.Assertions.assertEquals;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Assumptions;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.TestServer;

/**
 * The library's benchmark, run only when asked: {@code -Dtabuleiro.libraryBench=GAMES} (e.g. 100000). Uploads a
 * file of that many real games (the shared PGN files again and again, each copy under another event name) over HTTP,
 * prints the import's time, games per second and the heap after it, then 300 explorer queries and 300 position
 * searches at positions sampled from the games (plies 0-20), with their p50 and p95. It prints figures; it asserts
 * only that the import took every game.
 */
class LibraryBenchTest {
  @OnBothDatabases
  void importAndQueryFigures(TestServer server) throws Exception {
    int wanted = Integer.getInteger("tabuleiro.libraryBench", 0);
    Assumptions.assumeTrue(wanted > 0, "-Dtabuleiro.libraryBench=GAMES runs the benchmark");
    byte[] once = LibraryTestFiles.chessFile();
    LibraryBruteForce brute = LibraryBruteForce.chess(once);
    int perCopy = brute.games.size();
    int copies = (wanted + perCopy - 1) / perCopy;
    String text = new String(once, StandardCharsets.ISO_8859_1);
    Path file = Files.createTempFile("library-bench", ".pgn");
    try (OutputStream out = Files.newOutputStream(file)) {
      for (int k = 1; k <= copies; k++) {
        out.write(text.replace("[Event \"", "[Event \"Bench " + k + " ").getBytes(StandardCharsets.ISO_8859_1));
        out.write("\n\n".getBytes(StandardCharsets.US_ASCII));
      }
    }
    LibraryClient ana = LibraryClient.signedIn(server, "bench");
    long id = ana.collection("Bench", "chess", true);
    System.gc();
    long heapBefore = usedHeap();
    long t0 = System.nanoTime();
    var r = ana.upload(id, () -> {
      try {
        return Files.newInputStream(file);
      } catch (java.io.IOException e) {
        throw new java.io.UncheckedIOException(e);
      }
    });
    assertEquals(202, r.status(), r.body());
    long peakHeap = 0;
    JsonNode report;
    while (true) {
      report = ana.api.get("/api/library/jobs/" + r.json().get("job").asLong()).json();
      peakHeap = Math.max(peakHeap, usedHeap());
      if (report.get("state").asText().equals("done")) break;
      Thread.sleep(500);
    }
    double seconds = (System.nanoTime() - t0) / 1e9;
    long imported = report.get("imported").asLong();
    assertEquals((long) perCopy * copies, imported, report.toString());
    System.gc();
    System.out.printf("library bench [%s]: %,d games (%.0f MiB) imported in %.1f s, %.0f games/s; heap used %d MiB before, %d MiB at most while importing, %d MiB after%n",
        server.server().database().getClass().getSimpleName() + " " + dbName(server), imported, Files.size(file) / 1048576.0, seconds,
        imported / seconds, heapBefore >> 20, peakHeap >> 20, usedHeap() >> 20);
    Files.delete(file);

    Random rnd = new Random(1);
    List<String> fens = new ArrayList<>();
    for (int i = 0; i < 300; i++) {
      LibraryBruteForce.Game g = brute.games.get(rnd.nextInt(brute.games.size()));
      fens.add(g.fens().get(rnd.nextInt(Math.min(g.fens().size(), 21))));
    }
    for (String kind : new String[] {"explorer", "search"}) {
      for (int i = 0; i < 20; i++) query(ana, id, kind, fens.get(i));   // warm-up
      long[] ms = new long[fens.size()];
      for (int i = 0; i < fens.size(); i++) {
        long s = System.nanoTime();
        query(ana, id, kind, fens.get(i));
        ms[i] = (System.nanoTime() - s) / 1_000;
      }
      Arrays.sort(ms);
      System.out.printf("library bench [%s]: %s over %,d games, %d queries: p50 %.1f ms, p95 %.1f ms, max %.1f ms%n",
          dbName(server), kind, imported, ms.length, ms[ms.length / 2] / 1000.0, ms[(int) (ms.length * 0.95)] / 1000.0,
          ms[ms.length - 1] / 1000.0);
    }
  }

  private static void query(LibraryClient c, long id, String kind, String fen) {
    var r = kind.equals("explorer") ? c.explorer(id, fen)
        : c.search("collection=" + id + "&limit=20&fen=" + LibraryClient.enc(fen));
    if (r.status() != 200) throw new AssertionError(r.body());
  }

  private static String dbName(TestServer server) {
    return server.server().database().jdbi().withHandle(h -> {
      try {
        return h.getConnection().getMetaData().getDatabaseProductName();
      } catch (java.sql.SQLException e) {
        return "?";
      }
    });
  }

  private static long usedHeap() {
    Runtime rt = Runtime.getRuntime();
    return rt.totalMemory() - rt.freeMemory();
  }
}
