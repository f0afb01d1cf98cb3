package org.tabuleiro.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabuleiro.rules.common.Color.WHITE;

import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * Lichess's lag compensation (scalachess LagTracker): gain = min(100, E x 2 / 5 + 15) centiseconds for an
 * estimated duration of E seconds; the quota starts at 3 x gain, is capped at 7 x gain, and pays each move's lag.
 */
class LagQuotaTest {

  private static Instant at(long millis) {
    return Instant.ofEpochMilli(millis);
  }

  @ParameterizedTest(name = "{0}: gain {1} ms")
  @CsvSource({
      "0.25+0, 210",  // E 15: 6 + 15 cs
      "1+0,    390",  // E 60: 24 + 15
      "2+1,    790",  // E 160: 64 + 15
      "3+0,    870",  // E 180: 72 + 15
      "182s+0, 870",  // E 182: 364 / 5 = 72, integer division
      "183s+0, 880",  // E 183: 366 / 5 = 73
      "5+3,    1000", // E 420: capped at 100 cs
      "3d,     1000",
      "unlimited, 1000",
  })
  void theGainFollowsTheEstimatedDuration(String control, long gain) {
    LagQuota q = LagQuota.forControl(TimeControl.parse(control));
    assertEquals(gain, q.gainMillis());
    assertEquals(3 * gain, q.quotaMillis());
    assertEquals(7 * gain, q.maxMillis());
  }

  @Test
  void aMoveIsCreditedItsLagAndTheQuotaRefills() {
    LagQuota.Compensated c = new LagQuota(2_610, 870).compensate(500);
    assertEquals(500, c.compensationMillis());
    assertEquals(new LagQuota(2_980, 870), c.next()); // 2610 - 500 + 870
  }

  @Test
  void theCreditIsBoundedByTheQuota() {
    LagQuota.Compensated c = new LagQuota(2_610, 870).compensate(5_000);
    assertEquals(2_610, c.compensationMillis());
    assertEquals(new LagQuota(870, 870), c.next());
    assertEquals(870, c.next().compensate(5_000).compensationMillis());
  }

  @Test
  void theQuotaRefillsUpToSevenGains() {
    LagQuota q = new LagQuota(5_500, 870).compensate(0).next();
    assertEquals(6_090, q.quotaMillis()); // 5500 + 870 = 6370, capped at 7 x 870
    assertEquals(6_090, q.compensate(0).next().quotaMillis());
  }

  @Test
  void aNegativeMeasureIsNoLag() {
    LagQuota.Compensated c = new LagQuota(2_610, 870).compensate(-300);
    assertEquals(0, c.compensationMillis());
    assertEquals(3_480, c.next().quotaMillis());
  }

  @Test
  void aQuotaOutsideZeroToSevenGainsIsRejected() {
    assertThrows(IllegalArgumentException.class, () -> new LagQuota(7 * 870 + 1, 870));
    assertThrows(IllegalArgumentException.class, () -> new LagQuota(-1, 870));
  }

  @Test
  void theClockChargesTheTimeUsedLessTheLagCredit() {
    Clock c = Clock.of(TimeControl.parse("3+0")).start(WHITE, at(0)).press(at(10_000), 300);
    assertEquals(170_300, c.whiteMillis()); // 180 s - (10 s - 0.3 s)
    assertEquals(new LagQuota(3_180, 870), c.whiteLag()); // 2610 - 300 + 870
    assertEquals(new LagQuota(2_610, 870), c.blackLag());
  }

  @Test
  void theClockCreditsNoMoreThanTheQuota() {
    Clock c = Clock.of(TimeControl.parse("3+0")).start(WHITE, at(0)).press(at(10_000), 5_000);
    assertEquals(172_610, c.whiteMillis()); // 180 s - (10 s - 2.61 s)
    assertEquals(870, c.whiteLag().quotaMillis());
  }

  @Test
  void theCreditNeverExceedsTheTimeTheTurnTook() {
    Clock c = Clock.of(TimeControl.parse("3+0")).start(WHITE, at(0)).press(at(200), 1_000);
    assertEquals(180_000, c.whiteMillis());
    assertEquals(3_280, c.whiteLag().quotaMillis()); // only 200 ms credited: 2610 - 200 + 870
  }

  @Test
  void lagCanSaveAMoveThatReachesTheServerAfterTheFlag() {
    Clock c = Clock.of(TimeControl.parse("1+0")).start(WHITE, at(0)); // quota 1170 ms
    assertTrue(c.isFlagged(at(60_500)));
    assertTrue(c.isMoveInTime(at(60_500), 600)); // 59.9 s used
    assertFalse(c.isMoveInTime(at(60_500), 400)); // 60.1 s used
    assertEquals(100, c.press(at(60_500), 600).whiteMillis());
    assertEquals(0, c.press(at(60_500), 400).whiteMillis());
  }
}
