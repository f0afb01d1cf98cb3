package org.tabuleiro.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PerftCommandTest {
  @TempDir Path dir;

  @Test
  void perftPrintsTheLeafCountAsItsLastLine() {
    CliRun run = CliRun.of("chess", "perft", "--fen", "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", "--depth", "3");
    assertEquals(0, run.exitCode());
    assertEquals("97862", run.lastLine());
  }

  @Test
  void perftWithoutFenStartsFromTheInitialPosition() {
    assertEquals("8902", CliRun.of("chess", "perft", "--depth", "3").lastLine());
  }

  @Test
  void divideListsEveryMoveAndTheTotal() {
    CliRun run = CliRun.of("chess", "perft", "--depth", "2", "--divide");
    assertEquals("400", run.lastLine());
    assertTrue(run.out().contains("e2e4: 20"));
  }

  @Test
  void epdSuitePrintsLineDepthAndCountForListedDepthsUnderTheNodeLimit() throws IOException {
    Path epd = dir.resolve("suite.epd");
    Files.writeString(epd, """
        rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1 ;D1 20 ;D2 400 ;D3 8902 ;D4 197281
        8/2p5/3p4/KP5r/1R3p1k/8/4P1P1/8 w - - 0 1 ;D1 14 ;D2 191
        """);
    CliRun run = CliRun.of("chess", "perft", "--epd", epd.toString(), "--max-nodes", "10000");
    assertEquals(0, run.exitCode());
    assertEquals("1\t1\t20\n1\t2\t400\n1\t3\t8902\n2\t1\t14\n2\t2\t191\n", run.out());
  }

  @Test
  void aWrongCountInTheSuiteIsReportedAndTheSuiteGoesOn() throws IOException {
    Path epd = dir.resolve("wrong.epd");
    Files.writeString(epd, "4k3/8/8/8/8/8/8/4K3 w - - 0 1 ;D1 6\n8/8/8/8/8/8/8/K6k w - - 0 1 ;D1 3\n");
    CliRun run = CliRun.of("chess", "perft", "--epd", epd.toString());
    assertEquals(1, run.exitCode());
    assertEquals("1\t1\t5\n2\t1\t3\n", run.out());
    assertTrue(run.err().contains("computed 5, listed 6"), run.err());
  }

  @Test
  void aBadFenIsACleanErrorNamingTheField() {
    CliRun run = CliRun.of("chess", "perft", "--fen", "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNX w KQkq - 0 1", "--depth", "1");
    assertEquals(3, run.exitCode());
    assertTrue(run.err().contains("piece placement") && run.err().contains("'X'"), run.err());
  }

  @Test
  void aMissingFileIsExitCodeFive() {
    assertEquals(5, CliRun.of("chess", "perft", "--epd", dir.resolve("none.epd").toString()).exitCode());
  }

  @Test
  void missingDepthIsAUsageError() {
    assertEquals(2, CliRun.of("chess", "perft", "--fen", "8/8/8/8/8/8/8/K6k w - - 0 1").exitCode());
  }
}
