package org.tabuleiro.rules.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.common.MoveTextException;
import org.tabuleiro.rules.common.MoveTextException.Reason;

/** {@link DraughtsPosition#parseMove}: the one way from a move's Manoury text to a legal move. */
class ParseMoveTest {
  private static final DraughtsPosition START = DraughtsPosition.initial(Variant.INTERNATIONAL);
  // Black's king on 48 takes to 22 by two routes that take different men.
  private static final DraughtsPosition TWO_ROUTES = PdnFen.read(
      "B:WK1,K5,16,K18,20,24,K32,38,39,40,K42,K46:B4,8,17,27,28,45,K47,K48", Variant.INTERNATIONAL);

  @Test
  void everyLegalMoveIsReadBackFromItsPath() {
    for (DraughtsPosition p : List.of(START, TWO_ROUTES, DraughtsPosition.initial(Variant.BRAZILIAN))) {
      for (DraughtsMove m : p.legalMoves()) assertTrue(m.sameAs(p.parseMove(m.pathNotation())), m.pathNotation());
    }
  }

  @Test
  void quietMovesCapturesAndZeroPaddedSquaresAreRead() {
    assertEquals(32, START.parseMove("32-28").from());
    assertEquals(28, START.parseMove(" 32-28! ").to());
    DraughtsPosition p = PdnFen.read("W:W33:B28", Variant.INTERNATIONAL);
    assertEquals(List.of(28), p.parseMove("33x22").captured());
    assertEquals(List.of(28), p.parseMove("33:22").captured());
    assertEquals(33, START.parseMove("33-29").from());
    assertEquals(9, PdnFen.read("W:W14:B1", Variant.INTERNATIONAL).parseMove("14-09").to());
  }

  @Test
  void anIllegalMoveIsRejectedNamingTheTextAndThePosition() {
    MoveTextException e = assertThrows(MoveTextException.class, () -> START.parseMove("32-22"));
    assertEquals(Reason.ILLEGAL, e.reason());
    assertEquals("32-22", e.text());
    assertEquals(START.fen(), e.fen());
    assertTrue(e.getMessage().contains("32-22") && e.getMessage().contains(START.fen()), e.getMessage());
  }

  @Test
  void malformedTextIsUnreadable() {
    for (String text : new String[] {"", "32", "32_28", "e2e4", "32-", "1234-5"}) {
      MoveTextException e = assertThrows(MoveTextException.class, () -> START.parseMove(text), text);
      assertEquals(Reason.UNREADABLE, e.reason(), text);
      assertTrue(e.getMessage().contains(START.fen()), e.getMessage());
    }
  }

  @Test
  void twoCapturesWithTheSameEndsAreAmbiguousAndTheirPathsAreGiven() {
    MoveTextException e = assertThrows(MoveTextException.class, () -> TWO_ROUTES.parseMove("48x22"));
    assertEquals(Reason.AMBIGUOUS, e.reason());
    for (DraughtsMove m : TWO_ROUTES.movesMatching("48x22")) {
      assertTrue(e.getMessage().contains(m.pathNotation()), e.getMessage());
      assertTrue(m.sameAs(TWO_ROUTES.parseMove(m.pathNotation())));
    }
  }
}
