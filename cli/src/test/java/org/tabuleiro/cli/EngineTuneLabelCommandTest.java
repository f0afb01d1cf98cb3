package org.tabuleiro.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code engine tune-label}: each position's result replaced by a reference engine's score, white's view. */
class EngineTuneLabelCommandTest {
  @TempDir Path dir;

  @Test
  void labelsFromWhitesSideAndNamesTheLineItCannotRead() throws IOException {
    Path in = dir.resolve("data.txt"), out = dir.resolve("labelled.txt");
    Files.writeString(in, """
        4k3/8/8/8/8/8/3Q4/4K3 w - - 0 1;0.5
        4k3/8/8/8/8/8/3Q4/4K3 b - - 0 1;0.5
        4k3/3q4/8/8/8/8/8/4K3 w - - 0 1;0.5
        not a fen;1
        """);
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    String engine = java + " -cp " + System.getProperty("java.class.path") + " org.tabuleiro.cli.Main engine uci";
    CliRun run = CliRun.of("engine", "tune-label", "--engine", engine, "--in", in.toString(), "--out", out.toString(),
        "--nodes", "2000", "--concurrency", "2");
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.out().startsWith("tune-label: 3 positions labelled, 1 left out"), run.out());
    assertTrue(run.err().contains("line 4"), run.err());
    List<String> lines = Files.readAllLines(out, StandardCharsets.UTF_8);
    assertEquals(3, lines.size());
    // White's queen is worth the same whoever is to move; Black's queen the opposite.
    assertTrue(score(lines.get(0)) > 0.95, lines.get(0));
    assertTrue(score(lines.get(1)) > 0.95, lines.get(1));
    assertTrue(score(lines.get(2)) < 0.05, lines.get(2));
    assertTrue(lines.get(1).startsWith("4k3/8/8/8/8/8/3Q4/4K3 b - - 0 1;"), lines.get(1));
  }

  @Test
  void refusesWithoutAnEngine() {
    CliRun run = CliRun.of("engine", "tune-label", "--in", "a", "--out", "b");
    assertEquals(2, run.exitCode());
    assertTrue(run.err().contains("--engine"), run.err());
  }

  private static double score(String line) {
    return Double.parseDouble(line.substring(line.lastIndexOf(';') + 1));
  }
}
