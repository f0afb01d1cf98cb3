package org.tabuleiro.tournament.tiebreak;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

/**
 * The cut modifiers of C.07 14 (rules in force from 1 March 2026) on a tiebreak that sums one contribution per
 * round built on the opponents' scores: BH, FB, SB and the extended Sonneborn-Bergers of team events. Every such
 * tiebreak is cut by this one procedure, so they all treat voluntary unplayed rounds alike.
 *
 * <p>C.07 14.1: the least significant value is the contribution of the lowest-scored opponent (the smaller
 * contribution when two opponents have that score), not the smallest contribution. C.07 16.5: against it stands
 * the least significant voluntary unplayed round (VUR), chosen the same way among the VURs (the lowest-scored dummy
 * opponent, not the smallest contribution: with a half-point bye and a forfeit loss, SB looks at the one whose
 * dummy scored less, as BH does), which is cut instead unless it is worth less. For
 * BH and FB, where a contribution is the score itself, the VUR is therefore always the one cut; for the
 * Sonneborn-Bergers a VUR worth less (a zero-point bye or a forfeit loss adds nothing) stays and the lowest-scored
 * opponent's contribution goes, so that being absent never raises the value. The high cut of the medians (14.3)
 * prefers no VUR. This is how FIDE's reference calculator and the shared vectors (TieBreakServer 1.9.57) read it.
 */
final class ContributionCut {
  private ContributionCut() {}

  /**
   * One round's part of the sum.
   *
   * @param score the opponent's (or the dummy opponent's) score, in the unit of the tiebreak's opponents
   * @param value what the round adds: the score for BH, the score times the points made for SB
   * @param vur a voluntary unplayed round (C.07 16.2): H, Z, a forfeit loss, an absence
   */
  record Contribution(int round, int score, int value, boolean vur) {}

  private static final Comparator<Contribution> LEAST_SIGNIFICANT =
      Comparator.comparingInt(Contribution::score).thenComparingInt(Contribution::value).thenComparingInt(Contribution::round);
  private static final Comparator<Contribution> MOST_SIGNIFICANT =
      Comparator.comparingInt(Contribution::score).thenComparingInt(Contribution::value).reversed().thenComparingInt(Contribution::round);

  /**
   * The sum left once {@code low} least significant and {@code high} most significant contributions are cut.
   *
   * @param rounds the tournament's rounds: a cut never takes more than that (C.07 14: the cut counts rounds)
   */
  static int sum(List<Contribution> contributions, int low, int high, int rounds) {
    List<Contribution> list = new ArrayList<>(contributions);
    int lowCut = Math.min(low, rounds);
    int highCut = Math.min(high, rounds - lowCut);
    for (int k = 0; k < lowCut && !list.isEmpty(); k++) {
      Contribution least = list.stream().min(LEAST_SIGNIFICANT).orElseThrow();
      Contribution vur = list.stream().filter(Contribution::vur).min(LEAST_SIGNIFICANT).orElse(null);
      // C.07 16.5: the VUR goes unless it is worth less than the least significant value (equal: the VUR)
      list.remove(vur != null && vur.value() >= least.value() ? vur : least);
    }
    for (int k = 0; k < highCut && !list.isEmpty(); k++) {
      list.remove(list.stream().min(MOST_SIGNIFICANT).orElseThrow());
    }
    int sum = 0;
    for (Contribution c : list) sum += c.value();
    return sum;
  }
}
