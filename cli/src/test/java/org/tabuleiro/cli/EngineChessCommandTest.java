package org.tabuleiro.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code engine solve} and {@code engine bench}: the chess engine's figures from the command line. */
class EngineChessCommandTest {
  @TempDir Path dir;

  @Test
  void solvePrintsALinePerPositionAndTheSolveRate() throws IOException {
    Path epd = dir.resolve("two.epd");
    Files.writeString(epd, """
        # a mate in one and a quiet position where the engine cannot find the listed move
        6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - bm Ra8#; id "back rank";
        rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - bm a3; id "a3";
        """);
    CliRun run = CliRun.of("engine", "solve", epd.toString(), "--nodes", "20000");
    assertEquals(0, run.exitCode(), run.err());
    assertTrue(run.out().contains("back rank\tsolved\ta1a8\ta1a8\tmate 1"), run.out());
    assertTrue(run.out().contains("a3\tmissed\ta2a3\t"), run.out());
    assertTrue(run.lastLine().startsWith("solved 1 of 2 (50.0%) at 20000 nodes per position"), run.lastLine());
  }

  @Test
  void solveNamesTheLineOfABadMove() throws IOException {
    Path epd = dir.resolve("bad.epd");
    Files.writeString(epd, "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - bm Qa8#; id \"no queen\";\n");
    CliRun run = CliRun.of("engine", "solve", epd.toString());
    assertEquals(3, run.exitCode());
    assertTrue(run.err().contains("line 1") && run.err().contains("Qa8#"), run.err());
  }

  @Test
  void benchPrintsNodesAndNodesPerSecond() {
    CliRun run = CliRun.of("engine", "bench", "--depth", "3");
    assertEquals(0, run.exitCode(), run.err());
    assertEquals(30, run.out().lines().filter(l -> l.startsWith("position ")).count());
    assertTrue(run.out().contains("Nodes searched  : "), run.out());
    assertTrue(run.lastLine().startsWith("Nodes/second    : "), run.lastLine());
  }

  @Test
  void benchRefusesADepthOutOfRange() {
    CliRun run = CliRun.of("engine", "bench", "--depth", "0");
    assertEquals(2, run.exitCode());
    assertTrue(run.err().contains("--depth"), run.err());
  }
}
