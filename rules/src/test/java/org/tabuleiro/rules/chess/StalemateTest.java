package org.tabuleiro.rules.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabuleiro.rules.chess.TestMoves.play;

import org.junit.jupiter.api.Test;

/** FIDE 5.2.1: the side to move has no legal move and is not in check. */
class StalemateTest {
  @Test
  void aLoneKingWithNoSafeSquareIsStalemated() {
    Position p = Position.fromFen("7k/5Q2/6K1/8/8/8/8/8 b - - 0 1");
    assertFalse(p.isCheck());
    assertTrue(p.isStalemate());
    assertFalse(p.isCheckmate());
    assertEquals(0, p.legalMoves().size());
  }

  @Test
  void aBlockedPawnDoesNotHelp() {
    assertTrue(Position.fromFen("7k/5Q2/6K1/8/8/p7/P7/8 b - - 0 1").isStalemate());
  }

  @Test
  void aPawnThatCanMoveMeansNoStalemate() {
    assertFalse(Position.fromFen("7k/5Q2/6K1/8/p7/8/P7/8 b - - 0 1").isStalemate());
  }

  @Test
  void aPinnedPieceThatCannotMoveDoesNotHelp() {
    // The b8 knight is pinned by the h8 rook; the king's other squares are covered by the b6 king.
    Position p = Position.fromFen("kn5R/8/1K6/8/8/8/8/8 b - - 0 1");
    assertFalse(p.isCheck());
    assertEquals(0, p.legalMoveCount(), () -> TestMoves.legalUci(p).toString());
    assertTrue(p.isStalemate());
  }

  @Test
  void aKingAndPawnStalemateInTheCorner() {
    assertTrue(Position.fromFen("k7/P7/K7/8/8/8/8/8 b - - 0 1").isStalemate());
    assertTrue(Position.fromFen("7k/7P/6K1/8/8/8/8/8 b - - 0 1").isStalemate());
  }

  @Test
  void aMoveIntoStalemateLeavesTheOpponentWithoutMoves() {
    Position p = play(Position.fromFen("k7/8/8/1Q6/8/8/8/7K w - - 0 1"), "b5b6");
    assertTrue(p.isStalemate());
  }

  @Test
  void theInitialPositionIsNoStalemate() {
    assertFalse(Position.initial().isStalemate());
  }
}
