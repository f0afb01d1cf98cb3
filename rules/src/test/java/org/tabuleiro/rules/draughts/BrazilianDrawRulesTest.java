package org.tabuleiro.rules.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tabuleiro.rules.draughts.DraughtsGameSupport.kingMoves;

import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.common.Outcome;

/** Brazilian rules (CBD): repetition, 20 king moves, and the 5-move endings. */
class BrazilianDrawRulesTest {
  static DraughtsGame start(String fen) {
    return DraughtsGame.start(PdnFen.read(fen, Variant.BRAZILIAN));
  }

  // Men on their own back rows cannot be captured, so the kings may wander without giving anything away.
  static final String KINGS_AND_BACK_ROWS = "W:W29,30,31,32,K21:B1,2,3,4,K12";

  @Test
  void theSamePositionAThirdTimeIsADraw() {
    DraughtsGame g = start(KINGS_AND_BACK_ROWS);
    for (String m : new String[] {"21-25", "12-16", "25-21", "16-12", "21-25", "12-16", "25-21"}) g = g.play(m);
    assertEquals(DraughtsStatus.ONGOING, g.status());
    assertEquals(DraughtsStatus.REPETITION, g.play("16-12").status());
  }

  @Test
  void twentyMovesEachWithOnlyKingsMovingIsADraw() {
    DraughtsGame g = kingMoves(start(KINGS_AND_BACK_ROWS), 39);
    assertEquals(DraughtsStatus.ONGOING, g.status());
    assertEquals(DraughtsStatus.KING_MOVES, kingMoves(g, 1).status());
  }

  @Test
  void twoKingsAgainstTwoKingsIsDrawnAfterFiveMovesEach() {
    DraughtsGame g = kingMoves(start("W:WK30,K31:BK2,K3"), 9);
    assertEquals(DraughtsStatus.ONGOING, g.status());
    DraughtsGame end = kingMoves(g, 1);
    assertEquals(DraughtsStatus.SHORT_ENDGAME, end.status());
    assertEquals(Outcome.DRAW, end.outcome());
  }

  @Test
  void kingAgainstKingAndManIsDrawnAfterFiveMovesEach() {
    DraughtsGame g = kingMoves(start("W:WK30:BK3,1"), 9);
    assertEquals(DraughtsStatus.ONGOING, g.status());
    assertEquals(DraughtsStatus.SHORT_ENDGAME, kingMoves(g, 1).status());
  }

  @Test
  void twoKingsAgainstKingAndManIsDrawnAfterFiveMovesEach() {
    DraughtsGame g = kingMoves(start("W:WK30,K31:BK3,1"), 9);
    assertEquals(DraughtsStatus.ONGOING, g.status());
    assertEquals(DraughtsStatus.SHORT_ENDGAME, kingMoves(g, 1).status());
  }

  @Test
  void threeKingsAgainstOneKingHasNoShortEndingInBrazil() {
    DraughtsGame g = kingMoves(start("W:WK29,K30,K31:BK3"), 36);
    assertEquals(DraughtsStatus.ONGOING, g.status());
  }

  @Test
  void theNumbersLiveInTheVariantDefinition() {
    assertEquals(20, Variant.BRAZILIAN.drawRules().kingMovesEach());
    assertEquals(5, Variant.BRAZILIAN.drawRules().shortEndgames().get(0).movesEach());
    assertEquals(5, Variant.BRAZILIAN.drawRules().shortEndgames().get(0).endings().size());
  }
}
