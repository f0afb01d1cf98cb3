package org.tabuleiro.engine.draughts;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.draughts.DraughtsMove;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.Variant;

/** The usage example of engine/README.md, kept compiling and true. */
class DraughtsReadmeExampleTest {
  @Test
  void theReadmeExampleWorks() {
    DraughtsPosition p = DraughtsPosition.initial(Variant.BRAZILIAN);
    DraughtsMove m = DraughtsEngine.choose(p, List.of(), 5, 500, new Random(1)); // level 5, 0.5 s at most
    p = p.play(m);

    DraughtsEngine engine = new DraughtsEngine(Variant.INTERNATIONAL);             // owns a 16 MB table
    List<Integer> depths = new java.util.ArrayList<>();
    DraughtsSearchResult r = engine.search(DraughtsPosition.initial(Variant.INTERNATIONAL), List.of(),
        DraughtsLimit.ofDepth(8), info -> depths.add(info.depth()));                 // one call per iteration
    assertTrue(r.info().depth() == 8 && Math.abs(r.info().score()) < 50, "the start is level: " + r.info());
    assertTrue(DraughtsPosition.initial(Variant.INTERNATIONAL).legalMoves().contains(r.move()));
    assertTrue(depths.equals(List.of(1, 2, 3, 4, 5, 6, 7, 8)), "every iteration is reported: " + depths);
  }
}
