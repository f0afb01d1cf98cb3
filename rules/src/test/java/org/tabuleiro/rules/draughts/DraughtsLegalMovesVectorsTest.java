package org.tabuleiro.rules.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The legal move sets of moves.tsv and moves-detail.tsv (rule-book diagrams, duplicate orders, ambiguous
 * captures, promotion in passing, big captures, random positions), exactly: same moves, same captured
 * squares, same resulting positions, and every listed path accepted.
 */
class DraughtsLegalMovesVectorsTest {

  private static String line(Variant v, String fen, DraughtsMove m, DraughtsPosition p) {
    return v.name() + "\t" + fen + "\t" + m.notation() + "\t" + m.capturedNotation() + "\t" + p.play(m).fen();
  }

  @Test
  void everyMoveOfMovesDetailIsGeneratedWithItsCapturesAndResultingPosition() {
    Map<String, List<String>> expected = new LinkedHashMap<>();
    for (DraughtsTestData.Row r : DraughtsTestData.rows("moves-detail.tsv")) {
      expected.computeIfAbsent(r.get(0) + "\t" + r.get(1), k -> new ArrayList<>())
          .add(r.get(0) + "\t" + r.get(1) + "\t" + r.get(2) + "\t" + r.get(3) + "\t" + r.get(5));
    }
    assertTrue(expected.size() > 50);
    for (Map.Entry<String, List<String>> e : expected.entrySet()) {
      String[] key = e.getKey().split("\t");
      Variant v = DraughtsTestData.variant(key[0]);
      DraughtsPosition p = PdnFen.read(key[1], v);
      List<String> got = new ArrayList<>();
      for (DraughtsMove m : p.legalMoves()) got.add(line(v, key[1], m, p));
      assertEquals(e.getValue(), got, key[1]);
    }
  }

  @Test
  void everyListedPathNamesExactlyItsMove() {
    for (DraughtsTestData.Row r : DraughtsTestData.rows("moves-detail.tsv")) {
      DraughtsPosition p = PdnFen.read(r.get(1), DraughtsTestData.variant(r.get(0)));
      List<Integer> path = Arrays.stream(r.get(4).split("[-x]")).map(Integer::valueOf).toList();
      List<DraughtsMove> via = p.legalMovesVia(path);
      assertEquals(1, via.size(), r.get(1) + " " + r.get(4));
      assertEquals(r.get(3), via.get(0).capturedNotation(), r.get(1) + " " + r.get(4));
      assertEquals(r.get(5), p.play(via.get(0)).fen());
    }
  }

  @Test
  void moveListsOfMovesTsvMatchInCountAndOrder() {
    for (DraughtsTestData.Row r : DraughtsTestData.rows("moves.tsv")) {
      DraughtsPosition p = PdnFen.read(r.get(1), DraughtsTestData.variant(r.get(0)));
      List<String> got = p.legalMoves().stream().map(DraughtsMove::notation).toList();
      List<String> want = r.get(4).isBlank() ? List.of() : List.of(r.get(4).split(" "));
      assertEquals(Integer.parseInt(r.get(3)), got.size(), r.get(1));
      assertEquals(want, got, r.get(2) + " " + r.get(1));
    }
  }
}
