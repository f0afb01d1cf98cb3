package org.tabuleiro.server.game;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.tabuleiro.play.Game;
import org.tabuleiro.play.GameSetup;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.play.Line;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.play.Update;
import org.tabuleiro.server.testing.TypedMoves;

/** The replay page's draughts positions: one per move and the start, the last the game's own position. */
class DraughtsPositionsTest {
  @Test
  void everyMoveOfADraughtsGameGivesThePositionAfterIt() {
    for (GameVariant variant : List.of(GameVariant.BRAZILIAN, GameVariant.INTERNATIONAL)) {
      Instant t = Instant.parse("2026-03-01T10:00:00Z");
      Game game = Game.start(GameSetup.online(variant, TimeControl.parse("5+3"), false), t).game();
      Random random = new Random(7);
      List<String> fens = new java.util.ArrayList<>(List.of(game.fen()));
      for (int i = 0; i < 40 && !game.legalMoves().isEmpty(); i++) {
        List<String> legal = game.legalMoves();
        var move = TypedMoves.move(game, game.sideToMove(), legal.get(random.nextInt(legal.size())));
        game = ((Update.Applied) game.apply(move, t = t.plusSeconds(1))).game();
        fens.add(game.fen());
      }
      assertEquals(fens, DraughtsPositions.of((Line.Draughts) game.line()), variant.key());
    }
  }
}
