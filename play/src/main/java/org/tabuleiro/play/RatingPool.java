package org.tabuleiro.play;

/**
 * The online rating pools, by the estimated game duration {@link TimeControl#estimatedSeconds()} = base + 40 x
 * bonus, with lichess's thresholds (scalachess {@code Speed}). Lichess's UltraBullet (under 30 s) is folded into
 * {@link #BULLET}; lichess's cut from classical to correspondence at an estimate of 6 hours is not used: a live
 * clock is {@link #CLASSICAL} however slow, and only days-per-move controls are {@link #CORRESPONDENCE}.
 */
public enum RatingPool {
  BULLET,
  BLITZ,
  RAPID,
  CLASSICAL,
  CORRESPONDENCE;

  /** The pool of a live clock whose estimated duration is {@code seconds}. */
  public static RatingPool forEstimatedSeconds(long seconds) {
    if (seconds < 180) {
      return BULLET; // lichess: UltraBullet 0-29 s, Bullet 30-179 s
    }
    if (seconds < 480) {
      return BLITZ; // lichess: 180-479 s, "3 to 8 minutes"
    }
    if (seconds < 1500) {
      return RAPID; // lichess: 480-1499 s, "8 to 25 minutes"
    }
    return CLASSICAL; // lichess: "25 minutes and more"
  }
}
