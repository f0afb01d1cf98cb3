package org.tabuleiro.server.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import com.fasterxml.jackson.databind.JsonNode;
import java.io.ByteArrayInputStream;
import java.io.InputStream;
import java.io.SequenceInputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import org.tabuleiro.rules.draughts.Variant;
import org.tabuleiro.server.testing.OnBothDatabases;
import org.tabuleiro.server.testing.Soak;
import org.tabuleiro.server.testing.TestServer;

/**
 * Bad input, "a 1 GB file", for PDN: the shared real draughts games of a variant and a broken game, then one game of
 * {@code tabuleiro.libraryHugeMiB} MiB (64 by default; {@code -Dtabuleiro.libraryHugeMiB=1024} for the full gigabyte)
 * made as the upload streams, then a UTF-8 and a Latin-1 game. International: the endless game is lines of 4 KiB
 * of comments; Brazilian: it is one line without any line break, of comments and moves. The report lists the broken
 * and the endless game with their lines, both last games are imported with their names decoded, nothing of the
 * endless one is stored, and the heap kept after a GC stays bounded.
 */
class LibraryHugeDraughtsUploadTest {
  @OnBothDatabases
  void anEndlessInternationalGameOfCommentLinesIsRefusedAtItsLineAndTheRestImportedInBoundedMemory(TestServer server)
      throws Exception {
    long hugeBytes = Soak.size("libraryHugeMiB", 64L, 1024L) * LibraryHugeUploadTest.MIB;
    upload(server, "international", "1. 32-28 19-23\n", hugeBytes, () -> LibraryHugeUploadTest.comments(hugeBytes),
        "1. 32-28 19-23 2. 28x19 14x23 3. 37-32 2-0");
  }

  @OnBothDatabases
  void aBrazilianGameOnOneEndlessLineIsRefusedAtItsLineAndTheRestImportedInBoundedMemory(TestServer server)
      throws Exception {
    byte[] unit = "{uma análise sem fim, € 😀} 22-17 17-22 ".getBytes(StandardCharsets.UTF_8);
    long hugeBytes = Soak.size("libraryHugeMiB", 64L, 1024L) * LibraryHugeUploadTest.MIB / unit.length * unit.length;
    upload(server, "brazilian", "1. 22-17 9-14 ", hugeBytes, () -> oneLine(unit, hugeBytes),
        "1. 22-17 9-14 2. 17-13 11-15 3. 25-22 14-17 4. 21x14 10x17 2-0");
  }

