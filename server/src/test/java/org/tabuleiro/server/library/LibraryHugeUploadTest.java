package org.tabuleiro.server.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.Soak;
import org.tabuleiro.server.testing.TestServer;

/**
 * Bad input, "a 1 GB file": the shared real games, then one game whose movetext is {@code tabuleiro.libraryHugeMiB}
 * MiB of comments (64 by default; {@code -Dtabuleiro.libraryHugeMiB=1024} for the full gigabyte), then one more good
 * game, generated as the upload streams (nothing of it is stored in the repository). The server answers 202, the
 * report lists the broken and the endless game with their lines, the good games are imported and nothing of the
 * endless one is stored, and the heap the server keeps after a GC stays bounded while it spools and reads the file.
 */
class LibraryHugeUploadTest {
  static final long MIB = 1 << 20;
  /** Live heap the import may add, whatever the file's size (the endless game kept whole would be its size or more). */
  static final long HEAP_BOUND = 48 * MIB;

  @OnBothDatabases
  void aGigabyteGameIsRefusedWithItsLineAndTheRestImportedInBoundedMemory(TestServer server) throws Exception {
    long hugeBytes = Soak.size("libraryHugeMiB", 64L, 1024L) * MIB;
    LibraryClient ana = LibraryClient.signedIn(server, "ana");
    long id = ana.collection("Partidas enormes", "chess", true);
    byte[] games = LibraryTestFiles.chessFile();
    LibraryBruteForce brute = LibraryBruteForce.chess(games);
    // The real games first, so that the heap's baseline holds what they leave (H2 in memory keeps them on the heap).
    JsonNode first = ana.importFile(id, games);
    assertEquals(brute.games.size(), first.get("imported").asInt(), first.toString());

    String huge = """

        [Event "Análise sem fim"]
        [White "Gigante, Otto"]
        [Black "Enorme, Ana"]
        [Result "1-0"]

        1. e4 e5 2. Nf3
        """;
    long hugeLine = lines(games) + 2;   // the blank line, then its first tag
    String after = """
        1-0

        [Event "Depois do enorme"]
        [White "Fulano Final"]
        [Black "Ciclano, Beto"]
        [Result "1/2-1/2"]

        1. d4 Nf6 2. c4 e6 3. Nc3 Bb4 1/2-1/2
        """;
    long total = games.length + huge.getBytes(StandardCharsets.UTF_8).length + hugeBytes
        + after.getBytes(StandardCharsets.UTF_8).length;

    long baseline = usedAfterGc();
    AtomicBoolean done = new AtomicBoolean();
    AtomicLong peak = new AtomicLong(baseline);
    Thread sampler = Thread.ofPlatform().daemon().start(() -> {
      while (!done.get()) {
        peak.accumulateAndGet(usedAfterGc(), Math::max);
        try {
          Thread.sleep(250);
        } catch (InterruptedException e) {
          return;
        }
      }
    });
    long started = System.nanoTime();
    var answer = ana.upload(id, () -> new SequenceInputStream(java.util.Collections.enumeration(List.of(
        new ByteArrayInputStream(games), new ByteArrayInputStream(huge.getBytes(StandardCharsets.UTF_8)),
        comments(hugeBytes), new ByteArrayInputStream(after.getBytes(StandardCharsets.UTF_8))))));
    assertEquals(202, answer.status(), answer.body());
    JsonNode report = ana.waitFor(answer.json().get("job").asLong());
    long seconds = (System.nanoTime() - started) / 1_000_000_000L;
    done.set(true);
    sampler.join();
    System.out.printf("library huge upload: %,d bytes in %d s; heap after GC %,d MiB before, peak %,d MiB%n", total,
        seconds, baseline / MIB, peak.get() / MIB);

    assertEquals("done", report.get("state").asText(), report.toString());
    assertFalse(report.has("error"), report.toString());
    assertEquals(total, report.get("bytes").asLong());
    assertEquals(brute.read + 2, report.get("gamesRead").asInt(), report.toString());
    assertEquals(1, report.get("imported").asInt(), "the game after the endless one: " + report);
    assertEquals(first.get("imported").asInt() + first.get("duplicates").asInt(), report.get("duplicates").asInt(),
        "every game of the first file again: " + report);
    assertEquals(2, report.get("refusedCount").asInt(), report.toString());
    JsonNode endless = report.get("refused").get(1);
    assertEquals(hugeLine, endless.get("line").asLong(), endless.toString());
    assertEquals(brute.read + 1, endless.get("game").asInt(), endless.toString());
    assertTrue(endless.get("message").asText().contains("mais de 1.000.000 caracteres"), endless.toString());
    assertTrue(report.get("refused").get(0).get("message").asText().contains("Ke3"), report.toString());

    // Nothing of the endless game stored; the game after it is.
    assertEquals(0, ana.search("collection=" + id + "&player=gigante").json().get("total").asInt());
    assertEquals(1, ana.search("collection=" + id + "&player=fulano%20final").json().get("total").asInt());
    assertEquals(brute.games.size() + 1, ana.api.get("/api/library/collections/" + id).json().get("games").asInt());
    assertTrue(peak.get() - baseline < HEAP_BOUND, "heap after GC grew from " + baseline / MIB + " MiB to "
        + peak.get() / MIB + " MiB while reading a file of " + total / MIB + " MiB");
  }

  /** {@code bytes} of movetext comments, 4 KiB a line, made as they are read. */
  static InputStream comments(long bytes) {
    byte[] line = ("{" + "uma análise muito longa ".repeat(200)).substring(0, 4094).concat("}\n")
        .getBytes(StandardCharsets.ISO_8859_1);
    return new InputStream() {
      long left = bytes;
      int at;

      @Override
      public int read() {
        byte[] one = new byte[1];
        return read(one, 0, 1) < 0 ? -1 : one[0] & 0xff;
      }

      @Override
      public int read(byte[] b, int off, int len) {
        if (left <= 0) return -1;
        int n = (int) Math.min(Math.min(len, left), line.length - at);
        System.arraycopy(line, at, b, off, n);
        at = (at + n) % line.length;
        left -= n;
        return n;
      }
    };
  }

  private static long lines(byte[] file) {
    long n = 0;
    for (byte b : file) if (b == '\n') n++;
    return n;
  }

  static long usedAfterGc() {
    System.gc();
    Runtime r = Runtime.getRuntime();
    return r.totalMemory() - r.freeMemory();
  }
}
