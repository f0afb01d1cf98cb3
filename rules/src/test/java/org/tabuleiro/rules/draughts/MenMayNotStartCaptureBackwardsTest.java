package org.tabuleiro.rules.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.tabuleiro.rules.draughts.InternationalDraughtsMaximumCaptureTest.moves;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.draughts.internal.Perft;

/** The Brazilian house rule (off by default): a man's capture may not begin with a backward jump. */
class MenMayNotStartCaptureBackwardsTest {
  static final Variant HOUSE = Variant.BRAZILIAN.withMenMayNotStartCaptureBackwards(true);

  @Test
  void theHouseRuleIsOffInBothStandardVariants() {
    assertFalse(Variant.BRAZILIAN.menMayNotStartCaptureBackwards());
    assertFalse(Variant.INTERNATIONAL.menMayNotStartCaptureBackwards());
  }

  @Test
  void byTheOfficialRulesABackwardCaptureIsCompulsory() {
    assertEquals(List.of("18x25 (22)"), moves("W:W18:B22", Variant.BRAZILIAN));
  }

  @Test
  void withTheHouseRuleTheManMayNotStartBackwardsAndMovesQuietly() {
    assertEquals(List.of("18-14", "18-15"), moves("W:W18:B22", HOUSE));
  }

  @Test
  void withTheHouseRuleACaptureStartedForwardMayStillContinueBackwards() {
    assertEquals(List.of("18x20 (15,16)"), moves("W:W18:B15,16", HOUSE));
  }

  @Test
  void theHouseRuleDoesNotRestrictKings() {
    assertEquals(List.of("18x25 (22)", "18x29 (22)"), moves("W:WK18:B22", HOUSE));
  }

  @Test
  void perftHonoursTheHouseRule() {
    DraughtsPosition p = PdnFen.read("W:W18:B22", HOUSE);
    assertEquals(2, new Perft(p.toBoard(), true, 1).count(1));
    assertEquals(1, new Perft(p.toBoard(), false, 1).count(1));
  }
}
