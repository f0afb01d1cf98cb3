package org.tabuleiro.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;
import static org.tabuleiro.rules.common.Color.BLACK;
import static org.tabuleiro.rules.common.Color.WHITE;

import java.time.Instant;
import org.junit.jupiter.api.Test;

/** FIDE 6.3.1 (increment), 6.9 (flag), and the clock's own accounting: start, press, stop, give the turn. */
class ClockTest {

  private static Instant at(long millis) {
    return Instant.ofEpochMilli(millis);
  }

  private static Clock clock(String control) {
    return Clock.of(TimeControl.parse(control));
  }

  @Test
  void aNewClockIsStoppedWithTheFirstBaseOnBothSides() {
    Clock c = clock("15+5");
    assertEquals(900_000, c.whiteMillis());
    assertEquals(900_000, c.blackMillis());
    assertFalse(c.isRunning());
    assertNull(c.flagInstant());
    assertFalse(c.isFlagged(at(Long.MAX_VALUE / 2)));
  }

  @Test
  void theRunningSideLosesTimeOnTheDisplayAndTheOtherDoesNot() {
    Clock c = clock("15+5").start(WHITE, at(1_000_000));
    assertEquals(890_000, c.remainingMillis(WHITE, at(1_010_000)));
    assertEquals(900_000, c.remainingMillis(BLACK, at(1_010_000)));
    assertEquals(900_000, c.remainingMillis(WHITE, at(999_000))); // before the turn began: nothing used
  }

  @Test
  void theIncrementIsAddedAfterTheMoveAndTheOpponentRuns() {
    Clock c = clock("15+5").start(WHITE, at(1_000_000)).press(at(1_010_000), 0);
    assertEquals(895_000, c.whiteMillis()); // 900 s - 10 s + 5 s
    assertEquals(1, c.whiteMoves());
    assertEquals(BLACK, c.running());
    assertEquals(1_010_000, c.turnStartMillis());
    c = c.press(at(1_040_000), 0);
    assertEquals(875_000, c.blackMillis()); // 900 s - 30 s + 5 s
    assertEquals(1, c.blackMoves());
    assertEquals(WHITE, c.running());
  }

  @Test
  void aMoveInTheLastMillisecondIsInTime() {
    Clock c = clock("1+2").start(WHITE, at(0));
    assertEquals(at(60_000), c.flagInstant());
    assertFalse(c.isFlagged(at(59_999)));
    assertTrue(c.isMoveInTime(at(59_999), 0));
    Clock moved = c.press(at(59_999), 0);
    assertEquals(2_001, moved.whiteMillis()); // 1 ms left + 2 s
  }

  @Test
  void aMoveAtTheFlagInstantIsLateAndEarnsNoIncrement() {
    Clock c = clock("1+2").start(WHITE, at(0));
    assertTrue(c.isFlagged(at(60_000)));
    assertFalse(c.isMoveInTime(at(60_000), 0));
    assertEquals(0, c.press(at(60_000), 0).whiteMillis());
  }

  @Test
  void aMoveAfterTheFlagFellIsCountedWithTheTimeClampedAtZero() {
    Clock c = clock("1+2").start(WHITE, at(0));
    assertTrue(c.isFlagged(at(70_000)));
    assertEquals(0, c.remainingMillis(WHITE, at(70_000)));
    Clock moved = c.press(at(70_000), 0);
    assertEquals(0, moved.whiteMillis());
    assertEquals(1, moved.whiteMoves());
    assertEquals(BLACK, moved.running());
    assertEquals(60_000, moved.blackMillis());
  }

  @Test
  void aSideAtZeroIsFlaggedAsSoonAsItsTurnBegins() {
    Clock c = clock("1+2").start(WHITE, at(0)).press(at(70_000), 0).press(at(71_000), 0);
    assertEquals(at(71_000), c.flagInstant());
    assertTrue(c.isFlagged(at(71_000)));
  }

