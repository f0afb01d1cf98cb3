package org.tabuleiro.play;

import java.util.ArrayList;
import java.util.List;

/**
 * FIDE TRF-2026 record 222, "Encoded Time Control": {@code d[:d]}, each period descriptor {@code d} one of
 * {@code S} (all moves in S seconds), {@code S+I} (with I seconds per move), {@code M/S}, {@code M/S+I} (M moves
 * in S seconds). Examples from the format: 90'+30" is {@code 5400+30}; 100' for 40 moves then 15', +30" from
 * move 1, is {@code 40/6000+30:900+30}. The format also has per-colour times {@code Wd-Bd} (Armageddon), which a
 * {@link TimeControl} cannot hold, and no notation for delays.
 */
final class TimeControlTrf {
  private static final String NOTATION = "TRF time control";

  private TimeControlTrf() {}

  static TimeControl parse(String text) {
    TimeControlScanner in = new TimeControlScanner(NOTATION, text);
    if (!in.atEnd() && (in.peek() == 'w' || in.peek() == 'b')) {
      throw in.fail(in.column(), "per-colour times (Armageddon, as in W300-B240) are not supported");
    }
    List<Period> periods = new ArrayList<>();
    while (true) {
      int periodColumn = in.column();
      long moves = 0;
      int secondsColumn = in.column();
      long seconds = in.integer("seconds");
      if (in.accept('/')) {
        moves = seconds;
        if (moves == 0) {
          throw in.fail(periodColumn, "moves must be above 0");
        }
        secondsColumn = in.column();
        seconds = in.integer("seconds");
      }
      if (seconds == 0) {
        throw in.fail(secondsColumn, "the allotted time must be above 0 seconds");
      }
      long increment = in.accept('+') ? in.integer("increment seconds") : 0;
      boolean more = in.accept(':');
      if (!more && !in.atEnd()) {
        throw in.expected(increment == 0 ? "'+', ':' or end of text" : "':' or end of text");
      }
      if (more && moves == 0) {
        throw in.fail(periodColumn, "a period followed by another needs a move count, as in 40/5400");
      }
      if (!more && moves != 0) {
        throw in.fail(periodColumn, "the last period is for the rest of the game: no move count");
      }
      periods.add(new Period(Math.toIntExact(moves), seconds * 1000, increment * 1000));
      if (!more) {
        return new TimeControl.Timed(periods, Bonus.INCREMENT);
      }
    }
  }

  /** The record 222 field; requires an increment (or no bonus) control. */
  static String print(TimeControl.Timed control) {
    StringBuilder out = new StringBuilder();
    for (Period p : control.periods()) {
      if (!out.isEmpty()) {
        out.append(':');
      }
      if (p.moves() > 0) {
        out.append(p.moves()).append('/');
      }
      out.append(p.baseMillis() / 1000);
      if (p.bonusMillis() > 0) {
        out.append('+').append(p.bonusMillis() / 1000);
      }
    }
    return out.toString();
  }
}
