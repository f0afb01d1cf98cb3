package org.tabuleiro.engine.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class DraughtsTimeManagerTest {
  @Test
  void aFixedMoveTimeIsKeptLessTheMarginAndNoIterationStartsLate() {
    DraughtsTimeManager t = DraughtsTimeManager.of(DraughtsLimit.ofMoveTime(1000));
    assertEquals(990, t.hardMillis());
    assertTrue(t.softMillis() < t.hardMillis());
  }

  @Test
  void aClockIsSharedOverTheMovesToComeWithMostOfTheIncrement() {
    // 60 s + 1 s, sudden death: 30 moves assumed, so about 2 s + 0.75 s a move, never a third of the clock.
    DraughtsTimeManager t = DraughtsTimeManager.of(DraughtsLimit.ofClock(60_000, 1_000, 0));
    assertTrue(t.hardMillis() > 2_000 && t.hardMillis() <= 60_000 / 3, "hard " + t.hardMillis());
    assertTrue(t.softMillis() <= t.hardMillis());
    // With 5 moves to the control the share is larger.
    assertTrue(DraughtsTimeManager.of(DraughtsLimit.ofClock(60_000, 0, 5)).hardMillis() > t.hardMillis());
  }

  @Test
  void aLowClockStillLeavesAPositiveBudget() {
    DraughtsTimeManager t = DraughtsTimeManager.of(DraughtsLimit.ofClock(5, 0, 0));
    assertTrue(t.hardMillis() >= 1 && t.softMillis() >= 1);
  }

  @Test
  void depthAndNodeLimitsHaveNoClock() {
    assertEquals(new DraughtsTimeManager(0, 0), DraughtsTimeManager.of(DraughtsLimit.ofDepth(8)));
    assertTrue(DraughtsLimit.ofNodes(10).isDeterministic() && !DraughtsLimit.ofMoveTime(10).isDeterministic());
  }
}
