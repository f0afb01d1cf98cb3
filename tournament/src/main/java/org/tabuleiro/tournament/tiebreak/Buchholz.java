package org.tabuleiro.tournament.tiebreak;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * Buchholz, Fore Buchholz and Sonneborn-Berger with their cuts (C.07 8, 9, 14 and 16, rules from 1 March 2026).
 * Values are in half points (BH, FB) or quarter points (SB: opponent's half points × own half points).
 */
final class Buchholz {
  private final Crosstable t;
  private final boolean fore;
  /** C.07 16.3: each player's score as an opponent, half points. */
  private final int[] adjusted;
  /** The player's own score for the virtual opponent (FB: last round as a draw), half points. */
  private final int[] own;

  Buchholz(Crosstable t, boolean fore) {
    this.t = t;
    this.fore = fore;
    adjusted = new int[t.n];
    own = new int[t.n];
    int draw = t.drawPoints;
    for (int i = 0; i < t.n; i++) {
      int last = t.lastNotVur[i];
      // FB (C.07 8.3): a player paired in the last round has it counted as a draw, and nothing after is "absent"
      boolean foreAdjust = fore && t.lastPaired[i] == t.rounds && t.rounds > 0;
      if (foreAdjust) last = t.rounds;
      int sum = 0;
      for (int r = 1; r <= t.rounds; r++) {
        // C.07 16.3: unplayed rounds after the last one the player took part in count as draws (0 in a round robin)
        boolean counts = r <= last || t.opponent[i][r] >= 0;
        sum += counts ? t.points[i][r] : (t.roundRobin ? 0 : draw);
      }
      int ownScore = t.total[i];
      if (foreAdjust && t.opponent[i][t.rounds] >= 0) {
        int shift = draw - t.points[i][t.rounds];
        sum += shift;
        ownScore += shift;
      }
      adjusted[i] = sum;
      own[i] = ownScore;
    }
  }

  /** A player's adjusted score as somebody's opponent (half points). */
  int adjustedScore(int i) {
    return adjusted[i];
  }

  private record Contribution(int round, int score, int value, boolean vur) {}

  private List<Contribution> contributions(int i, boolean sb) {
    List<Contribution> list = new ArrayList<>();
    for (int r = 1; r <= t.rounds; r++) {
      int o = t.opponent[i][r];
      boolean asGame = t.roundRobin || t.played[i][r] || (fore && r == t.rounds);
      int score;
      boolean vur = t.vur[i][r];
      if (asGame && o >= 0) {
        score = adjusted[o];
        vur = false;
      } else if (!t.roundRobin) {
        // C.07 16.4 (2026): the dummy opponent has the player's own score, capped by the scheduled opponent's
        // adjusted score after a forfeit, or by half the maximum after a bye or absence
        score = o >= 0 ? Math.min(own[i], adjusted[o]) : Math.min(own[i], t.rounds * t.winPoints / 2);
      } else {
        continue; // round robin: a bye adds nothing
      }
      list.add(new Contribution(r, score, sb ? score * t.points[i][r] : score, vur));
    }
    return list;
  }

  /** BH/FB (half points) or SB (quarter points) of player {@code i}, without {@code low} and {@code high} contributions. */
  int value(int i, boolean sb, int low, int high) {
    List<Contribution> list = contributions(i, sb);
    int lowCut = Math.min(low, t.rounds);
    int highCut = Math.min(high, t.rounds - lowCut);
    Comparator<Contribution> byScore = Comparator.comparingInt(Contribution::score).thenComparingInt(Contribution::value);
    Comparator<Contribution> vurFirst = Comparator.comparing((Contribution c) -> !c.vur()).thenComparingInt(Contribution::value).thenComparingInt(Contribution::score);
    for (int k = 0; k < lowCut && !list.isEmpty(); k++) {
      // C.07 14.1 with 16.5: cut a voluntary unplayed round first, unless the lowest-scored opponent's
      // contribution is larger (for SB), so that an absence never helps
      Contribution lowest = list.stream().sorted(byScore).findFirst().orElseThrow();
      Contribution vur = list.stream().sorted(vurFirst).findFirst().orElseThrow();
      list.remove(!vur.vur() || lowest.value() > vur.value() ? lowest : vur);
    }
    Comparator<Contribution> highest = Comparator.comparingInt(Contribution::score).thenComparingInt(Contribution::value).reversed();
    for (int k = 0; k < highCut && !list.isEmpty(); k++) {
      list.remove(list.stream().sorted(highest).findFirst().orElseThrow());
    }
    int sum = 0;
    for (Contribution c : list) sum += c.value();
    return sum;
  }
}
