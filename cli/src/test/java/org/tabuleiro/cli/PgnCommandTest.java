package org.tabuleiro.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PgnCommandTest {
  @TempDir Path dir;

  @Test
  void eachGamePrintsPliesFinalFenAndResult() {
    Path file = CliRun.testdata().resolve("chess/pgn/fools-mate.pgn");
    CliRun run = CliRun.of("chess", "pgn", file.toString());
    assertEquals(0, run.exitCode());
    assertEquals(file + "\t1\t4\trnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3\t0-1\n", run.out());
  }

  @Test
  void aBadGameIsReportedWithItsLineAndTheNextGameIsStillRead() throws IOException {
    Path pgn = dir.resolve("mixed.pgn");
    Files.writeString(pgn, """
        [Event "one"]
        [Result "1-0"]

        1. e4 e5 2. Ke3 Nf6 1-0

        [Event "two"]
        [Result "*"]

        1. d4 d5 *
        """);
    CliRun run = CliRun.of("chess", "pgn", pgn.toString());
    assertEquals(1, run.exitCode());
    String[] lines = run.lines();
    assertEquals(2, lines.length);
    assertTrue(lines[0].startsWith(pgn + "\t1\tERROR\t") && lines[0].contains("line 4") && lines[0].contains("Ke3"), lines[0]);
    assertEquals(pgn + "\t2\t2\trnbqkbnr/ppp1pppp/8/3p4/3P4/8/PPP1PPPP/RNBQKBNR w KQkq d6 0 2\t*", lines[1]);
  }

  @Test
  void randomBytesNeverCrashOrHang() throws IOException {
    Random random = new Random(42);
    for (int i = 0; i < 20; i++) {
      byte[] bytes = new byte[random.nextInt(20_000)];
      random.nextBytes(bytes);
      Path file = dir.resolve("noise" + i + ".pgn");
      Files.write(file, bytes);
      CliRun run = CliRun.of("chess", "pgn", file.toString());
      assertTrue(run.exitCode() == 0 || run.exitCode() == 1, "exit " + run.exitCode() + ": " + run.err());
    }
  }

  @Test
  void truncatedGamesAreReadAsFarAsTheyGo() throws IOException {
    String whole = Files.readString(CliRun.testdata().resolve("chess/pgn/kasparov-deep-blue-1997.pgn"), StandardCharsets.ISO_8859_1);
    for (int cut = 0; cut < whole.length(); cut += 97) {
      Path file = dir.resolve("cut.pgn");
      Files.writeString(file, whole.substring(0, cut), StandardCharsets.ISO_8859_1);
      CliRun run = CliRun.of("chess", "pgn", file.toString());
      assertTrue(run.exitCode() <= 1, "cut at " + cut + ": " + run.err());
    }
  }

  @Test
  void aMissingFileIsExitCodeFiveAndTheOtherFilesAreStillRead() {
    Path good = CliRun.testdata().resolve("chess/pgn/fools-mate.pgn");
    CliRun run = CliRun.of("chess", "pgn", dir.resolve("missing.pgn").toString(), good.toString());
    assertEquals(5, run.exitCode());
    assertEquals(1, run.lines().length);
  }
}
