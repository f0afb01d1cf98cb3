package org.tabuleiro.play;

import java.util.Objects;

/**
 * Everything fixed when a game is created: what is played, from where, with which clock, and in which room.
 * Rated games need a clock and allow neither takebacks nor adjournment; casual games allow both.
 *
 * @param variant    chess or a draughts variant
 * @param initialFen the start position (FEN, or PDN FEN for draughts), or null for the standard one
 * @param control    the time control
 * @param rated      rated room (clocks mandatory, time loses, no takebacks) or casual
 * @param clockStart when the clocks start
 */
public record GameSetup(GameVariant variant, String initialFen, TimeControl control, boolean rated,
    ClockStart clockStart) {
  public GameSetup {
    Objects.requireNonNull(variant);
    Objects.requireNonNull(control);
    Objects.requireNonNull(clockStart);
    if (rated && control instanceof TimeControl.Unlimited) {
      throw new IllegalArgumentException("a rated game needs a clock");
    }
  }

  /** A game from the standard position, clocks starting at White's first move (online play). */
  public static GameSetup online(GameVariant variant, TimeControl control, boolean rated) {
    return new GameSetup(variant, null, control, rated, ClockStart.FIRST_MOVE);
  }

  public boolean allowsTakebacks() {
    return !rated;
  }

  public boolean allowsAdjournment() {
    return !rated;
  }
}
