package org.tabuleiro.engine.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.draughts.DraughtsMove;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.Variant;
import org.tabuleiro.rules.draughts.PdnFen;

/** Under a node or depth bound the search is reproducible: same input, same move, same node count. */
class DraughtsDeterminismTest {
  private static final String MIDDLEGAME = "W:W27,28,31,32,33,34,35,36,37,38,39,40,42,43,44,45,47,48,49,50:B1,2,3,4,6,7,8,9,10,11,12,13,14,15,16,17,19,20,22,23";

  @Test
  void aNodeBoundGivesTheSameMoveAndNodeCountEveryTime() {
    DraughtsPosition p = PdnFen.read(MIDDLEGAME, Variant.INTERNATIONAL);
    DraughtsSearchResult a = new DraughtsEngine(Variant.INTERNATIONAL, 4).search(p, List.of(), DraughtsLimit.ofNodes(40_000), null);
    DraughtsSearchResult b = new DraughtsEngine(Variant.INTERNATIONAL, 4).search(p, List.of(), DraughtsLimit.ofNodes(40_000), null);
    assertEquals(a.move(), b.move());
    assertEquals(a.info().nodes(), b.info().nodes());
    assertEquals(a.info().pv(), b.info().pv());
  }

  @Test
  void aNodeBoundIsObeyedToTheNode() {
    DraughtsPosition p = DraughtsPosition.initial(Variant.BRAZILIAN);
    DraughtsSearchResult r = new DraughtsEngine(Variant.BRAZILIAN, 4).search(p, List.of(), DraughtsLimit.ofNodes(12_345), null);
    assertEquals(12_345, r.info().nodes());
  }

  @Test
  void aDepthBoundGivesTheSameNodeCountEveryTime() {
    DraughtsPosition p = DraughtsPosition.initial(Variant.BRAZILIAN);
    long a = new DraughtsEngine(Variant.BRAZILIAN, 4).search(p, List.of(), DraughtsLimit.ofDepth(9), null).info().nodes();
    long b = new DraughtsEngine(Variant.BRAZILIAN, 4).search(p, List.of(), DraughtsLimit.ofDepth(9), null).info().nodes();
    assertEquals(a, b);
    long deeper = new DraughtsEngine(Variant.BRAZILIAN, 4).search(p, List.of(), DraughtsLimit.ofDepth(10), null).info().nodes();
    assertNotEquals(a, deeper, "a depth bound must bound something");
  }

  @Test
  void aRandomisedLevelRepeatsItsGameWithTheSameSeed() {
    DraughtsPosition p = DraughtsPosition.initial(Variant.INTERNATIONAL);
    DraughtsMove a = DraughtsEngine.choose(p, List.of(), 2, 0, new Random(42));
    DraughtsMove b = DraughtsEngine.choose(p, List.of(), 2, 0, new Random(42));
    assertEquals(a, b);
  }
}
