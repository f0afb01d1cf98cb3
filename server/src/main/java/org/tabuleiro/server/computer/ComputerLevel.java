package org.tabuleiro.server.computer;

import org.tabuleiro.play.Game;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.rules.common.Color;

/**
 * How a computer opponent of a level behaves at the club, beside what the engine's own level does (search limits
 * and randomness): the least time it takes for a move, so a child never sees an answer before the piece has landed,
 * and the most it thinks when the clock allows.
 *
 * @param number         1 (a first-week beginner) to 8 (full strength)
 * @param minThinkMillis the least time from the opponent's move to the computer's
 * @param maxThinkMillis the most the engine may think on one move
 */
public record ComputerLevel(int number, long minThinkMillis, long maxThinkMillis) {
  public static final int MIN = 1, MAX = 8;

  private static final long[] MIN_THINK = {0, 1200, 1000, 900, 800, 600, 400, 300, 200};
  private static final long[] MAX_THINK = {0, 300, 300, 400, 500, 800, 1200, 2000, 3000};

  public static ComputerLevel of(int number) {
    return of(number, 1);
  }

  /**
   * @param pace scales every think time: 1 at the club; 0.05 ({@code computer_pace}, config/Tuning) lets tests and
   *     demonstrations play whole games against the computer in seconds
   */
  public static ComputerLevel of(int number, double pace) {
    if (number < MIN || number > MAX) throw new IllegalArgumentException("level " + number + " is not 1 to 8");
    return new ComputerLevel(number, Math.round(MIN_THINK[number] * pace), Math.max(10, Math.round(MAX_THINK[number] * pace)));
  }

  /**
   * The engine's budget for this move: the level's most, but never more than a fortieth of the time left plus most
   * of the increment, so the computer does not lose on time.
   */
  public long budgetMillis(Game game, Color side, java.time.Instant now) {
    if (!(game.setup().control() instanceof TimeControl.Timed) || !game.isClockStarted()) return maxThinkMillis;
    long left = game.clock().remainingMillis(side, now);
    long share = left / 40 + incrementMillis(game.setup().control()) * 3 / 4;
    return Math.max(20, Math.min(maxThinkMillis, share));
  }

  private static long incrementMillis(TimeControl control) {
    return control instanceof TimeControl.Timed t ? t.periods().get(0).bonusMillis() : 0;
  }
}
