package org.tabuleiro.engine.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.chess.Position;

/** A node-limited search reads no clock: the same input gives the same move, score and node count. */
class SearchDeterminismTest {
  @Test
  void theSameNodeLimitGivesTheSameMoveAndNodeCount() {
    for (String fen : ChessBench.POSITIONS.subList(0, 8)) {
      Position position = Position.fromFen(fen);
      SearchResult first = new Search(8).search(position, List.of(), SearchLimits.nodes(30_000), info -> {});
      SearchResult second = new Search(8).search(position, List.of(), SearchLimits.nodes(30_000), info -> {});
      assertEquals(first.bestMove(), second.bestMove(), fen);
      assertEquals(first.info().score(), second.info().score(), fen);
      assertEquals(first.info().nodes(), second.info().nodes(), fen);
      assertEquals(first.info().pv(), second.info().pv(), fen);
    }
  }

  @Test
  void theNodeLimitIsRespectedOnceTheFirstIterationIsDone() {
    Position position = Position.fromFen(ChessBench.POSITIONS.get(1));
    SearchResult r = new Search(8).search(position, List.of(), SearchLimits.nodes(20_000), info -> {});
    assertTrue(r.info().nodes() <= 20_000, "searched " + r.info().nodes());
    assertTrue(r.info().depth() >= 3, "only depth " + r.info().depth());
  }
}
