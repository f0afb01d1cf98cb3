package org.tabuleiro.engine.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import java.util.Random;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.Variant;
import org.tabuleiro.rules.draughts.internal.Board;
import org.tabuleiro.rules.draughts.internal.MoveGen;
import org.tabuleiro.rules.draughts.internal.MoveList;

/** The key updated move by move equals the key computed from scratch, through crownings and king captures. */
class DraughtsZobristTest {
  @ParameterizedTest
  @ValueSource(strings = {"international", "brazilian"})
  void theIncrementalKeyMatchesTheKeyFromScratchInRandomGames(String name) {
    Variant variant = Variant.byName(name);
    Random random = new Random(3);
    int crownings = 0;
    for (int game = 0; game < 40; game++) {
      Board b = DraughtsPosition.initial(variant).toBoard();
      MoveGen gen = new MoveGen(b.geometry, false);
      MoveList list = new MoveList();
      long key = DraughtsZobrist.of(b);
      for (int ply = 0; ply < 200; ply++) {
        gen.generate(b, list);
        if (list.size() == 0) break;
        int i = random.nextInt(list.size());
        long kings = Long.bitCount(b.kings());
        long next = DraughtsZobrist.after(key, b, list.from(i), list.to(i), list.captured(i));
        b.make(list.from(i), list.to(i), list.captured(i));
        if (Long.bitCount(b.kings()) > kings) crownings++;
        assertEquals(DraughtsZobrist.of(b), next, "ply " + ply + " of game " + game);
        key = next;
      }
    }
    assertNotEquals(0, crownings, "the games must crown men, or the promotion case is untested");
  }

  @ParameterizedTest
  @ValueSource(strings = {"international", "brazilian"})
  void theSideToMoveIsPartOfTheKey(String name) {
    Board b = DraughtsPosition.initial(Variant.byName(name)).toBoard();
    Board other = new Board(b.geometry, b.white(), b.black(), b.kings(), Board.BLACK);
    assertNotEquals(DraughtsZobrist.of(b), DraughtsZobrist.of(other));
  }
}
