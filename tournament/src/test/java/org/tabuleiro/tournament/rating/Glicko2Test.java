package org.tabuleiro.tournament.rating;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

class Glicko2Test {
  private final Glicko2 glicko = new Glicko2(0.5);

  @Test
  void glickmansWorkedExampleGivesHisNumbers() {
    // "Example of the Glicko-2 system" (Glickman, 2013): 1500/200/0.06 beats 1400/30, loses to 1550/100 and 1700/300.
    Glicko2Rating player = new Glicko2Rating(1500, 200, 0.06);
    Glicko2Rating after = glicko.update(player, List.of(
        new Glicko2.Result(new Glicko2Rating(1400, 30, 0.06), 1),
        new Glicko2.Result(new Glicko2Rating(1550, 100, 0.06), 0),
        new Glicko2.Result(new Glicko2Rating(1700, 300, 0.06), 0)));
    assertEquals(1464.06, after.rating(), 0.01);
    assertEquals(151.52, after.deviation(), 0.01);
    assertEquals(0.05999, after.volatility(), 0.00001);
  }

  @Test
  void aPeriodWithoutGamesOnlyWidensTheDeviation() {
    Glicko2Rating player = new Glicko2Rating(1500, 200, 0.06);
    Glicko2Rating after = glicko.update(player, List.of());
    assertEquals(1500, after.rating());
    // Step 6: sqrt((200/173.7178)^2 + 0.06^2) x 173.7178 = 200.2714...
    assertEquals(200.27, after.deviation(), 0.01);
  }

  @Test
  void aWinRaisesALossLowersADrawBetweenEqualsKeeps() {
    Glicko2Rating a = Glicko2Rating.newcomer();
    Glicko2Rating b = Glicko2Rating.newcomer();
    assertTrue(glicko.update(a, List.of(new Glicko2.Result(b, 1))).rating() > 1500);
    assertTrue(glicko.update(a, List.of(new Glicko2.Result(b, 0))).rating() < 1500);
    assertEquals(1500, glicko.update(a, List.of(new Glicko2.Result(b, 0.5))).rating(), 1e-9);
  }

  @Test
  void newcomersAreProvisionalUntilTheirDeviationShrinks() {
    Glicko2Rating r = Glicko2Rating.newcomer();
    assertTrue(r.isProvisional());
    Glicko2Rating opponent = new Glicko2Rating(1500, 60, 0.06);
    for (int i = 0; i < 20; i++) r = glicko.update(r, List.of(new Glicko2.Result(opponent, i % 2 == 0 ? 1 : 0.5)));
    assertFalse(r.isProvisional(), "after 20 games: " + r);
  }
}
