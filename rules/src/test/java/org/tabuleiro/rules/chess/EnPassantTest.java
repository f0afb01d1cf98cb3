package org.tabuleiro.rules.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabuleiro.rules.chess.TestMoves.isLegal;
import static org.tabuleiro.rules.chess.TestMoves.legal;
import static org.tabuleiro.rules.chess.TestMoves.play;

import org.junit.jupiter.api.Test;

/** FIDE 3.7.3.1: a pawn that has just advanced two squares may be taken as if it had advanced one. */
class EnPassantTest {
  private static final String BEFORE_DOUBLE_STEP = "4k3/8/8/8/1p6/8/P7/4K3 w - - 0 1";

  @Test
  void enPassantIsLegalImmediatelyAfterTheDoubleStep() {
    Position p = play(Position.fromFen(BEFORE_DOUBLE_STEP), "a2a4");
    assertEquals(Square.A3, p.enPassantSquare());
    assertTrue(p.hasLegalEnPassant());
    assertTrue(legal(p, "b4a3").isEnPassant());
  }

  @Test
  void enPassantRemovesThePawnThatPassed() {
    Position p = play(Position.fromFen(BEFORE_DOUBLE_STEP), "a2a4", "b4a3");
    assertEquals("4k3/8/8/8/8/p7/8/4K3 w - - 0 2", p.fen());
  }

  @Test
  void enPassantIsNoLongerLegalOneMoveLater() {
    Position p = play(Position.fromFen(BEFORE_DOUBLE_STEP), "a2a4", "e8d8", "e1d1");
    assertNull(p.enPassantSquare());
    assertFalse(isLegal(p, "b4a3"));
    assertTrue(p.legalMoves().stream().noneMatch(Move::isEnPassant));
  }

  @Test
  void aSingleStepGivesNoEnPassant() {
    Position p = play(Position.fromFen("4k3/8/8/8/8/1p6/P7/4K3 w - - 0 1"), "a2a3");
    assertNull(p.enPassantSquare());
  }

  @Test
  void enPassantThatExposesTheKingAlongTheRankIsRefused() {
    // Both pawns leave the fifth rank at once, and the rook on h5 would see the king on a5.
    Position p = Position.fromFen("8/8/8/KPp4r/8/8/8/7k w - c6 0 1");
    assertFalse(isLegal(p, "b5c6"));
    assertFalse(p.hasLegalEnPassant());
    assertEquals("8/8/8/KPp4r/8/8/8/7k w - - 0 1", Fen.write(p, true));
    assertEquals("8/8/8/KPp4r/8/8/8/7k w - c6 0 1", Fen.write(p));
  }

  @Test
  void enPassantThatExposesTheBlackKingAlongTheRankIsRefused() {
    Position p = Position.fromFen("7K/8/8/8/R4Ppk/8/8/8 b - f3 0 1");
    assertFalse(isLegal(p, "g4f3"));
    assertFalse(p.hasLegalEnPassant());
  }

  @Test
  void aPawnPinnedOnADiagonalTakesEnPassantOnlyAlongThePin() {
    // The e5 pawn is pinned by the h8 bishop against the king on a1.
    Position start = Position.fromFen("4k2b/3p1p2/8/4P3/8/8/8/K7 b - - 0 1");
    assertFalse(isLegal(play(start, "d7d5"), "e5d6"));
    assertTrue(legal(play(start, "f7f5"), "e5f6").isEnPassant());
  }

  @Test
  void capturingTheCheckingPawnEnPassantIsAllowed() {
    // d2-d4 gave check to the king on c5; exd3 e.p. removes the checker.
    Position p = Fen.readLenient("8/8/8/2k5/3Pp3/8/8/4K3 b - d3 0 1");
    assertTrue(p.isCheck());
    assertTrue(legal(p, "e4d3").isEnPassant());
    Position after = play(p, "e4d3");
    assertFalse(after.isCheck());
    assertEquals("8/8/8/2k5/8/3p4/8/4K3 w - - 0 2", after.fen());
  }

  @Test
  void enPassantDoesNotParryADiscoveredCheckFromAnotherPiece() {
    // d7-d5 uncovered the c8 bishop's check on g4; cxd6 e.p. neither blocks nor captures it.
    Position p = Position.fromFen("2b1k3/8/8/2Pp4/6K1/8/8/8 w - d6 0 1");
    assertTrue(p.isCheck());
    assertFalse(isLegal(p, "c5d6"));
    assertTrue(p.legalMoves().stream().allMatch(m -> m.from() == Square.G4));
  }
}
