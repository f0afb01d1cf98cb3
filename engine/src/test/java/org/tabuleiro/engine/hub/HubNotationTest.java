package org.tabuleiro.engine.hub;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.draughts.DraughtsMove;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.Variant;
import org.tabuleiro.rules.draughts.PdnFen;

class HubNotationTest {
  private static final String START = "Wbbbbbbbbbbbbbbbbbbbbeeeeeeeeeewwwwwwwwwwwwwwwwwwww";

  @Test
  void theStartingPositionReadsAndWritesAsInTheProtocol() {
    DraughtsPosition p = HubNotation.position(START, Variant.INTERNATIONAL);
    assertEquals(DraughtsPosition.initial(Variant.INTERNATIONAL), p);
    assertEquals(START, HubNotation.position(p));
    assertEquals("Wbbbbbbbbbbbbeeeeeeeewwwwwwwwwwww", HubNotation.position(DraughtsPosition.initial(Variant.BRAZILIAN)));
  }

  @Test
  void aCaptureIsWrittenFromToThenEveryCapturedSquare() {
    DraughtsPosition p = PdnFen.read("W:W28:B23", Variant.INTERNATIONAL);
    DraughtsMove m = p.legalMoves().get(0);
    assertEquals("28x19", m.from() + "x" + m.to());
    assertEquals("28x19x23", HubNotation.move(m));
  }

  @Test
  void capturedSquaresMayComeInAnyOrder() {
    DraughtsPosition p = PdnFen.read("W:WK46:B41,32,23", Variant.INTERNATIONAL);
    DraughtsMove m = p.legalMoves().get(0);
    String text = HubNotation.move(m);
    String[] parts = text.split("x");
    String reversed = parts[0] + "x" + parts[1] + "x" + String.join("x", java.util.List.of(parts).subList(2, parts.length).reversed());
    assertEquals(m, HubNotation.move(reversed, p));
  }

  @Test
  void badPositionsNameTheSquareAndBadMovesTheMove() {
    var e = assertThrows(IllegalArgumentException.class, () -> HubNotation.position(START.replace("Wbb", "Wbx"), Variant.INTERNATIONAL));
    assertTrue(e.getMessage().contains("square 2"), e.getMessage());
    var m = assertThrows(IllegalArgumentException.class, () -> HubNotation.move("32-26", DraughtsPosition.initial(Variant.INTERNATIONAL)));
    assertTrue(m.getMessage().contains("32-26"), m.getMessage());
    assertThrows(IllegalArgumentException.class, () -> HubNotation.move("32_28", DraughtsPosition.initial(Variant.INTERNATIONAL)));
  }
}
