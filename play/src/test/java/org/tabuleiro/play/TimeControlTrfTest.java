package org.tabuleiro.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;

/** FIDE TRF-2026 record 222, "Encoded Time Control": seconds, periods separated by ':'. */
class TimeControlTrfTest {

  @Test
  void theFormatsFirstExampleIsNinetyMinutesPlusThirtySeconds() {
    TimeControl tc = TimeControl.parseTrf("5400+30");
    assertEquals(new TimeControl.Timed(List.of(new Period(0, 5_400_000, 30_000)), Bonus.INCREMENT), tc);
    assertEquals("90+30", tc.toString());
    assertEquals("5400+30", tc.toTrf());
  }

  @Test
  void theFormatsSecondExampleHasTwoPeriods() {
    TimeControl tc = TimeControl.parseTrf("40/6000+30:900+30");
    assertEquals(new TimeControl.Timed(
        List.of(new Period(40, 6_000_000, 30_000), new Period(0, 900_000, 30_000)), Bonus.INCREMENT), tc);
    assertEquals("40/100+30,15+30", tc.toString());
    assertEquals("40/6000+30:900+30", tc.toTrf());
  }

  @Test
  void aPeriodWithoutIncrementIsWrittenWithoutPlus() {
    assertEquals("600", TimeControl.parse("10+0").toTrf());
    assertEquals(TimeControl.parse("10"), TimeControl.parseTrf("600+0"));
    assertEquals("40/5400:1800+30", TimeControl.parse("40/90,30+30").toTrf());
    assertEquals("40/7200:20/3600:900+30", TimeControl.parse("40/120,20/60,15+30").toTrf());
  }

  @ParameterizedTest
  @ValueSource(strings = {"5400+30", "40/6000+30:900+30", "600", "180+2", "900",
      "40/7200:20/3600:900+30", "40/5400:1800+30", "61+1", "40/6000+30:20/3000+30:900+30"})
  void everyFieldReadsBackToItself(String field) {
    TimeControl tc = TimeControl.parseTrf(field);
    assertEquals(field, tc.toTrf());
    assertEquals(tc, TimeControl.parseTrf(tc.toTrf()));
    assertEquals(tc, TimeControl.parse(tc.toString()));
  }

  @Test
  void spacesAroundTokensAreAllowed() {
    assertEquals(TimeControl.parseTrf("40/6000+30:900+30"), TimeControl.parseTrf(" 40 / 6000 + 30 : 900 + 30 "));
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
      "W300-B240    | 1  | per-colour times (Armageddon, as in W300-B240) are not supported",
      "5400+        | 6  | expected increment seconds, found end of text",
      "40/5400+30:  | 12 | expected seconds, found end of text",
      "5400:900     | 1  | a period followed by another needs a move count, as in 40/5400",
      "40/5400      | 1  | the last period is for the rest of the game: no move count",
      "0+30         | 1  | the allotted time must be above 0 seconds",
      "0/5400:900   | 1  | moves must be above 0",
      "5400+30x     | 8  | expected ':' or end of text, found 'x'",
      "90m+30       | 3  | expected '+', ':' or end of text, found 'm'",
      "5400.5       | 1  | seconds must be a whole number",
  })
  void eachMistakeIsReportedWhereItIs(String text, int column, String problem) {
    TimeControlException e = assertThrows(TimeControlException.class, () -> TimeControl.parseTrf(text));
    assertEquals(column, e.column(), e.getMessage());
    assertEquals(problem, e.problem());
    assertTrue(e.getMessage().startsWith("TRF time control \""), e.getMessage());
  }

  @Test
  void delaysDaysAndNoClockHaveNoTrfField() {
    for (String text : List.of("15d5", "15b5", "3d", "unlimited")) {
      TimeControl tc = TimeControl.parse(text);
      assertFalse(tc.hasTrfEncoding(), text);
      assertThrows(IllegalStateException.class, tc::toTrf, text);
    }
    assertTrue(TimeControl.parse("15d0").hasTrfEncoding()); // no delay at all: sudden death
  }
}
