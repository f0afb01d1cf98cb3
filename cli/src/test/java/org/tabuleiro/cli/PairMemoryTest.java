package org.tabuleiro.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code pair} in a child JVM with a small heap: a round-1 field pairs within a heap its weight matrix used to
 * overflow, and a field too big for the heap exits 4 (not enough memory) with one line, not 1 (no valid pairing).
 */
class PairMemoryTest {
  record Child(int exitCode, String out, String err) {}

  static Child pairInChild(Path trf, String heap) throws IOException, InterruptedException {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process p = new ProcessBuilder(java, "-XX:+UseParallelGC", "-Xmx" + heap, "-cp", System.getProperty("java.class.path"),
        "org.tabuleiro.cli.Main", "pair", "--dutch", trf.toString(), "-p").start();
    p.getOutputStream().close();
    // Read both pipes while it runs, so a full pipe cannot block it.
    var out = new java.util.concurrent.CompletableFuture<String>();
    Thread reader = Thread.ofVirtual().start(() -> {
      try {
        out.complete(new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8));
      } catch (IOException e) {
        out.completeExceptionally(e);
      }
    });
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    if (!p.waitFor(5, TimeUnit.MINUTES)) {
      p.destroyForcibly();
      throw new AssertionError("the child did not finish in 5 minutes");
    }
    reader.join();
    return new Child(p.exitValue(), out.join(), err);
  }

  static Path roundOne(Path dir, int players) {
    Path trf = dir.resolve("r1-" + players + ".trf");
    CliRun gen = CliRun.of("pair", "--generate", "--players", String.valueOf(players), "--rounds", "0", trf.toString());
    assertEquals(0, gen.exitCode(), gen.err());
    return trf;
  }

  /**
   * 1,000 players in round 1 need about 24 MB of heap with 4-byte edge ids; a dense matrix of wide weights and a
   * Weight object per pair of the bracket needed more than 64 MB. 40 MB leaves a margin on both sides.
   */
  @Test
  void aThousandPlayersPairInFortyMegabytesLikeInProcess(@TempDir Path dir) throws Exception {
    Path trf = roundOne(dir, 1000);
    Child child = pairInChild(trf, "40m");
    assertEquals(0, child.exitCode(), child.err());
    CliRun inProcess = CliRun.of("pair", "--dutch", trf.toString(), "-p");
    assertEquals(inProcess.out(), child.out(), "the same pairing");
    assertEquals("500", child.out().lines().findFirst().orElseThrow());
  }

  /** 5,000 players need 100 MB of edge ids alone: in a 24 MB heap the pairing cannot get its memory. */
  @Test
  void aFieldTooBigForTheHeapExitsFourWithOneLine(@TempDir Path dir) throws Exception {
    Child child = pairInChild(roundOne(dir, 5000), "24m");
    assertEquals(4, child.exitCode(), child.err());
    assertEquals("", child.out());
    assertEquals(1, child.err().lines().count(), child.err());
    assertTrue(child.err().startsWith("tabuleiro: pair: not enough memory: the heap's limit of "), child.err());
    assertTrue(child.err().contains("-Xmx"), child.err());
  }

  @Test
  void anUnpairableRoundStillExitsOne(@TempDir Path dir) throws Exception {
    Path trf = dir.resolve("done.trf");
    Files.writeString(trf, """
        012 Two players who met
        XXR 3
        001    1      A                                 2400                             1.0    1     2 w 1
        001    2      B                                 2300                             0.0    2     1 b 0
        """, StandardCharsets.UTF_8);
    Child child = pairInChild(trf, "24m");
    assertEquals(1, child.exitCode(), child.err());
    assertTrue(child.err().contains("no valid pairing"), child.err());
  }
}
