package org.tabuleiro.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** The text notation: minutes for base times, seconds for bonuses; every form read, printed and read back. */
class TimeControlTest {

  private static TimeControl.Timed single(long baseMillis, long bonusMillis, Bonus bonus) {
    return new TimeControl.Timed(List.of(new Period(0, baseMillis, bonusMillis)), bonus);
  }

  @Test
  void aBareNumberIsSuddenDeathInMinutesPrintedWithPlusZero() {
    TimeControl tc = TimeControl.parse("10");
    assertEquals(single(600_000, 0, Bonus.INCREMENT), tc);
    assertEquals("10+0", tc.toString());
  }

  @Test
  void plusGivesAFischerIncrementInSeconds() {
    assertEquals(single(900_000, 5_000, Bonus.INCREMENT), TimeControl.parse("15+5"));
    assertEquals(single(180_000, 2_000, Bonus.INCREMENT), TimeControl.parse("3+2"));
    assertEquals(TimeControl.Timed.of(3, 2, Bonus.INCREMENT), TimeControl.parse("3+2"));
  }

  @Test
  void decimalMinutesGiveSecondsAndPrintAsDecimals() {
    assertEquals(single(30_000, 0, Bonus.INCREMENT), TimeControl.parse("0.5+0"));
    assertEquals(single(15_000, 0, Bonus.INCREMENT), TimeControl.parse("0.25+0"));
    assertEquals(single(90_000, 1_000, Bonus.INCREMENT), TimeControl.parse("1.5+1"));
    assertEquals("0.5+0", TimeControl.parse("0.50+0").toString());
    assertEquals("0.75+0", single(45_000, 0, Bonus.INCREMENT).toString());
  }

  @Test
  void aBaseThatIsNotAMultipleOfFifteenSecondsIsWrittenInSeconds() {
    assertEquals(single(20_000, 1_000, Bonus.INCREMENT), TimeControl.parse("20s+1"));
    assertEquals("20s+1", single(20_000, 1_000, Bonus.INCREMENT).toString());
    assertEquals("1.5+0", TimeControl.parse("90s+0").toString());
    assertEquals("61s+0", single(61_000, 0, Bonus.INCREMENT).toString());
  }

  @Test
  void dGivesASimpleDelayAndBABronsteinDelay() {
    assertEquals(single(900_000, 5_000, Bonus.SIMPLE_DELAY), TimeControl.parse("15d5"));
    assertEquals(single(900_000, 5_000, Bonus.BRONSTEIN_DELAY), TimeControl.parse("15b5"));
    assertEquals("15d5", TimeControl.parse("15d5").toString());
    assertEquals("15b5", TimeControl.parse("15b5").toString());
  }

  @Test
  void aZeroDelayIsSuddenDeath() {
    assertEquals(TimeControl.parse("15+0"), TimeControl.parse("15d0"));
    assertEquals(Bonus.INCREMENT, single(900_000, 0, Bonus.BRONSTEIN_DELAY).bonus());
  }

  @Test
  void periodsAreSeparatedByCommasWithTheirMoveCounts() {
    TimeControl tc = TimeControl.parse("40/90+30,30+30");
    assertEquals(new TimeControl.Timed(
        List.of(new Period(40, 5_400_000, 30_000), new Period(0, 1_800_000, 30_000)), Bonus.INCREMENT), tc);
    assertEquals("40/90+30,30+30", tc.toString());
  }

  @Test
  void periodsWithoutBonusPrintWithoutPlusZero() {
    TimeControl tc = TimeControl.parse("40/120,20/60,15");
    assertEquals(new TimeControl.Timed(List.of(new Period(40, 7_200_000, 0), new Period(20, 3_600_000, 0),
        new Period(0, 900_000, 0)), Bonus.INCREMENT), tc);
    assertEquals("40/120,20/60,15", tc.toString());
  }

  @Test
  void aBonusMayStartInALaterPeriod() {
    TimeControl tc = TimeControl.parse("40/90,30+30");
    assertEquals(new TimeControl.Timed(
        List.of(new Period(40, 5_400_000, 0), new Period(0, 1_800_000, 30_000)), Bonus.INCREMENT), tc);
    assertEquals("40/90,30+30", tc.toString());
    assertEquals("40/90d5,30", TimeControl.parse("40/90d5,30").toString());
  }

  @Test
  void daysAfterANumberAloneAreCorrespondence() {
    assertEquals(new TimeControl.Correspondence(3), TimeControl.parse("3d"));
    assertEquals("3d", new TimeControl.Correspondence(3).toString());
  }

  @ParameterizedTest
  @ValueSource(strings = {"unlimited", "UNLIMITED", "-", "inf", " Inf ", "∞"})
  void theWordsForNoClockAreUnlimited(String text) {
    TimeControl tc = TimeControl.parse(text);
    assertInstanceOf(TimeControl.Unlimited.class, tc);
    assertEquals("unlimited", tc.toString());
  }

  @ParameterizedTest
  @ValueSource(strings = {"15 + 5", " 15+5 ", "15+5s", "15 + 5 S", "\t15+5"})
  void spacesCaseAndATrailingSecondsMarkAreAccepted(String text) {
    assertEquals(single(900_000, 5_000, Bonus.INCREMENT), TimeControl.parse(text));
  }

  @Test
  void lenientFormsOfTheOtherSyntaxesReadTheSame() {
    assertEquals(TimeControl.parse("15d5"), TimeControl.parse("15 D 5"));
    assertEquals(TimeControl.parse("15b5"), TimeControl.parse("15B5s"));
    assertEquals(TimeControl.parse("40/90+30,30+30"), TimeControl.parse("40 / 90 + 30 , 30 + 30"));
    assertEquals(new TimeControl.Correspondence(3), TimeControl.parse(" 3 D "));
  }

  @ParameterizedTest
  @ValueSource(strings = {"10+0", "15+5", "0.5+0", "0.25+0", "3+2", "2+1", "15d5", "15b5", "20s+1",
      "40/90+30,30+30", "40/120,20/60,15", "40/90,30+30", "40/100+30,20/50+30,15+30", "40/90d5,30d5",
      "3d", "14d", "unlimited"})
  void everyCanonicalTextReadsBackToItself(String text) {
    TimeControl tc = TimeControl.parse(text);
    assertEquals(text, tc.toString());
    assertEquals(tc, TimeControl.parse(tc.toString()));
  }

  @Test
  void aClockNeedsAPeriodForTheRestOfTheGameAndOnlyOne() {
    assertThrows(IllegalArgumentException.class, () -> new TimeControl.Timed(List.of(), Bonus.INCREMENT));
    assertThrows(IllegalArgumentException.class,
        () -> new TimeControl.Timed(List.of(new Period(40, 60_000, 0)), Bonus.INCREMENT));
    assertThrows(IllegalArgumentException.class, () -> new TimeControl.Timed(
        List.of(new Period(0, 60_000, 0), new Period(0, 60_000, 0)), Bonus.INCREMENT));
  }

  @Test
  void periodTimesArePositiveWholeSeconds() {
    assertThrows(IllegalArgumentException.class, () -> new Period(0, 0, 0));
    assertThrows(IllegalArgumentException.class, () -> new Period(0, 1_500, 0));
    assertThrows(IllegalArgumentException.class, () -> new Period(0, 60_000, -1_000));
    assertThrows(IllegalArgumentException.class, () -> new Period(0, 60_000, 500));
    assertThrows(IllegalArgumentException.class, () -> new Period(-1, 60_000, 0));
    assertThrows(IllegalArgumentException.class, () -> new TimeControl.Correspondence(0));
  }
}
