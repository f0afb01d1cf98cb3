package org.tabuleiro.rules.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabuleiro.rules.chess.TestMoves.isLegal;
import static org.tabuleiro.rules.chess.TestMoves.legalUci;
import static org.tabuleiro.rules.chess.TestMoves.play;

import java.util.Set;
import org.junit.jupiter.api.Test;

/** FIDE 3.9: the king in check, and the moves that are legal then. */
class CheckTest {
  @Test
  void theInitialPositionIsNoCheck() {
    assertFalse(Position.initial().isCheck());
  }

  @Test
  void aQueenOnTheDiagonalGivesCheck() {
    Position p = play(Position.initial(), "e2e4", "f7f6", "d1h5");
    assertTrue(p.isCheck());
    assertFalse(p.isCheckmate());
    assertEquals(Set.of("g7g6"), legalUci(p));
  }

  @Test
  void aKnightCheckCannotBeBlocked() {
    Position p = Position.fromFen("4k3/8/r2N4/8/8/8/8/4K3 b - - 0 1");
    assertTrue(p.isCheck());
    assertTrue(p.legalMoves().stream().allMatch(m -> m.from() == Square.E8 || m.to() == Square.D6));
  }

  @Test
  void inDoubleCheckOnlyTheKingMoves() {
    // Knight d6 and rook e1 both check; the a6 rook could take the knight, but that leaves the rook's check.
    Position p = Position.fromFen("4k3/8/r2N4/8/8/8/8/4RK2 b - - 0 1");
    assertTrue(p.isCheck());
    assertEquals(Set.of("e8d7", "e8d8", "e8f8"), legalUci(p));
  }

  @Test
  void theKingCannotRetreatAlongTheLineOfTheCheckingSlider() {
    Position p = Position.fromFen("4k3/8/8/8/8/8/8/4RK2 b - - 0 1");
    assertFalse(isLegal(p, "e8e7"));
    assertTrue(isLegal(p, "e8d7"));
  }

  @Test
  void aCheckFromASliderCanBeBlockedOrTheCheckerCaptured() {
    // The e8 rook checks along the e-file: Re4 and Be2 block, Bxe8 captures, and the king may step aside.
    Position p = Position.fromFen("k3r3/8/8/1B6/1R6/8/8/4K3 w - - 0 1");
    assertTrue(p.isCheck());
    assertEquals(Set.of("e1d1", "e1d2", "e1f1", "e1f2", "b4e4", "b5e2", "b5e8"), legalUci(p));
  }

  @Test
  void aPinnedPieceMovesOnlyAlongThePin() {
    Position p = Position.fromFen("4k3/4r3/8/8/8/8/8/4RK2 b - - 0 1");
    assertFalse(isLegal(p, "e7a7"));
    assertTrue(isLegal(p, "e7e2"));
    assertTrue(isLegal(p, "e7e1"));
  }

  @Test
  void aMoveThatWouldLeaveTheKingInCheckIsIllegal() {
    Position p = Position.fromFen("4k3/8/8/8/8/8/8/4K2r w - - 0 1");
    assertTrue(p.isCheck());
    assertFalse(isLegal(p, "e1f1"));
    assertFalse(isLegal(p, "e1d1"));
    assertTrue(isLegal(p, "e1e2"));
  }
}
