package org.tabuleiro.rules.format.pdn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.io.StringReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.common.Outcome;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.DraughtsTestData;
import org.tabuleiro.rules.draughts.Variant;
import org.tabuleiro.rules.draughts.PdnFen;

class PdnWriterTest {
  @Test
  void aWrittenGameHasNumberedMovesTheGameTypeAndTheResult() {
    DraughtsPosition start = DraughtsPosition.initial(Variant.INTERNATIONAL);
    var m1 = start.parseMove("32-28");
    var m2 = start.play(m1).parseMove("19-23");
    String pdn = PdnWriter.write(List.of(new PdnTag("Event", "Club")), start, List.of(m1, m2), PdnWriter.result(Outcome.DRAW));
    assertEquals("[Event \"Club\"]\n[GameType \"20\"]\n\n1. 32-28 19-23 1-1\n", pdn);
  }

  @Test
  void aGameFromAnotherPositionGetsAFenTagAndBlackStartsWithAnEllipsis() {
    DraughtsPosition start = PdnFen.read("B:W28:B19", Variant.BRAZILIAN);
    String pdn = PdnWriter.write(List.of(), start, List.of(start.parseMove("19-23")), "*");
    assertTrue(pdn.contains("[GameType \"26\"]\n[FEN \"B:W28:B19\"]\n"), pdn);
    assertTrue(pdn.endsWith("1... 19-23 *\n"), pdn);
  }

  @Test
  void everyReferenceGameSurvivesAWriteAndReadRoundTrip() throws IOException {
    for (String file : List.of("pdn/international.pdn", "pdn/brazilian.pdn")) {
      Variant v = file.contains("brazilian") ? Variant.BRAZILIAN : Variant.INTERNATIONAL;
      try (Reader in = Files.newBufferedReader(DraughtsTestData.root().resolve(file), StandardCharsets.UTF_8)) {
        PdnReader reader = new PdnReader(in);
        for (PdnGame g; (g = reader.next()) != null; ) {
          PdnReplay.Result r = PdnReplay.replay(g, v);
          String text = PdnWriter.write(g.tags(), r.start(), r.moves(), g.result());
          for (String line : text.split("\n")) assertTrue(line.length() <= 80 || line.startsWith("["), line);
          PdnReplay.Result again = PdnReplay.replay(new PdnReader(new StringReader(text)).next(), v);
          assertTrue(again.isClean(), again.error() + "\n" + text);
          assertEquals(r.moves(), again.moves());
          assertEquals(r.finalPosition(), again.finalPosition());
        }
      }
    }
  }
}
