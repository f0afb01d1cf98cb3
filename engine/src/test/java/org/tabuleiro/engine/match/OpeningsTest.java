package org.tabuleiro.engine.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

class OpeningsTest {
  @Test
  void theBuiltInOpeningsAreFiftyDifferentLegalLines() throws Exception {
    List<Opening> all = Openings.builtIn();
    assertEquals(50, all.size());
    Set<String> positions = new HashSet<>();
    for (Opening o : all) {
      assertTrue(o.moves().size() >= 6, o.name());
      positions.add(o.position().fen());
    }
    assertEquals(50, positions.size(), "two openings reach the same position");
  }

  @Test
  void aFileMixesFenEpdAndSanLines() throws Exception {
    String text = """
        # comment
        1. e4 c5 2. Nf3 d6
        r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3
        8/8/8/4k3/8/8/4P3/4K3 w - - bm e3; id "pawn";
        """;
    List<Opening> list = Openings.read(new StringReader(text), "book.txt");
    assertEquals(3, list.size());
    assertEquals(4, list.get(0).moves().size());
    assertTrue(list.get(0).startsFromInitial());
    assertFalse(list.get(1).startsFromInitial());
    assertEquals("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3", list.get(1).position().fen());
    assertEquals("8/8/8/4k3/8/8/4P3/4K3 w - - 0 1", list.get(2).position().fen());
  }

  @Test
  void aBadLineIsNamedByItsNumber() {
    var e = assertThrows(IllegalArgumentException.class,
        () -> Openings.read(new StringReader("e4 e5\n\ne4 e4\n"), "book.txt"));
    assertTrue(e.getMessage().startsWith("book.txt:3: "), e.getMessage());
  }

  @Test
  void anEmptyFileIsAnError() {
    assertThrows(IllegalArgumentException.class, () -> Openings.read(new StringReader("# nothing\n"), "empty.txt"));
  }

  @Test
  void timeControlsParseAsMatchToolsWriteThem() {
    assertEquals(new MatchTimeControl(10_000, 100), MatchTimeControl.parse("10+0.1"));
    assertEquals(new MatchTimeControl(60_000, 0), MatchTimeControl.parse("60"));
    assertEquals("10+0.1", MatchTimeControl.parse("10+0.1").toString());
    assertThrows(IllegalArgumentException.class, () -> MatchTimeControl.parse("ten"));
    assertThrows(IllegalArgumentException.class, () -> MatchTimeControl.parse("0+1"));
  }
}
