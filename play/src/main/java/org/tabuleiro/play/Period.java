package org.tabuleiro.play;

/**
 * One period of a time control: {@code moves} moves in {@code baseMillis}, with {@code bonusMillis} per move
 * (applied as the control's {@link Bonus}). {@code moves == 0} means the rest of the game.
 *
 * <p>Times are whole seconds (both notations, text and TRF-2026, count in seconds): base positive, bonus not
 * negative.
 */
public record Period(int moves, long baseMillis, long bonusMillis) {
  public Period {
    if (moves < 0) {
      throw new IllegalArgumentException("negative move count: " + moves);
    }
    if (baseMillis <= 0 || baseMillis % 1000 != 0) {
      throw new IllegalArgumentException("base time must be a positive whole number of seconds: " + baseMillis);
    }
    if (bonusMillis < 0 || bonusMillis % 1000 != 0) {
      throw new IllegalArgumentException("bonus must be a whole number of seconds, not negative: " + bonusMillis);
    }
  }

  /** True for the last period of a control: it lasts to the end of the game. */
  public boolean isRestOfGame() {
    return moves == 0;
  }
}
