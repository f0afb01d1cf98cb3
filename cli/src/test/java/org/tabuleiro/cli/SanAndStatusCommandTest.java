package org.tabuleiro.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class SanAndStatusCommandTest {
  @TempDir Path dir;

  @Test
  void sanPrintsOneMovePerRowInTheChosenLanguage() throws IOException {
    Path tsv = dir.resolve("moves.tsv");
    Files.writeString(tsv, "id\tfen\tuci\n1\trnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\tg1f3\n"
        + "2\t4k3/1P6/8/8/8/8/8/4K3 w - - 0 1\tb7b8q\n");
    assertEquals("Nf3\nb8=Q+\n", CliRun.of("chess", "san", tsv.toString()).out());
    assertEquals("Cf3\nb8=D+\n", CliRun.of("chess", "san", "--lang", "pt", tsv.toString()).out());
  }

  @Test
  void sanParsePrintsUciOrAnErrorPerRow() throws IOException {
    Path tsv = dir.resolve("san.tsv");
    Files.writeString(tsv, "fen\tsan\n"
        + "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\tCf3\n"
        + "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\tRe2\n"
        + "not a fen\te4\n");
    String[] lines = CliRun.of("chess", "san", "--parse", "--lang", "pt", tsv.toString()).lines();
    assertEquals("g1f3", lines[0]);
    assertTrue(lines[1].startsWith("ERROR ") && lines[1].contains("Re2"), lines[1]);
    assertTrue(lines[2].startsWith("ERROR FEN"), lines[2]);
  }

  @Test
  void statusAgreesWithEveryRowOfTheSharedVectors() throws IOException {
    Path file = CliRun.testdata().resolve("chess/end-public.tsv");
    List<String> rows = Files.readAllLines(file);
    CliRun run = CliRun.of("chess", "status", file.toString());
    assertEquals(0, run.exitCode(), "every row is good");
    String[] out = run.lines();
    assertEquals(rows.size() - 1, out.length);
    for (int i = 1; i < rows.size(); i++) {
      String[] c = rows.get(i).split("\t", -1);
      assertEquals(c[2] + "\t" + c[3] + "\t" + c[5] + "\t" + c[6], out[i - 1], "row " + (i + 1));
    }
  }

  @Test
  void aBadRowIsAnsweredWithAnErrorTheOthersAreAnsweredAndTheExitCodeIsOne() throws IOException {
    Path tsv = dir.resolve("some-bad.tsv");
    Files.writeString(tsv, "fen\tmoves_uci\n"
        + "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\tf2f3 e7e5 g2g4 d8h4\n"
        + "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\te2e5\n"
        + "not a fen\t\n"
        + "rnbqkbnr/pppppppp/8/8/8/8/PPPPPPPP/RNBQKBNR w KQkq - 0 1\t\n");
    CliRun run = CliRun.of("chess", "status", tsv.toString());
    String[] lines = run.lines();
    assertEquals(4, lines.length, run.out());
    assertTrue(lines[0].startsWith("checkmate\t"), lines[0]);
    assertTrue(lines[1].startsWith("ERROR ") && lines[1].contains("e2e5"), lines[1]);
    assertTrue(lines[2].startsWith("ERROR "), lines[2]);
    assertTrue(lines[3].startsWith("ongoing\t"), lines[3]);
    assertEquals(1, run.exitCode(), "README: 1 when some row was bad");
  }

  @Test
  void aMissingColumnIsReported() throws IOException {
    Path tsv = dir.resolve("bad.tsv");
    Files.writeString(tsv, "position\tmoves\nx\ty\n");
    CliRun run = CliRun.of("chess", "status", tsv.toString());
    assertEquals(3, run.exitCode());
    assertTrue(run.err().contains("'fen'"), run.err());
  }
}
