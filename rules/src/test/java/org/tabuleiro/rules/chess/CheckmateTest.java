package org.tabuleiro.rules.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabuleiro.rules.chess.TestMoves.play;

import org.junit.jupiter.api.Test;

/** FIDE 5.1.1: the king is in check and no legal move parries it. */
class CheckmateTest {
  @Test
  void foolsMateIsCheckmate() {
    Position p = play(Position.initial(), "f2f3", "e7e5", "g2g4", "d8h4");
    assertTrue(p.isCheck());
    assertTrue(p.isCheckmate());
    assertFalse(p.isStalemate());
    assertEquals(0, p.legalMoves().size());
    assertEquals(0, p.legalMoveCount());
  }

  @Test
  void scholarsMateIsCheckmate() {
    Position p = play(Position.initial(), "e2e4", "e7e5", "f1c4", "b8c6", "d1h5", "g8f6", "h5f7");
    assertTrue(p.isCheckmate());
  }

  @Test
  void aBackRankMateIsCheckmate() {
    Position p = play(Position.fromFen("6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1"), "a1a8");
    assertTrue(p.isCheckmate());
  }

  @Test
  void aSmotheredMateIsCheckmate() {
    assertTrue(Position.fromFen("6rk/5Npp/8/8/8/8/8/6K1 b - - 0 1").isCheckmate());
  }

  @Test
  void aCheckThatCanBeParriedIsNoCheckmate() {
    Position p = play(Position.initial(), "e2e4", "f7f6", "d1h5");
    assertTrue(p.isCheck());
    assertFalse(p.isCheckmate());
  }

  @Test
  void aMateThatCaptureOfTheCheckerWouldParryIsNoCheckmate() {
    // Like the back-rank mate, but the black queen on d5 takes the a8 rook (or blocks on d8).
    Position p = play(Position.fromFen("6k1/5ppp/8/3q4/8/8/5PPP/R5K1 w - - 0 1"), "a1a8");
    assertTrue(p.isCheck());
    assertFalse(p.isCheckmate());
  }

  @Test
  void theInitialPositionIsNoCheckmate() {
    assertFalse(Position.initial().isCheckmate());
  }
}
