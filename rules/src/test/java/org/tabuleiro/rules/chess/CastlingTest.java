package org.tabuleiro.rules.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabuleiro.rules.chess.TestMoves.isLegal;
import static org.tabuleiro.rules.chess.TestMoves.legal;
import static org.tabuleiro.rules.chess.TestMoves.play;

import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.common.Color;

/** FIDE 3.8.2: castling, its conditions, and when the right to castle is lost. */
class CastlingTest {
  private static final String BOTH_SIDES = "r3k2r/8/8/8/8/8/8/R3K2R w KQkq - 0 1";

  @Test
  void castlingBothWaysIsLegalWhenNothingStandsInTheWay() {
    Position p = Position.fromFen(BOTH_SIDES);
    assertTrue(legal(p, "e1g1").isCastling());
    assertTrue(legal(p, "e1c1").isCastling());
  }

  @Test
  void castlingKingsideMovesTheRookToF1() {
    Position p = play(Position.fromFen(BOTH_SIDES), "e1g1");
    assertEquals("r3k2r/8/8/8/8/8/8/R4RK1 b kq - 1 1", p.fen());
  }

  @Test
  void castlingQueensideMovesTheRookToD1() {
    Position p = play(Position.fromFen(BOTH_SIDES), "e1c1");
    assertEquals("r3k2r/8/8/8/8/8/8/2KR3R b kq - 1 1", p.fen());
  }

  @Test
  void blackCastlesOnTheEighthRank() {
    Position p = play(Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"), "e8g8");
    assertEquals("r4rk1/8/8/8/8/8/8/R3K2R w KQ - 1 2", p.fen());
    p = play(Position.fromFen("r3k2r/8/8/8/8/8/8/R3K2R b KQkq - 0 1"), "e8c8");
    assertEquals("2kr3r/8/8/8/8/8/8/R3K2R w KQ - 1 2", p.fen());
  }

  @Test
  void castlingThroughAnAttackedSquareIsRefused() {
    Position fAttacked = Position.fromFen("4kr2/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assertFalse(isLegal(fAttacked, "e1g1"));
    assertTrue(isLegal(fAttacked, "e1c1"));
    Position dAttacked = Position.fromFen("3rk3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assertFalse(isLegal(dAttacked, "e1c1"));
    assertTrue(isLegal(dAttacked, "e1g1"));
  }

  @Test
  void castlingIntoCheckIsRefused() {
    assertFalse(isLegal(Position.fromFen("4k1r1/8/8/8/8/8/8/R3K2R w KQ - 0 1"), "e1g1"));
    assertFalse(isLegal(Position.fromFen("2r1k3/8/8/8/8/8/8/R3K2R w KQ - 0 1"), "e1c1"));
  }

  @Test
  void queensideCastlingIsAllowedWhenOnlyTheB1SquareIsAttacked() {
    // The rook passes b1, the king does not: FIDE 3.8.2.2 forbids only squares the king crosses.
    Position p = Position.fromFen("1r2k3/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assertTrue(isLegal(p, "e1c1"));
    Position black = Position.fromFen("r3k3/8/8/8/8/8/8/1R2K3 b q - 0 1");
    assertTrue(isLegal(black, "e8c8"));
  }

  @Test
  void castlingIsRefusedWhenASquareBetweenKingAndRookIsOccupied() {
    Position p = Position.fromFen("4k3/8/8/8/8/8/8/RN2K1NR w KQ - 0 1");
    assertFalse(isLegal(p, "e1c1"));
    assertFalse(isLegal(p, "e1g1"));
  }

  @Test
  void castlingOutOfCheckIsRefused() {
    Position p = Position.fromFen("4r1k1/8/8/8/8/8/8/R3K2R w KQ - 0 1");
    assertTrue(p.isCheck());
    assertFalse(isLegal(p, "e1g1"));
    assertFalse(isLegal(p, "e1c1"));
  }

  @Test
  void theKingMovingLosesBothRightsEvenWhenItComesBack() {
    Position p = play(Position.fromFen(BOTH_SIDES), "e1f1", "e8f8", "f1e1", "f8e8");
    assertFalse(p.canCastleKingside(Color.WHITE));
    assertFalse(p.canCastleQueenside(Color.WHITE));
    assertFalse(p.canCastleKingside(Color.BLACK));
    assertFalse(p.canCastleQueenside(Color.BLACK));
    assertFalse(isLegal(p, "e1g1"));
    assertFalse(isLegal(p, "e1c1"));
    assertEquals("r3k2r/8/8/8/8/8/8/R3K2R w - - 4 3", p.fen());
  }

  @Test
  void aRookMovingLosesOnlyItsOwnSideEvenWhenItComesBack() {
    Position p = play(Position.fromFen(BOTH_SIDES), "h1h2", "a8a7", "h2h1", "a7a8");
    assertFalse(p.canCastleKingside(Color.WHITE));
    assertTrue(p.canCastleQueenside(Color.WHITE));
    assertTrue(p.canCastleKingside(Color.BLACK));
    assertFalse(p.canCastleQueenside(Color.BLACK));
    assertFalse(isLegal(p, "e1g1"));
    assertTrue(isLegal(p, "e1c1"));
    assertEquals("r3k2r/8/8/8/8/8/8/R3K2R w Qk - 4 3", p.fen());
  }

  @Test
  void aRookCapturedOnItsHomeSquareLosesThatRight() {
    Position p = play(Position.fromFen("r3k2r/8/8/8/8/8/6b1/R3K2R b KQkq - 0 1"), "g2h1");
    assertFalse(p.canCastleKingside(Color.WHITE));
    assertTrue(p.canCastleQueenside(Color.WHITE));
    assertEquals("r3k2r/8/8/8/8/8/8/R3K2b w Qkq - 0 2", p.fen());

    Position black = play(Position.fromFen("r3k2r/6B1/8/8/8/8/8/R3K2R w KQkq - 0 1"), "g7h8");
    assertFalse(black.canCastleKingside(Color.BLACK));
    assertTrue(black.canCastleQueenside(Color.BLACK));
    assertEquals("r3k2B/8/8/8/8/8/8/R3K2R b KQq - 0 1", black.fen());
  }

  @Test
  void aRookCapturingTheOtherRookOnItsHomeSquareRemovesBothRights() {
    Position p = play(Position.fromFen("r3k3/8/8/8/8/8/8/R3K3 w Qq - 0 1"), "a1a8");
    assertEquals("R3k3/8/8/8/8/8/8/4K3 b - - 0 1", p.fen());
    assertNull(p.enPassantSquare());
  }
}
