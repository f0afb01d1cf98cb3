package org.tabuleiro.engine.chess;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.chess.Position;

/** The example of engine/README.md, as written there. */
class ReadmeExampleTest {
  @Test
  void theReadmeExampleRuns() {
    Position start = Position.initial();
    Position position = start.play(start.legalMoves().stream().filter(m -> m.uci().equals("e2e4")).findFirst().orElseThrow());
    List<Position> history = List.of(start);

    ChessEngine engine = new ChessEngine(16); // MB of hash; one per game, not thread-safe
    Move move = engine.choose(position, history, 8, 1_000, new Random(7)); // level 8, at most 1 s
    SearchResult r = new Search(16).search(position, history, SearchLimits.nodes(100_000), info -> {});

    assertTrue(position.isLegal(move));
    assertTrue(r.info().nodes() <= 100_000 && r.bestMove().isPresent());
  }
}
