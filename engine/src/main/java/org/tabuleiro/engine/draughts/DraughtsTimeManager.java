package org.tabuleiro.engine.draughts;

/**
 * How long to think. With a fixed time per move, that time (less a safety margin for the GUI round trip).
 * With a clock: a share of the time left (the moves to the control, or 30 in sudden death) plus most of
 * the increment, never more than a third of the clock. The search does not start a new iteration after
 * the soft limit (it would rarely finish) and stops at the hard limit.
 *
 * @param softMillis do not start another iteration after this (0: no limit)
 * @param hardMillis stop searching at this (0: no limit)
 */
record DraughtsTimeManager(long softMillis, long hardMillis) {
  private static final long MARGIN_MILLIS = 10;

  static DraughtsTimeManager of(DraughtsLimit limit) {
    long hard = 0, soft = 0;
    if (limit.moveTimeMillis() > 0) {
      hard = Math.max(1, limit.moveTimeMillis() - MARGIN_MILLIS);
      soft = Math.max(1, hard * 6 / 10); // an iteration started later would rarely finish
    }
    if (limit.timeLeftMillis() > 0) {
      int movesLeft = limit.movesToGo() > 0 ? Math.min(limit.movesToGo(), 40) : 30;
      long left = Math.max(1, limit.timeLeftMillis() - MARGIN_MILLIS);
      long share = left / movesLeft + limit.incrementMillis() * 3 / 4;
      long clockHard = Math.max(1, Math.min(left / 3, 2 * share));
      long clockSoft = Math.max(1, Math.min(clockHard, share / 2));
      hard = hard == 0 ? clockHard : Math.min(hard, clockHard);
      soft = soft == 0 ? clockSoft : Math.min(soft, clockSoft);
    }
    return new DraughtsTimeManager(soft, hard);
  }
}
