package org.tabuleiro.tournament.tiebreak;

import java.util.ArrayList;
import java.util.List;
import org.tabuleiro.tournament.tiebreak.ContributionCut.Contribution;

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

  /**
   * The contributions of player {@code i}: per round the (dummy) opponent's score, times {@code weights[i][r]}
   * when given (SB: the player's own points in the round; an extended SB: its points of the other kind).
   */
  private List<Contribution> contributions(int i, int[][] weights) {
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
        // adjusted score after a forfeit (16.4.1), or after a bye or absence by the score of a draw in every round
        // (16.4.2: "half the maximum" under 1 / ½ / 0; 3 / 1 / 0 caps at 1 a round, as FIDE's calculator reads it)
        score = o >= 0 ? Math.min(own[i], adjusted[o]) : Math.min(own[i], t.rounds * t.drawPoints);
      } else {
        continue; // round robin: a bye adds nothing
      }
      list.add(new Contribution(r, score, weights != null ? score * weights[i][r] : score, vur));
    }
    return list;
  }

  /** BH/FB (half points) or SB (quarter points) of player {@code i}, without {@code low} and {@code high} contributions. */
  int value(int i, boolean sb, int low, int high) {
    return value(i, sb ? t.points : null, low, high);
  }

  /**
   * The sum of the opponents' scores of player {@code i}, each times {@code weights[i][r]} when given, cut as C.07
   * 14 and 16.5 say ({@link ContributionCut}).
   */
  int value(int i, int[][] weights, int low, int high) {
    return ContributionCut.sum(contributions(i, weights), low, high, t.rounds);
  }
}