  @Test
  void stopChargesTheElapsedTimeWithoutIncrementOrMove() {
    Clock c = clock("15+5").start(WHITE, at(0)).stop(at(7_000));
    assertEquals(893_000, c.whiteMillis());
    assertEquals(0, c.whiteMoves());
    assertFalse(c.isRunning());
    assertNull(c.flagInstant());
    assertSame(c, c.stop(at(9_000)));
  }

  @Test
  void giveTurnChargesTheRunningSideWithoutIncrementAndStartsTheOther() {
    Clock c = clock("15+5").start(WHITE, at(0)).giveTurn(BLACK, at(4_000));
    assertEquals(896_000, c.whiteMillis());
    assertEquals(0, c.whiteMoves());
    assertEquals(BLACK, c.running());
    assertEquals(4_000, c.turnStartMillis());
    assertEquals(at(904_000), c.flagInstant());
  }

  @Test
  void giveTurnAlsoStartsAStoppedClock() {
    Clock c = clock("15+5").giveTurn(BLACK, at(5_000));
    assertEquals(BLACK, c.running());
    assertEquals(5_000, c.turnStartMillis());
    assertEquals(900_000, c.whiteMillis());
    assertEquals(900_000, c.blackMillis());
  }

  @Test
  void aRunningClockCannotBeStartedAndAStoppedOneCannotBePressed() {
    Clock running = clock("15+5").start(WHITE, at(0));
    assertThrows(IllegalStateException.class, () -> running.start(BLACK, at(1)));
    assertThrows(IllegalStateException.class, () -> clock("15+5").press(at(1), 0));
    assertThrows(IllegalStateException.class, () -> clock("15+5").isMoveInTime(at(1), 0));
  }

  @Test
  void timeGivenByTheArbiterIsAdded() {
    Clock c = clock("15+5").giveTime(BLACK, 120_000); // FIDE 7.5.5: two minutes after an illegal move
    assertEquals(1_020_000, c.blackMillis());
    assertThrows(IllegalArgumentException.class, () -> c.giveTime(BLACK, -1));
  }

  @Test
  void aTakebackSetsTheMoveCount() {
    Clock c = clock("15+5").start(WHITE, at(0)).press(at(1_000), 0).withMoves(WHITE, 0);
    assertEquals(0, c.whiteMoves());
    assertEquals(904_000, c.whiteMillis()); // the increment already given stays
  }

  @Test
  void anUnlimitedClockNeverFlags() {
    Clock c = clock("unlimited").start(WHITE, at(0));
    assertNull(c.flagInstant());
    assertFalse(c.isFlagged(at(10L * 365 * 86_400_000)));
    assertTrue(c.isMoveInTime(at(10L * 365 * 86_400_000), 0));
    Clock moved = c.press(at(10L * 365 * 86_400_000), 0);
    assertEquals(Long.MAX_VALUE, moved.whiteMillis());
    assertEquals(Long.MAX_VALUE, moved.remainingMillis(BLACK, at(20L * 365 * 86_400_000)));
    assertEquals(1, moved.whiteMoves());
  }

  @Test
  void correspondenceResetsTheMoverToTheDaysPerMove() {
    Clock c = clock("3d");
    assertEquals(259_200_000, c.whiteMillis());
    c = c.start(WHITE, at(0)).press(at(86_400_000), 0); // a move after one day
    assertEquals(259_200_000, c.whiteMillis());
    assertEquals(at(345_600_000), c.flagInstant()); // black's three days from the end of day one
    assertEquals(172_800_000, c.remainingMillis(BLACK, at(172_800_000)));
  }

  @Test
  void aCorrespondenceMoveAfterTheDeadlineIsLate() {
    Clock c = clock("3d").start(WHITE, at(0));
    assertFalse(c.isFlagged(at(259_199_999)));
    assertTrue(c.isFlagged(at(259_200_000)));
    assertEquals(0, c.press(at(259_200_000), 0).whiteMillis());
  }
}
