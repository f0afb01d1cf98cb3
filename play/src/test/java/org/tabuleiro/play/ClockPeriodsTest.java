package org.tabuleiro.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.tabuleiro.rules.common.Color.BLACK;
import static org.tabuleiro.rules.common.Color.WHITE;

import java.time.Instant;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** FIDE 6.3 and C.07 time controls with periods: the next base is added when a side completes a period's last move. */
class ClockPeriodsTest {

  private static Instant at(long millis) {
    return Instant.ofEpochMilli(millis);
  }

  /** Each side presses {@code moveMillis} after its turn began, {@code plies} times in all, from 0 with White. */
  private static Clock play(String control, int plies, long moveMillis) {
    Clock c = Clock.of(TimeControl.parse(control)).start(WHITE, at(0));
    for (int i = 1; i <= plies; i++) {
      c = c.press(at(i * moveMillis), 0);
    }
    return c;
  }

  @Test
  void theFortiethMoveAddsThirtyMinutesToTheMoverOnly() {
    Clock c = play("40/90+30,30+30", 79, 10_000); // White's 40th move is the 79th ply
    assertEquals(40, c.whiteMoves());
    assertEquals(39, c.blackMoves());
    assertEquals(8_000_000, c.whiteMillis()); // 90 min + 40 x (30 s - 10 s) + 30 min
    assertEquals(6_180_000, c.blackMillis()); // 90 min + 39 x 20 s
    c = c.press(at(80 * 10_000), 0);
    assertEquals(8_000_000, c.blackMillis());
  }

  @Test
  void theThirtyNinthMoveAddsNothing() {
    Clock c = play("40/90+30,30+30", 77, 10_000);
    assertEquals(39, c.whiteMoves());
    assertEquals(6_180_000, c.whiteMillis());
  }

  @Test
  void aBonusThatStartsWithTheSecondPeriodIsGivenFromMoveFortyOne() {
    Clock c = play("40/90,30+30", 79, 10_000);
    assertEquals(6_800_000, c.whiteMillis()); // 90 min - 40 x 10 s + 30 min
    c = play("40/90,30+30", 81, 10_000);
    assertEquals(6_820_000, c.whiteMillis()); // then - 10 s + 30 s
  }

  @Test
  void eachPeriodBoundaryAddsItsBase() {
    int[] whitePlies = {1, 3, 5, 7, 9};
    long[] expected = {59_000, 118_000, 177_000, 176_000, 175_000}; // 2/1 then 1/1 then 1, 1 s a move
    for (int i = 0; i < whitePlies.length; i++) {
      assertEquals(expected[i], play("2/1,1/1,1", whitePlies[i], 1_000).whiteMillis(), "white move " + (i + 1));
    }
  }

  @Test
  void aSimpleDelaySwitchesWithThePeriod() {
    Clock c = play("2/1d2,1d5", 4, 1_000); // both sides have made 2 moves; White's 3rd move is in period two
    assertEquals(WHITE, c.running());
    assertEquals(60_000 + 60_000, c.whiteMillis()); // each 1 s move was inside the 2 s delay
    assertEquals(at(4_000 + 120_000 + 5_000), c.flagInstant());
  }

  @Test
  void aLateMoveThatEndsAPeriodStillGetsTheNextBaseButNoBonus() {
    Clock c = Clock.of(TimeControl.parse("2/1+5,1+5")).start(WHITE, at(0))
        .press(at(30_000), 0)  // White 1: 60 - 30 + 5 = 35 s
        .press(at(31_000), 0)  // Black 1
        .press(at(71_000), 0); // White 2 after 40 s: late
    assertEquals(60_000, c.whiteMillis());
    assertEquals(BLACK, c.running());
  }

  @Test
  void theControlKnowsWhichPeriodEachMoveIsIn() {
    TimeControl.Timed tc = (TimeControl.Timed) TimeControl.parse("40/90+30,30+30");
    assertEquals(5_400_000, tc.periodOfMove(40).baseMillis());
    assertEquals(1_800_000, tc.periodOfMove(41).baseMillis());
    assertEquals(Optional.of(tc.periods().get(1)), tc.periodAfterMove(40));
    assertEquals(Optional.empty(), tc.periodAfterMove(39));
    assertEquals(Optional.empty(), tc.periodAfterMove(80));
  }
}
