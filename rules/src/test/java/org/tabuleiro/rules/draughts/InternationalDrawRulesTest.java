package org.tabuleiro.rules.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tabuleiro.rules.draughts.DraughtsGameSupport.kingMoves;

import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.common.Outcome;

/** FMJD art. 6: repetition, 25 king moves, the 16- and 5-move endgames, agreement; and losing by having no move. */
class InternationalDrawRulesTest {
  static DraughtsGame start(String fen) {
    return DraughtsGame.start(PdnFen.read(fen, Variant.INTERNATIONAL));
  }

  // Men on their own back rows cannot be captured (nothing lies beyond them), so only kings get taken.
  static final String KINGS_AND_BACK_ROWS = "W:W46,47,48,49,50,K36:B1,2,3,4,5,K15";

  @Test
  void theSamePositionAThirdTimeWithTheSameSideToMoveIsADraw() {
    DraughtsGame g = start(KINGS_AND_BACK_ROWS);
    for (String m : new String[] {"36-31", "15-20", "31-36", "20-15", "36-31", "15-20", "31-36"}) g = g.play(m);
    assertEquals(DraughtsStatus.ONGOING, g.status());
    g = g.play("20-15");
    assertEquals(3, g.repetitions());
    assertEquals(DraughtsStatus.REPETITION, g.status());
    assertEquals(Outcome.DRAW, g.outcome());
  }

  @Test
  void twentyFiveMovesEachWithOnlyKingsMovingIsADraw() {
    DraughtsGame g = kingMoves(start(KINGS_AND_BACK_ROWS), 49);
    assertEquals(DraughtsStatus.ONGOING, g.status());
    g = kingMoves(g, 1);
    assertEquals(50, g.kingOnlyPlies());
    assertEquals(DraughtsStatus.KING_MOVES, g.status());
  }

  @Test
  void aManMoveRestartsTheKingMoveCount() {
    DraughtsGame g = kingMoves(start(KINGS_AND_BACK_ROWS), 30).play("46-41");
    assertEquals(0, g.kingOnlyPlies());
    g = kingMoves(g, 49);
    assertEquals(DraughtsStatus.ONGOING, g.status());
  }

  @Test
  void threeKingsAgainstOneKingIsDrawnAfterSixteenMovesEach() {
    DraughtsGame g = kingMoves(start("W:WK47,K48,K49:BK3"), 31);
    assertEquals(DraughtsStatus.ONGOING, g.status());
    assertEquals(DraughtsStatus.SHORT_ENDGAME, kingMoves(g, 1).status());
  }

  @Test
  void oneKingAndTwoMenAgainstOneKingIsASixteenMoveEnding() {
    DraughtsGame g = kingMoves(start("W:WK47,49,50:BK3"), 31);
    assertEquals(DraughtsStatus.ONGOING, g.status());
    assertEquals(DraughtsStatus.SHORT_ENDGAME, kingMoves(g, 1).status());
  }

  @Test
  void twoKingsAgainstOneKingIsDrawnAfterFiveMovesEach() {
    DraughtsGame g = kingMoves(start("W:WK47,K49:BK3"), 9);
    assertEquals(DraughtsStatus.ONGOING, g.status());
    assertEquals(DraughtsStatus.SHORT_ENDGAME, kingMoves(g, 1).status());
  }

  @Test
  void kingAgainstKingIsDrawnAfterFiveMovesEach() {
    DraughtsGame g = kingMoves(start("W:WK47:BK3"), 9);
    assertEquals(DraughtsStatus.ONGOING, g.status());
    assertEquals(DraughtsStatus.SHORT_ENDGAME, kingMoves(g, 1).status());
  }

  @Test
  void fourKingsAgainstOneKingIsNoShortEnding() {
    DraughtsGame g = kingMoves(start("W:WK46,K47,K48,K49:BK3"), 40);
    assertEquals(DraughtsStatus.ONGOING, g.status());
  }

  @Test
  void theSideWithNoLegalMoveLoses() {
    DraughtsGame g = start("W:W46:B37,41");
    assertEquals(DraughtsStatus.NO_LEGAL_MOVE, g.status());
    assertEquals(Outcome.BLACK_WINS, g.outcome());
    assertEquals(Outcome.WHITE_WINS, start("B:W46:B").outcome());
  }

  @Test
  void playersMayAgreeADraw() {
    DraughtsGame g = DraughtsGame.start(DraughtsPosition.initial(Variant.INTERNATIONAL)).play("32-28").agreeDraw();
    assertEquals(DraughtsStatus.AGREEMENT, g.status());
    assertEquals(Outcome.DRAW, g.outcome());
  }

  @Test
  void theNumbersLiveInTheVariantDefinition() {
    assertEquals(25, Variant.INTERNATIONAL.drawRules().kingMovesEach());
    assertEquals(16, Variant.INTERNATIONAL.drawRules().shortEndgames().get(0).movesEach());
    assertEquals(5, Variant.INTERNATIONAL.drawRules().shortEndgames().get(1).movesEach());
  }
}
