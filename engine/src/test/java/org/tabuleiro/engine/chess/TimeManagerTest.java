package org.tabuleiro.engine.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class TimeManagerTest {
  private static SearchLimits clock(long white, long black, long whiteInc, long blackInc, int movesToGo, long delay) {
    return new SearchLimits(0, 0, 0, white, black, whiteInc, blackInc, movesToGo, delay, false, false);
  }

  @Test
  void aFixedMoveTimeKeepsTheOverheadInReserve() {
    TimeManager t = TimeManager.of(SearchLimits.moveTime(1_000), 0, 30);
    assertEquals(970, t.optimumMillis());
    assertEquals(970, t.maximumMillis());
  }

  @Test
  void suddenDeathSpreadsTheClockAndNeverRisksMoreThanAThird() {
    TimeManager t = TimeManager.of(clock(10_000, 60_000, 100, 0, 0, 0), 0, 30);
    assertTrue(t.optimumMillis() > 300 && t.optimumMillis() < 500, "optimum " + t.optimumMillis());
    assertTrue(t.maximumMillis() <= (10_000 - 30) / 3, "maximum " + t.maximumMillis());
    TimeManager black = TimeManager.of(clock(10_000, 60_000, 100, 0, 0, 0), 1, 30);
    assertTrue(black.optimumMillis() > 5 * t.optimumMillis() / 2, "black has six times the time");
  }

  @Test
  void aDelayIsSpentOnThisMoveButNotBanked() {
    TimeManager plain = TimeManager.of(clock(60_000, 60_000, 0, 0, 0, 0), 0, 30);
    TimeManager delayed = TimeManager.of(clock(60_000, 60_000, 0, 0, 0, 2_000), 0, 30);
    assertEquals(plain.optimumMillis() + 2_000, delayed.optimumMillis());
    // With almost nothing on the clock, the delay is all there is, less the overhead.
    TimeManager flagging = TimeManager.of(clock(10, 10, 0, 0, 0, 2_000), 0, 30);
    assertTrue(flagging.maximumMillis() <= 1_980, "maximum " + flagging.maximumMillis());
    assertTrue(flagging.optimumMillis() >= 1, "optimum " + flagging.optimumMillis());
  }

  @Test
  void theLastMoveBeforeTheControlMayUseMostOfTheClock() {
    TimeManager t = TimeManager.of(clock(5_000, 5_000, 0, 0, 1, 0), 0, 30);
    assertTrue(t.maximumMillis() > 4_000 && t.maximumMillis() < 5_000 - 30, "maximum " + t.maximumMillis());
  }

  @Test
  void aTimedSearchReturnsWithinItsMoveTime() {
    Search search = new Search(4);
    long start = System.nanoTime();
    SearchResult r = search.search(org.tabuleiro.rules.chess.Position.initial(), java.util.List.of(),
        SearchLimits.moveTime(300), info -> {});
    long millis = (System.nanoTime() - start) / 1_000_000;
    assertTrue(r.bestMove().isPresent());
    assertTrue(millis < 1_000, "took " + millis + " ms for a 300 ms move");
  }
}
