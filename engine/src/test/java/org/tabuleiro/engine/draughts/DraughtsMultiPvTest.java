package org.tabuleiro.engine.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.draughts.DraughtsMove;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.PdnFen;
import org.tabuleiro.rules.draughts.Variant;

/** Multi-PV: the best k root moves, each with an exact score and its own line, best first. */
class DraughtsMultiPvTest {
  private static final String MIDDLEGAME = "W:W27,28,31,32,33,34,35,36,37,38,39,40,42,43,44,45,47,48,49,50:B1,2,3,4,6,7,8,9,10,11,12,13,14,15,16,17,19,20,22,23";

  /** After 1. 32-28 19-23 2. 28x19 14x23: quiet, with many moves. */
  private static final String OPEN = "W:W31,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,15,16,17,18,20,23";

  @Test
  void threeLinesStartWithThreeDifferentMovesOrderedByScore() {
    DraughtsPosition p = PdnFen.read(OPEN, Variant.INTERNATIONAL);
    assertTrue(p.legalMoves().size() > 3);
    List<DraughtsSearchInfo> iterations = new ArrayList<>();
    DraughtsSearchResult r = new DraughtsEngine(Variant.INTERNATIONAL, 8).search(p, List.of(), DraughtsLimit.ofDepth(7), 3, iterations::add);
    assertEquals(7, iterations.size(), "every iteration heard");
    for (DraughtsSearchInfo info : iterations) {
      List<DraughtsLine> lines = info.lines();
      assertEquals(3, lines.size(), "depth " + info.depth());
      Set<DraughtsMove> first = new HashSet<>();
      for (int i = 0; i < lines.size(); i++) {
        DraughtsLine line = lines.get(i);
        assertTrue(first.add(line.pv().get(0)), "distinct first moves: " + lines);
        if (i > 0) assertTrue(lines.get(i - 1).score() >= line.score(), "best first: " + lines);
        DraughtsPosition q = p;
        for (DraughtsMove m : line.pv()) {
          assertTrue(q.legalMoves().contains(m), "legal line " + line.pv());
          q = q.play(m);
        }
      }
      assertEquals(info.score(), lines.get(0).score());
      assertEquals(info.pv(), lines.get(0).pv());
    }
    assertEquals(r.move(), r.info().lines().get(0).pv().get(0));
  }

  @Test
  void eachLinesScoreIsThatMovesOwnScore() {
    // Every move's score checked by searching the position after it on its own, one ply shallower: the second and
    // third lines are exact values, not bounds left over from a null window.
    DraughtsPosition p = DraughtsPosition.initial(Variant.BRAZILIAN);
    DraughtsSearchResult r = new DraughtsEngine(Variant.BRAZILIAN, 8).search(p, List.of(), DraughtsLimit.ofDepth(5), 5, null);
    List<DraughtsLine> lines = r.info().lines();
    assertEquals(5, lines.size());
    List<Integer> own = new ArrayList<>();
    for (DraughtsLine line : lines) {
      DraughtsPosition after = p.play(line.pv().get(0));
      own.add(-new DraughtsEngine(Variant.BRAZILIAN, 8).search(after, List.of(p), DraughtsLimit.ofDepth(4), 1, null).info().score());
    }
    List<Integer> sorted = new ArrayList<>(own);
    sorted.sort((a, b) -> b - a);
    // The tree differs (the table, the ordering), so the values may differ a little; the order of clearly
    // different moves may not.
    for (int i = 0; i < lines.size(); i++) {
      assertTrue(Math.abs(lines.get(i).score() - own.get(i)) <= 30, "line " + (i + 1) + ": " + lines.get(i).score() + " vs " + own.get(i) + " " + lines);
    }
  }

  @Test
  void moreLinesThanMovesGivesEveryMoveOnce() {
    DraughtsPosition p = PdnFen.read("W:W28,32:B9,19", Variant.BRAZILIAN);
    int legal = p.legalMoves().size();
    DraughtsSearchResult r = new DraughtsEngine(Variant.BRAZILIAN, 4).search(p, List.of(), DraughtsLimit.ofDepth(6), 5, null);
    assertEquals(Math.min(5, legal), r.info().lines().size());
    Set<DraughtsMove> first = new HashSet<>();
    for (DraughtsLine l : r.info().lines()) first.add(l.pv().get(0));
    assertEquals(Math.min(5, legal), first.size());
  }

  @Test
  void oneLineIsTheSingleLineSearchExactly() {
    DraughtsPosition p = PdnFen.read(MIDDLEGAME, Variant.INTERNATIONAL);
    DraughtsSearchResult a = new DraughtsEngine(Variant.INTERNATIONAL, 4).search(p, List.of(), DraughtsLimit.ofNodes(30_000), null);
    DraughtsSearchResult b = new DraughtsEngine(Variant.INTERNATIONAL, 4).search(p, List.of(), DraughtsLimit.ofNodes(30_000), 1, null);
    assertEquals(a.info().nodes(), b.info().nodes());
    assertEquals(a.info().pv(), b.info().pv());
    assertEquals(List.of(new DraughtsLine(a.info().score(), a.info().pv())), b.info().lines());
    assertThrows(IllegalArgumentException.class, () -> new DraughtsEngine(Variant.INTERNATIONAL, 4).search(p, List.of(), DraughtsLimit.ofDepth(2), 6, null));
  }
}
