package org.tabuleiro.tournament;

/**
 * The result of a scheduled game for one player, with the TRF-16 code. Forfeits are not games played over the
 * board (C.07 16: they are unplayed rounds); the unrated {@code W D L} games were played.
 */
public enum GameResult {
  WIN('1', 2, true),
  DRAW('=', 1, true),
  LOSS('0', 0, true),
  FORFEIT_WIN('+', 2, false),
  FORFEIT_LOSS('-', 0, false),
  UNRATED_WIN('W', 2, true),
  UNRATED_DRAW('D', 1, true),
  UNRATED_LOSS('L', 0, true);

  private final char code;
  private final int halfPoints;
  private final boolean played;

  GameResult(char code, int halfPoints, boolean played) {
    this.code = code;
    this.halfPoints = halfPoints;
    this.played = played;
  }

  /** The TRF-16 result code. */
  public char code() {
    return code;
  }

  /** Points under the standard scoring (1 / ½ / 0, forfeit win 1), in half points. */
  public int halfPoints() {
    return halfPoints;
  }

  /** Was the game played over the board? */
  public boolean isPlayed() {
    return played;
  }

  /** The result for a TRF code, or null if the code is not a game result. */
  public static GameResult of(char code) {
    for (GameResult r : values()) {
      if (r.code == code) return r;
    }
    return null;
  }
}
