package org.tabuleiro.engine.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Map;
import java.util.Random;
import java.util.TreeMap;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.rules.draughts.DraughtsMove;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.Piece;
import org.tabuleiro.rules.draughts.Variant;
import org.tabuleiro.rules.draughts.PdnFen;

class DraughtsEvalTest {
  private static int eval(DraughtsPosition p) {
    return new DraughtsEngine(p.variant(), 1).evaluate(p);
  }

  /** The board turned half a turn with the colours swapped: the same position for the other side. */
  private static DraughtsPosition mirror(DraughtsPosition p) {
    int n = p.variant().squareCount();
    Map<Integer, Piece> pieces = new TreeMap<>();
    p.pieces().forEach((s, piece) -> pieces.put(n + 1 - s, Piece.of(piece.color().opposite(), piece.isKing())));
    return DraughtsPosition.of(p.variant(), p.sideToMove().opposite(), pieces);
  }

  @ParameterizedTest
  @ValueSource(strings = {"international", "brazilian"})
  void theEvaluationIsTheSameForBothColoursInMirroredPositions(String name) {
    Variant variant = Variant.byName(name);
    Random random = new Random(11);
    for (int game = 0; game < 20; game++) {
      DraughtsPosition p = DraughtsPosition.initial(variant);
      for (int ply = 0; ply < 120 && !p.legalMoves().isEmpty(); ply++) {
        assertEquals(eval(p), eval(mirror(p)), p.fen());
        var moves = p.legalMoves();
        p = p.play(moves.get(random.nextInt(moves.size())));
      }
    }
  }

  @Test
  void aKingIsWorthAboutThreeMen() {
    DraughtsPosition kingSide = PdnFen.read("W:WK28,46:B5,6,7,8", Variant.INTERNATIONAL);
    int score = eval(kingSide); // a king and a man against four men: about level
    assertTrue(Math.abs(score) < 150, "king + man v four men is near level, got " + score);
    assertTrue(eval(PdnFen.read("W:WK28,46:B5,6,7", Variant.INTERNATIONAL)) > 50, "a king + man beat three men");
  }

  @Test
  void aManWithAFreePathToTheCrowningRowIsWorthMoreThanABlockedOne() {
    DraughtsPosition free = PdnFen.read("W:W17,42:B36,46", Variant.INTERNATIONAL);
    DraughtsPosition blocked = PdnFen.read("W:W17,42:B11,46", Variant.INTERNATIONAL);
    assertTrue(eval(free) > eval(blocked) + 50, "runaway " + eval(free) + " v blocked " + eval(blocked));
  }

  @Test
  void oneKingAgainstOneKingIsADraw() {
    assertEquals(0, eval(PdnFen.read("W:WK28:BK5", Variant.INTERNATIONAL)));
    assertEquals(0, eval(PdnFen.read("B:WK18:BK3", Variant.BRAZILIAN)));
  }

  @Test
  void threeKingsAgainstAKingOnTheLongDiagonalAreScaledTowardsADraw() {
    int onDiagonal = eval(PdnFen.read("W:WK1,K2,K3:BK29", Variant.BRAZILIAN));
    int offDiagonal = eval(PdnFen.read("W:WK1,K2,K3:BK21", Variant.BRAZILIAN));
    assertTrue(onDiagonal < 100, "drawn: " + onDiagonal);
    assertTrue(offDiagonal > 300, "won on 8x8: " + offDiagonal);
  }

  @Test
  void theScoreIsForTheSideToMove() {
    DraughtsPosition white = PdnFen.read("W:W31,32,33:B1,2", Variant.INTERNATIONAL);
    DraughtsPosition black = PdnFen.read("B:W31,32,33:B1,2", Variant.INTERNATIONAL);
    assertTrue(eval(white) > 0 && eval(black) < 0);
  }

  @Test
  void theMirrorOfTheStartIsTheStartWithBlackToMove() {
    DraughtsPosition p = DraughtsPosition.initial(Variant.BRAZILIAN);
    assertEquals(p.pieces(), mirror(p).pieces());
    assertEquals(Color.BLACK, mirror(p).sideToMove());
    DraughtsMove first = p.legalMoves().get(0);
    assertEquals(p.play(first), mirror(mirror(p.play(first))));
  }
}
