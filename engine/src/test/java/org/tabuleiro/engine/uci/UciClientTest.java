package org.tabuleiro.engine.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabuleiro.engine.match.FakeUciEngine;

class UciClientTest {
  private static List<String> fake(String mode) {
    return FakeUciEngine.command(mode);
  }

  @Test
  void aHandshakeGivesTheEnginesNameAndGoGivesItsMove() {
    try (UciClient c = UciClient.start(fake("random"))) {
      assertEquals("Fake random", c.name());
      c.newGame();
      UciClient.BestMove m = c.go("startpos", List.of("e2e4"), "movetime 10", 10_000);
      assertTrue(m.move().matches("[a-h][1-8][a-h][1-8]"), m.move());
      assertEquals(new UciClient.Score(false, 0), m.score());
    }
  }

  @Test
  void anEngineThatDoesNotAnswerTimesOut() {
    try (UciClient c = UciClient.start(fake("hang"))) {
      var e = assertThrows(EngineProcessException.class, () -> c.go("startpos", List.of(), "movetime 10", 300));
      assertTrue(e.getMessage().contains("did not answer 'bestmove' within"), e.getMessage());
    }
  }

  @Test
  void aMissingProgramIsAClearError() {
    var e = assertThrows(EngineProcessException.class, () -> UciClient.start(List.of("/nonexistent/engine")));
    assertTrue(e.getMessage().startsWith("cannot start engine '/nonexistent/engine'"), e.getMessage());
  }

  @Test
  void scoresAreReadFromInfoLines() {
    assertEquals(new UciClient.Score(false, -35), UciClient.parseScore("info depth 9 score cp -35 nodes 100 pv e2e4"));
    assertEquals(new UciClient.Score(true, 3), UciClient.parseScore("info depth 20 score mate 3 pv a1a8"));
    assertEquals(99_997, new UciClient.Score(true, 3).centipawns());
    assertNull(UciClient.parseScore("info string hello"));
  }

  @Test
  void commandLinesSplitOnBlanksAndKeepQuotes() {
    assertEquals(List.of("./tabuleiro", "engine", "uci"), UciClient.splitCommand(" ./tabuleiro  engine uci "));
    assertEquals(List.of("/opt/my engine/bin", "-x"), UciClient.splitCommand("\"/opt/my engine/bin\" -x"));
    assertThrows(IllegalArgumentException.class, () -> UciClient.splitCommand("\"open"));
  }
}
