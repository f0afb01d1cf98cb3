package org.tabuleiro.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabuleiro.rules.common.Color.WHITE;

import java.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * FIDE 6.3.2: with a simple delay the main time does not run during the delay; with a Bronstein delay the time
 * used is given back after the move, at most the delay. Either way the main time never grows.
 */
class ClockDelayTest {

  private static Instant at(long millis) {
    return Instant.ofEpochMilli(millis);
  }

  private static Clock started(String control) {
    return Clock.of(TimeControl.parse(control)).start(WHITE, at(0));
  }

  @Test
  void aSimpleDelayNotSpentLeavesTheMainTimeUnchanged() {
    assertEquals(900_000, started("15d5").press(at(3_000), 0).whiteMillis());
  }

  @Test
  void aSimpleDelaySpentChargesOnlyTheTimeAfterIt() {
    assertEquals(897_000, started("15d5").press(at(8_000), 0).whiteMillis()); // 8 s - 5 s
  }

  @Test
  void theDisplayHoldsStillDuringASimpleDelay() {
    Clock c = started("15d5");
    assertEquals(900_000, c.remainingMillis(WHITE, at(3_000)));
    assertEquals(900_000, c.remainingMillis(WHITE, at(5_000)));
    assertEquals(897_000, c.remainingMillis(WHITE, at(8_000)));
    assertEquals(900_000, c.stop(at(3_000)).whiteMillis());
    assertEquals(897_000, c.stop(at(8_000)).whiteMillis());
  }

  @Test
  void theFlagFallsAfterTheSimpleDelayAndTheMainTime() {
    Clock c = started("1d5");
    assertEquals(at(65_000), c.flagInstant());
    assertFalse(c.isFlagged(at(64_999)));
    assertTrue(c.isFlagged(at(65_000)));
    assertEquals(1, c.press(at(64_999), 0).whiteMillis());
    assertEquals(0, c.press(at(65_000), 0).whiteMillis());
  }

  @Test
  void aBronsteinDelayNotSpentGivesBackAllTheTimeUsed() {
    assertEquals(900_000, started("15b5").press(at(3_000), 0).whiteMillis()); // 900 - 3 + 3
  }

  @Test
  void aBronsteinDelaySpentGivesBackOnlyTheDelay() {
    assertEquals(897_000, started("15b5").press(at(8_000), 0).whiteMillis()); // 900 - 8 + 5
  }

  @Test
  void anIncrementGrowsTheClockWhereABronsteinDelayDoesNot() {
    assertEquals(902_000, started("15+5").press(at(3_000), 0).whiteMillis());
    assertEquals(900_000, started("15b5").press(at(3_000), 0).whiteMillis());
  }

  @Test
  void theDisplayRunsDuringABronsteinDelayAndStopGivesNothingBack() {
    Clock c = started("15b5");
    assertEquals(897_000, c.remainingMillis(WHITE, at(3_000)));
    assertEquals(897_000, c.stop(at(3_000)).whiteMillis());
  }

  @Test
  void theFlagFallsWhenTheBronsteinMainTimeRunsOut() {
    Clock c = started("1b5");
    assertEquals(at(60_000), c.flagInstant());
    assertEquals(5_001, c.press(at(59_999), 0).whiteMillis()); // 1 ms left + 5 s given back
    assertTrue(c.isFlagged(at(60_000)));
    assertEquals(0, c.press(at(60_000), 0).whiteMillis()); // late: nothing given back
  }
}
