package org.tabuleiro.tournament.pairing.dutch;

import java.util.List;

/**
 * A player's colour preference (C.04.3 1.7), from the games played over the board only (C.04.2 3.4).
 *
 * @param preference {@code 'w'}, {@code 'b'}, or {@code '-'} for none (no game played yet)
 * @param imbalance |games with White - games with Black|
 * @param repeated the colour of the two latest games when they were the same, else {@code '-'}
 */
public record DutchColorPreference(char preference, int imbalance, char repeated) {

  public static DutchColorPreference of(List<DutchRound> rounds) {
    int white = 0;
    int black = 0;
    int consecutive = 0;
    char last = '-';
    for (DutchRound r : rounds) {
      if (!r.played()) continue;
      if (r.color() == 'w') white++;
      else black++;
      consecutive = consecutive == 0 || r.color() != last ? 1 : consecutive + 1;
      last = r.color();
    }
    char lower = white > black ? 'b' : 'w';
    int imbalance = Math.abs(white - black);
    char preference;
    if (imbalance > 1) preference = lower;
    else if (consecutive > 1) preference = invert(last);
    else if (imbalance > 0) preference = lower;
    else if (consecutive > 0) preference = invert(last);
    else preference = '-';
    return new DutchColorPreference(preference, imbalance, consecutive > 1 ? last : '-');
  }

  static char invert(char c) {
    return c == 'w' ? 'b' : c == 'b' ? 'w' : '-';
  }

  /** Absolute: colour difference beyond ±1, or the same colour twice running (1.7.1). */
  public boolean isAbsolute() {
    return imbalance > 1 || repeated != '-';
  }

  /** The colour difference alone makes the preference absolute. */
  public boolean isAbsoluteImbalance() {
    return imbalance > 1;
  }

  /** Strong: colour difference ±1 without being absolute (1.7.2). */
  public boolean isStrong() {
    return !isAbsolute() && imbalance != 0;
  }

  /** Two preferences can both be granted. */
  static boolean compatible(char a, char b) {
    return a != b || a == '-';
  }
}
