package org.tabuleiro.tournament.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TrfErrorTest {
  private static final String HEADER = "012 Errors\nXXR 3\n";
  private static final String GOOD = "001    1      Ana                               1800                             1.0    1     2 w 1";
  private static final String OTHER = "001    2      Bia                               1700                             0.0    2     1 b 0";

  private static TrfException failure(String text) {
    return assertThrows(TrfException.class, () -> TrfReader.read(text));
  }

  @Test
  void anUnknownResultIsReportedAtItsLineAndColumn() {
    TrfException e = failure(HEADER + GOOD.substring(0, GOOD.length() - 1) + "X\n" + OTHER + "\n");
    assertEquals(3, e.line());
    assertEquals(99, e.column());
    assertTrue(e.getMessage().startsWith("line 3, column 99: "), e.getMessage());
  }

  @Test
  void aStartNumberThatIsNotANumberIsReportedAtColumnFive() {
    TrfException e = failure(HEADER + "001   x1" + GOOD.substring(8) + "\n" + OTHER + "\n");
    assertEquals(3, e.line());
    assertEquals(5, e.column());
  }

  @Test
  void aDuplicateStartNumberIsReported() {
    TrfException e = failure(HEADER + GOOD + "\n" + OTHER + "\n" + GOOD + "\n");
    assertEquals(5, e.line());
    assertTrue(e.getMessage().contains("duplicate start number 1"), e.getMessage());
  }

  @Test
  void anOpponentWithoutAPlayerLineIsReportedAtTheRoundColumn() {
    TrfException e = failure(HEADER + GOOD.replace("    2 w 1", "    9 w 1") + "\n" + OTHER + "\n");
    assertEquals(3, e.line());
    assertEquals(92, e.column());
  }

  @Test
  void aShiftedLineIsCaughtByItsSeparatorColumns() {
    TrfException e = failure(HEADER + GOOD.replace("Ana ", "Ana  ").replace("1800  ", "1800 ") + "\n" + OTHER + "\n");
    assertEquals(3, e.line());
    assertEquals(53, e.column(), "the rating, pushed one column right, fills the blank column 53");
  }

  @Test
  void aByeWithAnOpponentIsRejected() {
    TrfException e = failure(HEADER + GOOD.replace("2 w 1", "2 w U") + "\n" + OTHER + "\n");
    assertEquals(99, e.column());
  }

  @Test
  void aBadRoundCountIsReported() {
    TrfException e = failure("012 X\nXXR five\n");
    assertEquals(2, e.line());
    assertEquals(5, e.column());
  }
}
