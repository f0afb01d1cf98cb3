package org.tabuleiro.rules.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/**
 * A game keeps positions only; its moves are found again from each pair of positions, exactly as played, and its
 * history is the positions before each move.
 */
class DraughtsGameMovesTest {
  @Test
  void theMovesOfRandomGamesComeBackAsPlayed() {
    Random random = new Random(7);
    for (Variant variant : Variant.standard()) {
      for (int game = 0; game < 30; game++) {
        DraughtsGame g = DraughtsGame.start(DraughtsPosition.initial(variant));
        List<DraughtsMove> played = new ArrayList<>();
        List<DraughtsPosition> before = new ArrayList<>();
        while (!g.status().isOver() && played.size() < 120) {
          List<DraughtsMove> legal = g.position().legalMoves();
          DraughtsMove m = legal.get(random.nextInt(legal.size()));
          played.add(m);
          before.add(g.position());
          g = g.play(m);
        }
        assertEquals(played, g.moves(), variant.name() + " game " + game);
        assertEquals(before, g.history(), variant.name() + " game " + game);
        for (int back = 0; back <= played.size(); back += 7) {
          DraughtsGame earlier = g.before(back);
          assertEquals(played.size() - back, earlier.plies());
          assertEquals(played.subList(0, played.size() - back), earlier.moves());
        }
        DraughtsGame replayed = DraughtsGame.start(DraughtsPosition.initial(variant));
        for (DraughtsMove m : g.moves()) replayed = replayed.play(m);
        assertEquals(g.position(), replayed.position());
      }
    }
  }
}
