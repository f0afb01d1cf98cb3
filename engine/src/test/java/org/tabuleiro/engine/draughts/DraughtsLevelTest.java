package org.tabuleiro.engine.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.draughts.DraughtsMove;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.Variant;
import org.tabuleiro.rules.draughts.PdnFen;

class DraughtsLevelTest {
  @Test
  void levelsOutsideOneToEightAreRefusedByNumber() {
    var e = assertThrows(IllegalArgumentException.class, () -> DraughtsLevel.of(9));
    assertTrue(e.getMessage().contains("9"), e.getMessage());
    assertThrows(IllegalArgumentException.class, () -> DraughtsLevel.of(0));
  }

  @Test
  void theBeginnerVariesItsMovesAndTheTopLevelDoesNot() {
    DraughtsPosition p = DraughtsPosition.initial(Variant.INTERNATIONAL);
    Set<DraughtsMove> beginner = new HashSet<>(), top = new HashSet<>();
    for (int seed = 0; seed < 12; seed++) {
      beginner.add(DraughtsEngine.choose(p, List.of(), 1, 0, new Random(seed)));
      top.add(new DraughtsEngine(Variant.INTERNATIONAL, 4).play(p, List.of(), DraughtsLevel.of(8).withNodes(20_000), 0, new Random(seed)));
    }
    assertTrue(beginner.size() >= 4, "level 1 played only " + beginner);
    assertEquals(1, top.size(), "level 8 must not be random: " + top);
  }

  @Test
  void everyLevelTakesAFreeManItIsOfferedMostOfTheTime() {
    // A capture is compulsory, so test the choice that follows: Black to move can win a man or leave it.
    DraughtsPosition p = PdnFen.read("W:W28,32,33,38:B12,17,18", Variant.INTERNATIONAL);
    for (int level = 3; level <= 8; level++) {
      int good = 0;
      for (int seed = 0; seed < 10; seed++) {
        DraughtsMove m = DraughtsEngine.choose(p, List.of(), level, 0, new Random(seed));
        if (MaterialOracle.valueOf(p, m, 4) >= MaterialOracle.value(p, 4)) good++;
      }
      assertTrue(good >= 6, "level " + level + " chose the best material only " + good + "/10 times");
    }
  }

  @Test
  void noLevelSearchesWithoutBoundEvenWithoutATimeBudget() {
    for (int level = 1; level <= 8; level++) {
      DraughtsLimit limit = DraughtsLevel.of(level).limit(0);
      assertTrue(limit.depth() > 0 || limit.nodes() > 0, "level " + level + " would search forever: " + limit);
    }
    assertEquals(250, DraughtsLevel.of(8).limit(250).moveTimeMillis());
  }

  @Test
  void theSoftmaxPrefersTheBetterScore() {
    int[] scores = {0, -300};
    int first = 0;
    Random random = new Random(5);
    for (int i = 0; i < 1000; i++) if (DraughtsLevelChoice.draw(scores, 100, random) == 0) first++;
    // exp(0) / (exp(0) + exp(-3)) = 0.953
    assertTrue(first > 920 && first < 985, "chose the better move " + first + "/1000 times");
  }
}
