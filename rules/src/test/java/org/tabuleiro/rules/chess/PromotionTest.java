package org.tabuleiro.rules.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabuleiro.rules.chess.TestMoves.legal;
import static org.tabuleiro.rules.chess.TestMoves.legalUci;
import static org.tabuleiro.rules.chess.TestMoves.play;

import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabuleiro.rules.common.Color;

/** FIDE 3.7.5: a pawn reaching the last rank is exchanged for a queen, rook, bishop or knight of its colour. */
class PromotionTest {
  private static final String WHITE_PAWN_ON_B7 = "r3k3/1P6/8/8/8/8/8/4K3 w q - 0 1";
  private static final String BLACK_PAWN_ON_G2 = "4k3/8/8/8/8/8/6p1/4K2R b K - 0 1";

  @Test
  void aPawnOnTheSeventhRankHasFourPromotionsForEachDestination() {
    Set<String> fromB7 = legalUci(Position.fromFen(WHITE_PAWN_ON_B7)).stream()
        .filter(u -> u.startsWith("b7")).collect(Collectors.toCollection(TreeSet::new));
    assertEquals(Set.of("b7b8q", "b7b8r", "b7b8b", "b7b8n", "b7a8q", "b7a8r", "b7a8b", "b7a8n"), fromB7);
    Set<String> fromG2 = legalUci(Position.fromFen(BLACK_PAWN_ON_G2)).stream()
        .filter(u -> u.startsWith("g2")).collect(Collectors.toCollection(TreeSet::new));
    assertEquals(Set.of("g2g1q", "g2g1r", "g2g1b", "g2g1n", "g2h1q", "g2h1r", "g2h1b", "g2h1n"), fromG2);
  }

  @Test
  void noPawnMoveReachesTheLastRankWithoutPromoting() {
    for (Move m : Position.fromFen(WHITE_PAWN_ON_B7).legalMoves()) {
      if (m.from() == Square.B7) assertEquals(Move.Kind.PROMOTION, m.kind(), m.uci());
    }
  }

  @ParameterizedTest(name = "{0} gives {1}")
  @CsvSource({
    "b7b8q, 1Q2k3, true",
    "b7b8r, 1R2k3, true",
    "b7b8b, 1B2k3, false",
    "b7b8n, 1N2k3, false",
  })
  void whitePromotesToTheChosenPiece(String uci, String eighthRank, boolean check) {
    Position p = play(Position.fromFen(WHITE_PAWN_ON_B7), uci);
    assertEquals("r" + eighthRank.substring(1) + "/8/8/8/8/8/8/4K3 b q - 0 1", p.fen());
    assertEquals(check, p.isCheck());
  }

  @ParameterizedTest(name = "{0} captures the rook")
  @CsvSource({"b7a8q, QUEEN", "b7a8r, ROOK", "b7a8b, BISHOP", "b7a8n, KNIGHT"})
  void promotionWithCaptureReplacesTheCapturedPiece(String uci, Role role) {
    Position p = play(Position.fromFen(WHITE_PAWN_ON_B7), uci);
    assertEquals(new Piece(Color.WHITE, role), p.pieceAt(Square.A8));
    assertEquals(null, p.pieceAt(Square.B7));
    assertFalse(p.canCastleQueenside(Color.BLACK), "the a8 rook was captured on its home square");
    assertEquals(0, p.halfmoveClock());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"g2g1q, QUEEN", "g2g1r, ROOK", "g2g1b, BISHOP", "g2g1n, KNIGHT"})
  void blackPromotesOnTheFirstRank(String uci, Role role) {
    Position p = play(Position.fromFen(BLACK_PAWN_ON_G2), uci);
    assertEquals(new Piece(Color.BLACK, role), p.pieceAt(Square.G1));
    assertTrue(p.canCastleKingside(Color.WHITE));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource({"g2h1q, QUEEN", "g2h1r, ROOK", "g2h1b, BISHOP", "g2h1n, KNIGHT"})
  void blackPromotesWithCaptureOnTheFirstRank(String uci, Role role) {
    Position p = play(Position.fromFen(BLACK_PAWN_ON_G2), uci);
    assertEquals(new Piece(Color.BLACK, role), p.pieceAt(Square.H1));
    assertFalse(p.canCastleKingside(Color.WHITE), "the h1 rook was captured on its home square");
    assertEquals(Move.Kind.PROMOTION, legal(Position.fromFen(BLACK_PAWN_ON_G2), uci).kind());
  }

  @Test
  void aPromotionCanParryACheckByBlocking() {
    // The a8 rook checks the h8 king along the eighth rank: b8 (any piece) blocks, bxa8 (any piece) captures.
    Position whiteInCheck = Position.fromFen("r6K/1P6/8/8/8/8/8/k7 w - - 0 1");
    assertTrue(whiteInCheck.isCheck());
    Set<String> pawnMoves = legalUci(whiteInCheck).stream().filter(u -> u.startsWith("b7"))
        .collect(Collectors.toCollection(TreeSet::new));
    assertEquals(Set.of("b7b8q", "b7b8r", "b7b8b", "b7b8n", "b7a8q", "b7a8r", "b7a8b", "b7a8n"), pawnMoves);
  }
}
