package org.tabuleiro.tournament.tiebreak;

/** The conversion tables of the FIDE Rating Regulations (B.02 8.1 a and b), used by TPR and PTP. */
final class FideRatingTables {
  private FideRatingTables() {}

  /** B.02 8.1(a): dp for a score fraction p = 0.50 .. 1.00 (index 0 .. 50); below 0.50 it is -dp(1 - p). */
  private static final int[] DP = {
    0, 7, 14, 21, 29, 36, 43, 50, 57, 65, 72, 80, 87, 95, 102, 110, 117, 125, 133, 141, 149, 158, 166, 175, 184,
    193, 202, 211, 220, 230, 240, 251, 262, 273, 284, 296, 309, 322, 336, 351, 366, 383, 401, 422, 444, 470, 501,
    538, 589, 677, 800
  };

  /** B.02 8.1(b): the upper end of each rating-difference band for PD = 0.50, 0.51, ... 0.99; above 735 it is 1.00. */
  private static final int[] BAND_END = {
    3, 10, 17, 25, 32, 39, 46, 53, 61, 68, 76, 83, 91, 98, 106, 113, 121, 129, 137, 145, 153, 162, 170, 179, 188,
    197, 206, 215, 225, 235, 245, 256, 267, 278, 290, 302, 315, 328, 344, 357, 374, 391, 411, 432, 456, 484, 517,
    559, 619, 735
  };

  /** dp for a percentage score 0..100. */
  static int dp(int percent) {
    if (percent < 0 || percent > 100) throw new IllegalArgumentException("percent " + percent);
    return percent >= 50 ? DP[percent - 50] : -DP[50 - percent];
  }

  /** Expected score in hundredths of a player rated {@code own} against {@code opponent} (differences capped at 800). */
  static int expectedHundredths(int own, int opponent) {
    int diff = Math.abs(own - opponent);
    int pd = 100;
    for (int k = 0; k < BAND_END.length; k++) {
      if (diff <= BAND_END[k]) {
        pd = 50 + k;
        break;
      }
    }
    return own >= opponent ? pd : 100 - pd;
  }
}
