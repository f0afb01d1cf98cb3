package org.tabuleiro.engine.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.chess.Position;

/**
 * The search never returns an illegal move, and leaves the board as it found it: over a self-played game
 * from each bench position, every move is legal in the position it is played in, and so is every move of
 * every principal variation in turn.
 */
class LegalBestMoveTest {
  @Test
  void everyMoveAndEveryPrincipalVariationIsLegal() {
    Search search = new Search(8);
    for (String fen : ChessBench.POSITIONS) {
      Position position = Position.fromFen(fen);
      for (int ply = 0; ply < 6 && position.legalMoveCount() > 0; ply++) {
        SearchResult r = search.search(position, List.of(), SearchLimits.nodes(3_000), info -> {});
        Position walk = position;
        for (Move m : r.info().pv()) {
          assertTrue(walk.isLegal(m), "pv move " + m + " illegal in " + walk.fen());
          walk = walk.play(m);
        }
        Move best = r.bestMove().orElseThrow();
        assertTrue(position.isLegal(best), best + " illegal in " + position.fen());
        assertEquals(best, r.info().pv().get(0), "the pv starts with the best move");
        position = position.play(best);
      }
    }
  }
}
