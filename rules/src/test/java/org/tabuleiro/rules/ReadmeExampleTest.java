package org.tabuleiro.rules;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.chess.History;
import org.tabuleiro.rules.chess.Language;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.chess.Position;
import org.tabuleiro.rules.chess.San;
import org.tabuleiro.rules.chess.Status;
import org.tabuleiro.rules.chess.Fen;

/** The usage example of rules/README.md, line for line. */
class ReadmeExampleTest {
  @Test
  void theReadmeExampleDoesWhatItSays() {
    Position start = Position.initial();
    Move e4 = San.parse(start, "e4", Language.ENGLISH);
    History game = History.start(start).play(e4).play("e5", Language.ENGLISH).play("Cf3", Language.PORTUGUESE);
    assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R b KQkq - 1 2", game.position().fen());
    assertEquals("Cc6", San.write(game.position(), San.parse(game.position(), "Nc6", Language.ENGLISH), Language.PORTUGUESE));
    assertEquals(Status.ONGOING, game.status());
    assertTrue(game.claimableDraws().isEmpty());
    assertTrue(Fen.read("8/8/8/8/8/8/8/K6k w - - 0 1").isInsufficientMaterial());
  }
}