  private static void upload(TestServer server, String variant, String hugeStart, long hugeBytes,
      java.util.function.Supplier<InputStream> endless, String goodMoves) throws Exception {
    LibraryClient ana = LibraryClient.signedIn(server, "ana");
    long id = ana.collection("Damas enormes", variant, true);
    byte[] games = LibraryTestFiles.draughtsFile(variant);
    LibraryBruteForce brute = LibraryBruteForce.draughts(games,
        variant.equals("international") ? Variant.INTERNATIONAL : Variant.BRAZILIAN);
    // The real games first, so that the heap's baseline holds what they leave (H2 in memory keeps them on the heap).
    JsonNode first = ana.importFile(id, games);
    assertEquals(brute.games.size(), first.get("imported").asInt(), first.toString());
    int refusedBefore = first.get("refusedCount").asInt();
    assertTrue(refusedBefore >= 1, "the broken game: " + first);

    byte[] huge = ("\n[Event \"Análise sem fim\"]\n[White \"Gigante, Otto\"]\n[Black \"Enorme, Ana\"]\n"
        + "[Result \"2-0\"]\n\n" + hugeStart).getBytes(StandardCharsets.UTF_8);
    long hugeLine = lines(games) + 2;   // the blank line, then its first tag
    byte[] utf8Game = ("\n2-0\n\n[Event \"Depois do enorme\"]\n[White \"Zé Ninguém\"]\n[Black \"Ciclano, Beto\"]\n"
        + "[Result \"2-0\"]\n\n" + goodMoves + "\n").getBytes(StandardCharsets.UTF_8);
    byte[] latin1Game = ("\n[Event \"Depois do enorme\"]\n[White \"Gonçalves, João\"]\n[Black \"Ciclano, Beto\"]\n"
        + "[Result \"2-0\"]\n\n" + goodMoves + "\n").getBytes(StandardCharsets.ISO_8859_1);
    long total = games.length + huge.length + hugeBytes + utf8Game.length + latin1Game.length;

    long baseline = LibraryHugeUploadTest.usedAfterGc();
    AtomicBoolean done = new AtomicBoolean();
    AtomicLong peak = new AtomicLong(baseline);
    Thread sampler = Thread.ofPlatform().daemon().start(() -> {
      while (!done.get()) {
        peak.accumulateAndGet(LibraryHugeUploadTest.usedAfterGc(), Math::max);
        try {
          Thread.sleep(250);
        } catch (InterruptedException e) {
          return;
        }
      }
    });
    long started = System.nanoTime();
    var answer = ana.upload(id, () -> new SequenceInputStream(java.util.Collections.enumeration(List.of(
        new ByteArrayInputStream(games), new ByteArrayInputStream(huge), endless.get(),
        new ByteArrayInputStream(utf8Game), new ByteArrayInputStream(latin1Game)))));
    assertEquals(202, answer.status(), answer.body());
    JsonNode report = ana.waitFor(answer.json().get("job").asLong());
    long seconds = (System.nanoTime() - started) / 1_000_000_000L;
    done.set(true);
    sampler.join();
    System.out.printf("library huge draughts upload (%s): %,d bytes in %d s; heap after GC %,d MiB before, peak %,d MiB%n",
        variant, total, seconds, baseline / LibraryHugeUploadTest.MIB, peak.get() / LibraryHugeUploadTest.MIB);

    assertEquals("done", report.get("state").asText(), report.toString());
    assertFalse(report.has("error"), report.toString());
    assertEquals(total, report.get("bytes").asLong());
    assertEquals(brute.read + 3, report.get("gamesRead").asInt(), report.toString());
    assertEquals(2, report.get("imported").asInt(), "the two games after the endless one: " + report);
    assertEquals(first.get("imported").asInt() + first.get("duplicates").asInt(), report.get("duplicates").asInt(),
        "every game of the first file again: " + report);
    assertEquals(refusedBefore + 1, report.get("refusedCount").asInt(), report.toString());
    JsonNode endlessGame = null, broken = null;
    for (JsonNode r : report.get("refused")) {
      if (r.get("game").asInt() == brute.read + 1) endlessGame = r;
      if (r.get("game").asInt() == brute.read) broken = r;
    }
    assertNotNull(endlessGame, report.toString());
    assertEquals(hugeLine, endlessGame.get("line").asLong(), endlessGame.toString());
    assertTrue(endlessGame.get("message").asText().contains("Jogo " + (brute.read + 1) + " (linha " + hugeLine
        + "): o jogo tem mais de 1.000.000 caracteres"), endlessGame.toString());
    assertNotNull(broken, "the broken game is the file's last: " + report);
    assertTrue(broken.get("message").asText().contains(variant.equals("international") ? "36-31" : "25-21"),
        broken.toString());

    // Nothing of the endless game stored; the games after it are, their names decoded from UTF-8 and Latin-1.
    assertEquals(0, ana.search("collection=" + id + "&player=gigante").json().get("total").asInt());
    assertEquals("Zé Ninguém", onlyGame(ana, id, "ninguem").get("white").asText());
    JsonNode latin1 = onlyGame(ana, id, "goncalves");
    assertEquals("Gonçalves, João", latin1.get("white").asText());
    JsonNode stored = ana.api.get("/api/library/games/" + latin1.get("id").asLong()).json();
    assertEquals(new String(latin1Game, StandardCharsets.ISO_8859_1).strip() + "\n", stored.get("text").asText());
    assertEquals(brute.games.size() + 2, ana.api.get("/api/library/collections/" + id).json().get("games").asInt());
    assertTrue(peak.get() - baseline < LibraryHugeUploadTest.HEAP_BOUND, "heap after GC grew from "
        + baseline / LibraryHugeUploadTest.MIB + " MiB to " + peak.get() / LibraryHugeUploadTest.MIB
        + " MiB while reading a file of " + total / LibraryHugeUploadTest.MIB + " MiB");
  }

  private static JsonNode onlyGame(LibraryClient ana, long id, String player) {
    JsonNode found = ana.search("collection=" + id + "&player=" + player).json();
    assertEquals(1, found.get("total").asInt(), found.toString());
    return found.get("games").get(0);
  }

  /** {@code bytes} of {@code unit} again and again on one line, made as they are read. */
  static InputStream oneLine(byte[] unit, long bytes) {
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
        int n = (int) Math.min(len, left);
        for (int i = 0; i < n; i++) {
          b[off + i] = unit[at++];
          if (at == unit.length) at = 0;
        }
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
}
