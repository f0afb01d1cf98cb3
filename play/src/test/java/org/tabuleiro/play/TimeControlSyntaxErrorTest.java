package org.tabuleiro.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The text notation is strict beyond spaces and case: each error names the text and the column at fault. */
class TimeControlSyntaxErrorTest {

  private static TimeControlException error(String text) {
    return assertThrows(TimeControlException.class, () -> TimeControl.parse(text));
  }

  @Test
  void theMessageQuotesTheTextAndNamesTheColumnAndTheCharacter() {
    TimeControlException e = error("15+x");
    assertEquals("time control \"15+x\": column 4: expected seconds, found 'x'", e.getMessage());
    assertEquals("15+x", e.text());
    assertEquals(4, e.column());
    assertEquals("expected seconds, found 'x'", e.problem());
    assertInstanceOf(IllegalArgumentException.class, e);
  }

  @Test
  void anEmptyTextExpectsMinutesAtColumnOne() {
    assertEquals("time control \"\": column 1: expected minutes, found end of text", error("").getMessage());
  }

  @ParameterizedTest(name = "{0}")
  @CsvSource(delimiter = '|', quoteCharacter = '"', value = {
      "15+          | 4  | expected seconds, found end of text",
      "15x5         | 3  | expected '+', 'd', 'b', ',' or end of text, found 'x'",
      "1 5          | 3  | expected '+', 'd', 'b', ',' or end of text, found '5'",
      "15+5d        | 5  | expected ',' or end of text, found 'd'",
      "15.          | 4  | expected digits after '.', found end of text",
      "+5           | 1  | expected minutes, found '+'",
      "40/90/30     | 6  | expected '+', 'd', 'b', ',' or end of text, found '/'",
      "15+2.5       | 4  | seconds must be a whole number",
      "40/15+5,3b2  | 10 | all periods share one bonus kind: 'b' after '+'",
      "15,30        | 1  | a period followed by another needs a move count, as in 40/90",
      "40/90+30,30/30+30 | 10 | the last period is for the rest of the game: no move count",
      "40/90        | 1  | the last period is for the rest of the game: no move count",
      "0/90,30      | 1  | moves must be a whole number above 0",
      "1.5/90,30    | 1  | moves must be a whole number above 0",
      "0+1          | 1  | the base time must be above 0 (a decimal point is '.', as in 0.5)",
      "0,5+0        | 1  | the base time must be above 0 (a decimal point is '.', as in 0.5)",
      "0.01+0       | 1  | minutes must make whole seconds (0.25 = 15 s; or give seconds, as in 20s)",
      "2.5s+0       | 1  | seconds must be a whole number",
      "0.5d         | 1  | days per move must be a whole number above 0",
      "0d           | 1  | days per move must be a whole number above 0",
      "1234567890   | 1  | minutes: at most 9 digits",
      "40/90d       | 7  | expected seconds, found end of text",
      "40/90+30,    | 10 | expected minutes, found end of text",
      "unlimitedx   | 1  | expected minutes, found 'u'",
  })
  void eachMistakeIsReportedWhereItIs(String text, int column, String problem) {
    TimeControlException e = error(text);
    assertEquals(column, e.column(), e.getMessage());
    assertEquals(problem, e.problem());
  }

  @Test
  void columnsCountTheSpacesAsWritten() {
    assertEquals(7, error("15 +  x").column());
  }
}
