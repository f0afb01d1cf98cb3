package org.tabuleiro.play;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.common.Color;

/** The usage example of play/README.md, "Time control and clock", line for line. */
class ClockReadmeExampleTest {

  @Test
  void theReadmeExampleDoesWhatItSays() {
    TimeControl tc = TimeControl.parse("40/90+30,30+30");
    assertEquals("40/90+30,30+30", tc.toString());
    assertEquals("40/5400+30:1800+30", tc.toTrf());
    assertEquals(Optional.of(FideCategory.STANDARD), tc.fideCategory());
    assertEquals(Optional.of(RatingPool.CLASSICAL), tc.ratingPool());
    Clock c = Clock.of(TimeControl.parse("3+2")).start(Color.WHITE, Instant.ofEpochMilli(0));
    c = c.press(Instant.ofEpochMilli(10_000), 300);
    assertEquals(172_300, c.whiteMillis()); // 180 s - (10 s - 0.3 s) + 2 s
    assertEquals(Instant.ofEpochMilli(190_000), c.flagInstant()); // black: 10 s + 180 s
  }
}
