package org.tabuleiro.tournament.tiebreak;

import java.math.BigDecimal;
import java.math.RoundingMode;

/** Computes one tiebreak's value for every player. */
final class TiebreakValues {
  private final Crosstable t;
  private Buchholz buchholz;
  private Buchholz fore;
  private final Performance performance;

  TiebreakValues(Crosstable t) {
    this.t = t;
    this.performance = new Performance(t);
  }

  private Buchholz buchholz() {
    if (buchholz == null) buchholz = new Buchholz(t, false);
    return buchholz;
  }

  private Buchholz fore() {
    if (fore == null) fore = new Buchholz(t, true);
    return fore;
  }

  BigDecimal[] values(Tiebreak tb, int[] rank) {
    int n = t.n;
    BigDecimal[] v = new BigDecimal[n];
    int low = tb.cutLow();
    int high = tb.cutHigh();
    switch (tb.kind()) {
      case DE -> {
        int[] de = new DirectEncounter(t).points(rank);
        for (int i = 0; i < n; i++) v[i] = Standings.half(de[i]);
      }
      case WIN -> count(v, (i, r) -> t.win[i][r]);
      case WON -> count(v, (i, r) -> t.played[i][r] && t.win[i][r]);
      case BPG -> count(v, (i, r) -> t.played[i][r] && t.black[i][r]);
      case BWG -> count(v, (i, r) -> t.played[i][r] && t.black[i][r] && t.win[i][r]);
      case PS -> {
        for (int i = 0; i < n; i++) {
          int running = 0;
          int sum = 0;
          for (int r = 1; r <= t.rounds; r++) {
            running += t.points[i][r];
            if (r > low) sum += running; // C.07 7.5: PS-C1 leaves out the first round's running score
          }
          v[i] = Standings.half(sum);
        }
      }
      case BH -> {
        for (int i = 0; i < n; i++) v[i] = Standings.half(buchholz().value(i, false, low, high));
      }
      case FB -> {
        for (int i = 0; i < n; i++) v[i] = Standings.half(fore().value(i, false, low, high));
      }
      case SB -> {
        for (int i = 0; i < n; i++) v[i] = Standings.quarter(buchholz().value(i, true, low, high));
      }
      case AOB -> {
        int[] bh = new int[n];
        for (int i = 0; i < n; i++) bh[i] = buchholz().value(i, false, 0, 0);
        for (int i = 0; i < n; i++) {
          long sum = 0;
          int count = 0;
          for (int r = 1; r <= t.rounds; r++) {
            int o = t.opponent[i][r];
            if (o >= 0 && t.played[i][r]) {
              sum += bh[o];
              count++;
            }
          }
          // C.07 8.2: the mean of the opponents' BH (half points), rounded half up to two decimals
          v[i] = count == 0 ? null : BigDecimal.valueOf(sum).divide(BigDecimal.valueOf(2L * count), 2, RoundingMode.HALF_UP);
        }
      }
      case KS -> koya(v);
      case ARO -> {
        for (int i = 0; i < n; i++) v[i] = integer(performance.aro(i, low, high));
      }
      case TPR -> {
        for (int i = 0; i < n; i++) v[i] = integer(performance.tpr(i, low, high));
      }
      case PTP -> {
        for (int i = 0; i < n; i++) v[i] = integer(performance.ptp(i, low, high));
      }
      case APRO, APPO -> {
        Integer[] each = new Integer[n];
        for (int i = 0; i < n; i++) each[i] = tb.kind() == TiebreakKind.APRO ? performance.tpr(i, 0, 0) : performance.ptp(i, 0, 0);
        for (int i = 0; i < n; i++) v[i] = integer(performance.averageOverOpponents(i, each));
      }
    }
    return v;
  }

  /**
   * The order DE puts the players in, given their ranks before it: the position inside the tied group (1 = best,
   * 0 when not tied or not separated; lower first). The shown DE points ({@link #values}) do not order a Swiss group
   * whose members did not all meet (C.07 6.2), nor a part of a group resolved again.
   */
  BigDecimal[] directEncounterOrder(int[] rank) {
    int[] de = new DirectEncounter(t).values(rank);
    BigDecimal[] v = new BigDecimal[t.n];
    for (int i = 0; i < t.n; i++) v[i] = BigDecimal.valueOf(de[i]);
    return v;
  }

  /** C.07 9.2 Koya: own points against opponents who scored at least half the maximum possible. */
  private void koya(BigDecimal[] v) {
    int maxGames = t.rounds;
    if (t.roundRobin) {
      // an odd number of players: every player sits out once per cycle
      if (t.n > 0 && t.rounds % t.n == 0) maxGames -= t.rounds / t.n;
      for (int i = 0; i < t.n; i++) {
        if (t.lastPaired[i] == 0) maxGames--; // never paired: a withdrawal before round 1
      }
    }
    for (int i = 0; i < t.n; i++) {
      int sum = 0;
      for (int r = 1; r <= t.rounds; r++) {
        int o = t.opponent[i][r];
        // 50 % of the maximum: maxGames wins, halved (in half points, compared doubled to stay exact)
        if (o >= 0 && 2 * t.total[o] >= maxGames * t.winPoints) sum += t.points[i][r];
      }
      v[i] = Standings.half(sum);
    }
  }

  private interface RoundTest {
    boolean test(int player, int round);
  }

  private void count(BigDecimal[] v, RoundTest test) {
    for (int i = 0; i < t.n; i++) {
      int c = 0;
      for (int r = 1; r <= t.rounds; r++) {
        if (test.test(i, r)) c++;
      }
      v[i] = BigDecimal.valueOf(c);
    }
  }

  private static BigDecimal integer(Integer value) {
    return value == null ? null : BigDecimal.valueOf(value);
  }
}
