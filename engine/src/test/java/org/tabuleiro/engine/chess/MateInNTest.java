package org.tabuleiro.engine.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.chess.Position;

/**
 * Mates in 1, 2 and 3 (mates.epd): the search must report the exact mate length and play a move that
 * keeps it: after the move, the defender's best reply still loses in N-1 (checked by a second search).
 */
class MateInNTest {
  private static final long NODES = 400_000;

  static Stream<TestPosition> mates() {
    return Suites.load("mates.epd").stream();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("mates")
  void theShortestMateIsFoundAndPlayed(TestPosition test) {
    assertTrue(test.mateIn() > 0, test.id() + " has no dm operation");
    Search search = new Search(16);
    SearchResult result = search.search(test.position(), List.of(), SearchLimits.nodes(NODES), info -> {});
    assertEquals("mate " + test.mateIn(), result.info().scoreUci(), test.id() + " score, pv " + result.info().pv());
    Move move = result.bestMove().orElseThrow();
    Position after = test.position().play(move);
    if (test.mateIn() == 1) {
      assertTrue(after.isCheckmate(), test.id() + ": " + move + " does not mate");
    } else {
      search.newGame();
      SearchResult defence = search.search(after, List.of(), SearchLimits.nodes(NODES), info -> {});
      assertEquals("mate -" + (test.mateIn() - 1), defence.info().scoreUci(), test.id() + ": after " + move);
    }
  }
}
