package org.tabuleiro.rules.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.common.MoveTextException;
import org.tabuleiro.rules.common.MoveTextException.Reason;

/** {@link Position#parseUci} and {@link Position#parseSan}: the one way from a move's text to a legal move. */
class ParseUciTest {
  private static final Position START = Position.initial();

  @Test
  void everyLegalMoveIsReadBackFromItsUciText() {
    for (String fen : new String[] {
        START.fen(),
        "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1", // castling both ways
        "n1n5/PPPk4/8/8/8/8/4Kppp/5N1N b - - 0 1", // promotions with and without capture
        "rnbqkbnr/ppp1p1pp/8/3pPp2/8/8/PPPP1PPP/RNBQKBNR w KQkq f6 0 3"}) { // en passant
      Position p = Position.fromFen(fen);
      for (Move m : p.legalMoves()) assertEquals(m, p.parseUci(m.uci()), fen + " " + m.uci());
    }
  }

  @Test
  void castlingIsTheKingsTwoSquareStep() {
    Position p = Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1");
    assertTrue(p.parseUci("e1g1").isCastling());
    assertTrue(p.parseUci("e1c1").isCastling());
  }

  @Test
  void thePromotionLetterIsReadInEitherCase() {
    Position p = Position.fromFen("8/P6k/8/8/8/8/8/K7 w - - 0 1");
    assertEquals(Role.QUEEN, p.parseUci("a7a8q").promotion());
    assertEquals(Role.KNIGHT, p.parseUci("a7a8N").promotion());
  }

  @Test
  void blanksAroundTheTextAreIgnoredAndZerosAreTheNullMove() {
    assertEquals("e2e4", START.parseUci("  e2e4\n").uci());
    assertSame(Move.NULL, START.parseUci("0000"));
  }

  @Test
  void anIllegalMoveIsRejectedNamingTheTextAndThePosition() {
    MoveTextException e = assertThrows(MoveTextException.class, () -> START.parseUci("e2e5"));
    assertEquals(Reason.ILLEGAL, e.reason());
    assertEquals("e2e5", e.text());
    assertEquals(START.fen(), e.fen());
    assertTrue(e.getMessage().contains("e2e5") && e.getMessage().contains(START.fen()), e.getMessage());
  }

  @Test
  void malformedTextIsUnreadable() {
    for (String text : new String[] {"", "e2", "e2e9", "i2i4", "e2-e4", "e7e8k", "e7e8qq", "Nf3"}) {
      MoveTextException e = assertThrows(MoveTextException.class, () -> START.parseUci(text), text);
      assertEquals(Reason.UNREADABLE, e.reason(), text);
      assertTrue(e.getMessage().contains(START.fen()), e.getMessage());
    }
    assertEquals(Reason.UNREADABLE, assertThrows(MoveTextException.class, () -> START.parseUci(null)).reason());
  }

  @Test
  void aPawnReachingTheLastRankMustNameItsPiece() {
    Position p = Position.fromFen("8/P6k/8/8/8/8/8/K7 w - - 0 1");
    MoveTextException e = assertThrows(MoveTextException.class, () -> p.parseUci("a7a8"));
    assertEquals(Reason.ILLEGAL, e.reason());
    assertTrue(e.getMessage().contains("promotion piece"), e.getMessage());
  }

  @Test
  void aPromotionLetterOnAMoveThatDoesNotPromoteIsIllegal() {
    assertEquals(Reason.ILLEGAL, assertThrows(MoveTextException.class, () -> START.parseUci("e2e4q")).reason());
  }

  @Test
  void sanIsReadWithTheGivenLanguagesLetters() {
    assertEquals("g1f3", START.parseSan("Nf3", Language.ENGLISH).uci());
    assertEquals("g1f3", START.parseSan("Cf3", Language.PORTUGUESE).uci());
    SanException e = assertThrows(SanException.class, () -> START.parseSan("Nf4", Language.ENGLISH));
    assertTrue(e.getMessage().contains("Nf4"), e.getMessage());
    assertThrows(SanException.class, () -> START.parseSan("Zz9", Language.ENGLISH));
  }
}
