package org.tabuleiro.play;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** Online pools by lichess's estimate, base + 40 x bonus seconds: bullet < 180 <= blitz < 480 <= rapid < 1500. */
class RatingPoolTest {

  @ParameterizedTest(name = "{0}: estimated {1} s")
  @CsvSource(delimiter = '|', value = {
      "0.25+0         | 15   | BULLET",    // lichess's UltraBullet, folded into bullet
      "1+0            | 60   | BULLET",
      "2+1            | 160  | BULLET",
      "3+0            | 180  | BLITZ",
      "1+3            | 180  | BLITZ",
      "2+2            | 200  | BLITZ",
      "3+2            | 260  | BLITZ",
      "5+3            | 420  | BLITZ",
      "7+2            | 500  | RAPID",
      "8+0            | 480  | RAPID",
      "10+0           | 600  | RAPID",
      "15+10          | 1300 | RAPID",
      "24+0           | 1440 | RAPID",
      "25+0           | 1500 | CLASSICAL",
      "15+15          | 1500 | CLASSICAL",
      "3d2            | 260  | BLITZ",     // a delay counts like an increment
      "40/90+30,30+30 | 6600 | CLASSICAL", // the first period only
  })
  void aClockGoesToThePoolOfItsEstimatedDuration(String text, long seconds, RatingPool expected) {
    TimeControl tc = TimeControl.parse(text);
    assertEquals(seconds, tc.estimatedSeconds());
    assertEquals(Optional.of(expected), tc.ratingPool());
  }

  @Test
  void theThresholdsAreLichesss() {
    assertEquals(RatingPool.BULLET, RatingPool.forEstimatedSeconds(179));
    assertEquals(RatingPool.BLITZ, RatingPool.forEstimatedSeconds(180));
    assertEquals(RatingPool.BLITZ, RatingPool.forEstimatedSeconds(479));
    assertEquals(RatingPool.RAPID, RatingPool.forEstimatedSeconds(480));
    assertEquals(RatingPool.RAPID, RatingPool.forEstimatedSeconds(1499));
    assertEquals(RatingPool.CLASSICAL, RatingPool.forEstimatedSeconds(1500));
  }

  @Test
  void daysPerMoveIsCorrespondenceAndNoClockHasNoPool() {
    assertEquals(Optional.of(RatingPool.CORRESPONDENCE), TimeControl.parse("3d").ratingPool());
    assertEquals(3 * 86_400, TimeControl.parse("3d").estimatedSeconds());
    assertEquals(Optional.empty(), TimeControl.parse("unlimited").ratingPool());
    assertEquals(Long.MAX_VALUE, TimeControl.parse("unlimited").estimatedSeconds());
  }
}
