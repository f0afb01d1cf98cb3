package org.tabuleiro.play;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * FIDE Laws Appendices A.1 and B.1: blitz is 10 minutes or less for 60 moves, rapid more than 10 and less than
 * 60, standard 60 or more; the time for 60 moves is the base plus 60 x the increment.
 */
class FideCategoryTest {

  @ParameterizedTest(name = "{0}: {1} ms for 60 moves")
  @CsvSource({
      "10+0,           600000,  BLITZ",    // 10 min exactly: B.1 "10 minutes or less"
      "5+5,            600000,  BLITZ",    // 5 min + 60 x 5 s
      "3+2,            300000,  BLITZ",
      "10+1,           660000,  RAPID",    // 10 min + 60 x 1 s = 11 min: A.1 "more than 10 minutes"
      "15+10,          1500000, RAPID",
      "59+0,           3540000, RAPID",
      "45+14,          3540000, RAPID",    // 45 min + 14 min
      "60+0,           3600000, STANDARD", // A.1 "less than 60 minutes" is rapid, so 60 is standard
      "59+1,           3600000, STANDARD",
      "30+30,          3600000, STANDARD",
      "90+30,          7200000, STANDARD",
  })
  void oneClockIsClassifiedByItsBasePlusSixtyIncrements(String text, long sixtyMoves, FideCategory expected) {
    TimeControl.Timed tc = (TimeControl.Timed) TimeControl.parse(text);
    assertEquals(sixtyMoves, tc.sixtyMoveMillis());
    assertEquals(Optional.of(expected), tc.fideCategory());
  }

  @ParameterizedTest(name = "{0}: {1} ms for 60 moves")
  @CsvSource(delimiter = '|', value = {
      "40/90+30,30+30 | 9000000 | STANDARD", // 90 + 30 (starts at move 41) + 60 x 30 s
      "40/90,30+30    | 7800000 | STANDARD", // 90 + 30 + 20 x 30 s (moves 41-60 only)
      "40/5,5         | 600000  | BLITZ",    // the second 5 min start at move 41
      "59/5,6         | 660000  | RAPID",    // the second period starts at move 60: counted
      "60/5,6         | 300000  | BLITZ",    // it starts at move 61: not counted
  })
  void laterPeriodsCountWhenTheyStartWithinSixtyMoves(String text, long sixtyMoves, FideCategory expected) {
    TimeControl.Timed tc = (TimeControl.Timed) TimeControl.parse(text);
    assertEquals(sixtyMoves, tc.sixtyMoveMillis());
    assertEquals(Optional.of(expected), tc.fideCategory());
  }

  @Test
  void aDelayCountsLikeAnIncrement() {
    assertEquals(Optional.of(FideCategory.RAPID), TimeControl.parse("10d1").fideCategory());
    assertEquals(Optional.of(FideCategory.RAPID), TimeControl.parse("10b1").fideCategory());
    assertEquals(Optional.of(FideCategory.BLITZ), TimeControl.parse("5d5").fideCategory());
  }

  @Test
  void theThresholdsAreExactToTheMillisecond() {
    assertEquals(FideCategory.BLITZ, FideCategory.forSixtyMoves(600_000));
    assertEquals(FideCategory.RAPID, FideCategory.forSixtyMoves(600_001));
    assertEquals(FideCategory.RAPID, FideCategory.forSixtyMoves(3_599_999));
    assertEquals(FideCategory.STANDARD, FideCategory.forSixtyMoves(3_600_000));
  }

  @Test
  void correspondenceAndUnlimitedHaveNoFideCategory() {
    assertEquals(Optional.empty(), TimeControl.parse("3d").fideCategory());
    assertEquals(Optional.empty(), TimeControl.parse("unlimited").fideCategory());
  }
}
