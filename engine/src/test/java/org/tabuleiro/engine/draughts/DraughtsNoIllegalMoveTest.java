package org.tabuleiro.engine.draughts;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabuleiro.rules.draughts.DraughtsGame;
import org.tabuleiro.rules.draughts.DraughtsMove;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.Variant;

/** Whole games at every level: every move the engine returns must be one of the rules' legal moves. */
class DraughtsNoIllegalMoveTest {
  @ParameterizedTest
  @ValueSource(strings = {"international", "brazilian"})
  void everyLevelPlaysOnlyLegalMovesToTheEndOfTheGame(String name) {
    Variant variant = Variant.byName(name);
    Random random = new Random(7);
    int moves = 0;
    for (int level = 1; level <= 8; level++) {
      DraughtsGame game = DraughtsGame.start(DraughtsPosition.initial(variant));
      List<DraughtsPosition> history = new ArrayList<>();
      DraughtsEngine engine = new DraughtsEngine(variant, 2);
      int other = 9 - level; // each level meets its mirror, so weak and strong play both sides
      while (!game.status().isOver() && game.plies() < 160) {
        DraughtsPosition p = game.position();
        int lv = game.plies() % 2 == 0 ? level : other;
        DraughtsLevel l = DraughtsLevel.of(lv);
        DraughtsMove m = l.isRandomised() ? engine.play(p, history, l, 20, random)
            : engine.search(p, history, DraughtsLimit.ofNodes(3_000), null).move();
        assertTrue(p.legalMoves().contains(m), () -> m + " is not legal in " + p.fen());
        history.add(p);
        game = game.play(m);
        moves++;
      }
    }
    assertTrue(moves > 100, "the games were played");
  }
}
