package org.tabuleiro.play;

/**
 * FIDE's rating categories by the time a player has for a game of 60 moves (FIDE Laws of Chess, Appendices A.1
 * and B.1; standard is everything slower). See {@link TimeControl.Timed#sixtyMoveMillis()} for how that time is
 * counted.
 */
public enum FideCategory {
  STANDARD,
  RAPID,
  BLITZ;

  private static final long TEN_MINUTES = 10 * 60_000L;
  private static final long SIXTY_MINUTES = 60 * 60_000L;

  /** The category of a control that gives {@code millis} for 60 moves. */
  public static FideCategory forSixtyMoves(long millis) {
    if (millis >= SIXTY_MINUTES) {
      return STANDARD; // A.1: rapid is "less than 60 minutes", so 60 minutes is standard
    }
    if (millis > TEN_MINUTES) {
      return RAPID; // A.1: "more than 10 minutes but less than 60 minutes"
    }
    return BLITZ; // B.1: "10 minutes or less"
  }
}
