package org.tabuleiro.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The {@code draughts} contract: perft, suite files, move lists, PDN checks and the exit codes. */
class DraughtsCommandTest {
  @TempDir Path dir;

  static final String START_10 = "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20";

  @Test
  void perftPrintsTheDistinctLeafCountLast() {
    CliRun run = CliRun.of("draughts", "perft", "--variant", "international", "--fen", START_10, "--depth", "5");
    assertEquals(0, run.exitCode(), run.err());
    assertEquals("27117", run.lastLine());
    assertEquals("7473", CliRun.of("draughts", "perft", "--variant", "brazilian", "--fen", "W:W21-32:B1-12", "--depth", "5").lastLine());
  }

  @Test
  void aSuiteFilePrintsLineDepthAndCountForDistinctRowsUnderTheLimit() throws IOException {
    Path file = dir.resolve("perft.txt");
    Files.writeString(file, "# fen\tdepth\tnodes\tmode\n"
        + "W:W21-32:B1-12\t1\t7\tdistinct\tx\n"
        + "W:W21-32:B1-12\t2\t49\tall-orders\tx\n"
        + "W:W21-32:B1-12\t3\t302\tdistinct\tx\n"
        + "W:W21-32:B1-12\t9\t4431766\tdistinct\tx\n");
    CliRun run = CliRun.of("draughts", "perft", "--variant", "brazilian", "--file", file.toString(), "--max-nodes", "1000");
    assertEquals(0, run.exitCode(), run.err());
    assertEquals("2\t1\t7\n4\t3\t302\n", run.out());
  }

  @Test
  void aWrongCountInTheSuiteIsExitCodeOneAndTheSuiteGoesOn() throws IOException {
    Path file = dir.resolve("wrong.txt");
    Files.writeString(file, "W:W21-32:B1-12\t1\t8\tdistinct\nW:W21-32:B1-12\t2\t49\tdistinct\n");
    CliRun run = CliRun.of("draughts", "perft", "--variant", "brazilian", "--file", file.toString());
    assertEquals(1, run.exitCode());
    assertEquals("1\t1\t7\n2\t2\t49\n", run.out());
    assertTrue(run.err().contains("computed 7, listed 8"), run.err());
  }

  @Test
  void movesListsEveryLegalMoveWithCapturesAndTheResultingFen() throws IOException {
    Path file = dir.resolve("moves.tsv");
    Files.writeString(file, "# variant\tfen\ninternational\tW:W33:B28,29\nbrazilian\tB:W:B13\n");
    CliRun run = CliRun.of("draughts", "moves", file.toString());
    assertEquals(0, run.exitCode(), run.err());
    assertEquals("international\tW:W33:B28,29\t33x22\t28\tB:W22:B29\n"
        + "international\tW:W33:B28,29\t33x24\t29\tB:W24:B28\n"
        + "brazilian\tB:W:B13\t13-17\t-\tW:W:B17\n", run.out());
  }

  @Test
  void aBadRowInTheMovesFileIsReportedAndTheOthersStillRun() throws IOException {
    Path file = dir.resolve("moves.tsv");
    Files.writeString(file, "international\tW:W99:B1\nchess\tW:W1:B2\ninternational\tW:W28:B\n");
    CliRun run = CliRun.of("draughts", "moves", file.toString());
    assertEquals(1, run.exitCode());
    assertEquals(2, run.lines().length);
    assertTrue(run.err().contains("no square 99") && run.err().contains("unknown variant 'chess'"), run.err());
  }

  @Test
  void pdnPrintsPliesAndFinalFenOrTheErrorWithItsPly() throws IOException {
    Path file = dir.resolve("games.pdn");
    Files.writeString(file, "[GameType \"20\"]\n1. 32-28 19-23 2. 28x19 14x23 2-0\n\n1. 32-28 19-23 2. 28-22 *\n");
    CliRun run = CliRun.of("draughts", "pdn", "--variant", "international", file.toString());
    assertEquals(1, run.exitCode());
    String[] lines = run.lines();
    assertEquals("1\t4\tW:W31,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,15,16,17,18,20,23", lines[0]);
    assertTrue(lines[1].startsWith("2\tERROR\tply 3"), lines[1]);
  }

  @Test
  void aGameLongerThanAMillionCharactersIsAnErrorAndTheNextGamesAreRead() throws IOException {
    Path file = dir.resolve("long.pdn");
    String good = "[GameType \"20\"]\n1. 32-28 19-23 2. 28x19 14x23 2-0\n\n";
    String huge = "[GameType \"20\"]\n1. 32-28 {" + "a".repeat(DraughtsPdnCommand.MAX_GAME_CHARS) + "} 19-23 *\n\n";
    Files.writeString(file, good + huge + good);
    CliRun run = CliRun.of("draughts", "pdn", "--variant", "international", file.toString());
    assertEquals(1, run.exitCode());
    String[] lines = run.lines();
    assertEquals(3, lines.length, String.join("\n", lines).substring(0, 200));
    assertTrue(lines[0].startsWith("1\t4\t"), lines[0]);
    assertTrue(lines[1].startsWith("2\tERROR\t") && lines[1].contains("longer than 1000000 characters"), lines[1]);
    assertTrue(lines[2].startsWith("3\t4\t"), lines[2]);
  }

  @Test
  void theReferencePdnFilesReplayCleanly() {
    Path pdn = CliRun.testdata().resolve("draughts/pdn");
    CliRun run = CliRun.of("draughts", "pdn", "--variant", "brazilian", pdn.resolve("brazilian.pdn").toString());
    assertEquals(0, run.exitCode(), run.out());
    assertEquals("9\t63\tB:W17:BK10,13", run.lastLine());
  }

  @Test
  void aBadFenIsExitCodeThreeWithTheColumn() {
    CliRun run = CliRun.of("draughts", "perft", "--variant", "international", "--fen", "W:W31,51:B1", "--depth", "1");
    assertEquals(3, run.exitCode());
    assertTrue(run.err().contains("column 7") && run.err().contains("no square 51"), run.err());
  }

  @Test
  void usageErrorsAreExitCodeTwo() {
    assertEquals(2, CliRun.of("draughts").exitCode());
    assertEquals(2, CliRun.of("draughts", "perft", "--fen", START_10, "--depth", "1").exitCode());
    assertEquals(2, CliRun.of("draughts", "perft", "--variant", "russian", "--depth", "1").exitCode());
    assertEquals(2, CliRun.of("draughts", "perft", "--variant", "international").exitCode());
    assertEquals(2, CliRun.of("draughts", "pdn", "--variant", "international").exitCode());
  }

  @Test
  void aMissingFileIsExitCodeFive() {
    assertEquals(5, CliRun.of("draughts", "moves", dir.resolve("none.tsv").toString()).exitCode());
    assertEquals(5, CliRun.of("draughts", "pdn", "--variant", "brazilian", dir.resolve("none.pdn").toString()).exitCode());
    assertEquals(5, CliRun.of("draughts", "perft", "--variant", "brazilian", "--file", dir.resolve("none.txt").toString()).exitCode());
  }
}
