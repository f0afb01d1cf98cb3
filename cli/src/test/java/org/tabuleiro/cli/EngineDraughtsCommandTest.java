package org.tabuleiro.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.tabuleiro.engine.match.MatchScore;

class EngineDraughtsCommandTest {
  @Test
  void aMatchPrintsOneLinePerGameAndTheScoreWithElo() {
    CliRun r = CliRun.of("engine", "draughts-match", "--variant", "brazilian", "--games", "2", "--level1", "8", "--depth2", "1", "--nodes", "2000", "--seed", "3");
    assertEquals(0, r.exitCode(), r.err());
    String[] lines = r.lines();
    assertEquals("GAME\tOPENING\tPLAYER1_COLOUR\tPLAYER1_POINTS\tREASON\tPLIES", lines[0]);
    assertEquals(4, lines.length, r.out());
    assertTrue(lines[1].startsWith("1\t") && lines[2].startsWith("2\t"), r.out());
    assertTrue(r.lastLine().startsWith("brazilian: level 8 vs 1-ply search: +"), r.lastLine());
    assertTrue(r.lastLine().contains("Elo"), r.lastLine());
  }

  @Test
  void aMatchNeedsASecondPlayer() {
    CliRun r = CliRun.of("engine", "draughts-match", "--variant", "brazilian", "--level1", "8");
    assertEquals(2, r.exitCode());
    assertTrue(r.err().contains("--level2") && r.err().contains("--depth2"), r.err());
  }

  @Test
  void levelsOutsideOneToEightAreUsageErrors() {
    CliRun r = CliRun.of("engine", "draughts-match", "--variant", "international", "--level1", "9", "--depth2", "2");
    assertEquals(2, r.exitCode());
    assertTrue(r.err().contains("--level1 must be 1-8"), r.err());
  }

  @Test
  void theBenchPrintsNodesPerSecond() {
    CliRun r = CliRun.of("engine", "draughts-bench", "--variant", "brazilian", "--depth", "5");
    assertEquals(0, r.exitCode(), r.err());
    assertTrue(r.lastLine().matches("brazilian: 6 positions to depth 5: [0-9,]+ nodes in [0-9.]+ s: [0-9,]+ nodes/s"), r.lastLine());
  }

  @Test
  void theHubCommandAnswersAGuiOnStandardInput() {
    String session = "hub\ninit\npos pos=Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww\nlevel depth=4\ngo think\n";
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    int code = EngineHubCommand.run(new String[] {"--variant", "brazilian"}, new ByteArrayInputStream(session.getBytes(StandardCharsets.UTF_8)),
        new PrintStream(out, true, StandardCharsets.UTF_8), System.err);
    assertEquals(0, code);
    String text = out.toString(StandardCharsets.UTF_8);
    assertTrue(text.contains("ready"), text);
    assertTrue(text.contains("done move="), "the end of input waits for the search to finish: " + text);
  }

  @Test
  void eloIsABoundWhenEveryGameWasWon() {
    assertTrue(EngineDraughtsMatchCommand.elo(new MatchScore(10, 0, 0)).startsWith("> +"));
    assertTrue(EngineDraughtsMatchCommand.elo(new MatchScore(6, 2, 2)).matches("\\+[0-9]+ ± [0-9]+"));
    assertTrue(EngineDraughtsMatchCommand.elo(new MatchScore(1, 0, 39)).matches("-[0-9]+ \\[-[0-9]+, -[0-9]+\\]"),
        EngineDraughtsMatchCommand.elo(new MatchScore(1, 0, 39)));
  }
}
