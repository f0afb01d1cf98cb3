package org.tabuleiro.rules.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

/** The draughts example of rules/README.md, line for line. */
class DraughtsReadmeExampleTest {
  @Test
  void theReadmeExampleRunsAsWritten() {
    DraughtsPosition p = DraughtsPosition.initial(Variant.BRAZILIAN);
    DraughtsGame g = DraughtsGame.start(p).play("22-18").play("11-15").play("18x11");
    assertEquals("B:W11,21,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,12", g.position().fen());
    assertEquals(DraughtsStatus.ONGOING, g.status());
    assertEquals("[18x25 (22)]", PdnFen.read("W:W18:B22", Variant.BRAZILIAN).legalMoves().toString());
    assertEquals("[18-14, 18-15]", PdnFen.read("W:W18:B22", Variant.BRAZILIAN.withMenMayNotStartCaptureBackwards(true))
        .legalMoves().toString());
  }
}
