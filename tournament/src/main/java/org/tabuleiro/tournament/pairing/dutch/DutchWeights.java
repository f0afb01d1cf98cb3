package org.tabuleiro.tournament.pairing.dutch;

import java.util.BitSet;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tabuleiro.tournament.matching.Weight;

/**
 * Edge weights for the Dutch round: every criterion is a bit field, the most important highest, so that a
 * maximum-weight matching optimises them lexicographically. Fields, high to low:
 * completion and bye (C4, C2, C5) · pairs in the bracket (C6) · scores paired in it (C7) · pairs and scores of the
 * next bracket (C8) · unplayed games of the bye assignee (C9) · colours (C10-C13) · repeated floats (C14-C17) ·
 * their scores (C18-C21) · room for the generation order of article 4 (transpositions, exchanges, MDP choice).
 * A field counting players is wide enough for any score group; a "scores" field has one sub-field per score.
 */
final class DutchWeights {
  static final int DOWN = 0;
  static final int UP = 1;
  static final int NONE = 2;

  final DutchPlayer[] players;
  final int[] score;
  final DutchColorPreference[] colors;
  final boolean[] eligible;
  final int[] playedGames;
  final int[][] floats;
  /** C1 and C3 for each ordered pair, a bit each (i * n + j). */
  private final BitSet compatible;
  final int n;
  final int limbs;
  final int playedRounds;
  final int groupBits;
  final int scoresBits;
  final Map<Integer, Integer> scoreShift = new HashMap<>();
  final int bits;

  private final int top;
  private final int pairsNow;
  private final int scoresNow;
  private final int pairsNext;
  private final int scoresNext;
  private final int unplayed;
  private final int colorBase;
  private final int floatBase;
  private final int floatScoreBase;

  DutchWeights(List<DutchPlayer> sorted, DutchCriteria criteria) {
    n = sorted.size();
    players = sorted.toArray(new DutchPlayer[0]);
    score = new int[n];
    colors = new DutchColorPreference[n];
    eligible = new boolean[n];
    playedGames = new int[n];
    floats = new int[n][3];
    playedRounds = criteria.playedRounds();
    for (int v = 0; v < n; v++) {
      DutchPlayer p = players[v];
      score[v] = p.halfPoints();
      colors[v] = DutchColorPreference.of(p.rounds());
      eligible[v] = p.isEligibleForBye(criteria.winHalfPoints());
      playedGames[v] = p.playedGames();
      for (int back = 1; back <= 2 && back <= playedRounds; back++) floats[v][back] = criteria.floatOf(p, back);
    }
    compatible = new BitSet(n * n);
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        if (i != j && criteria.compatible(players[i], colors[i], players[j], colors[j])) compatible.set(i * n + j);
      }
    }
    // One sub-field per score, lowest score lowest, wide enough to count its players (C7, C18-C21).
    int shift = 0;
    int biggest = 0;
    for (int v = n - 1; v >= 0; ) {
      int s = score[v];
      int count = 0;
      while (v >= 0 && score[v] == s) {
        count++;
        v--;
      }
      scoreShift.put(s, shift);
      shift += bitsFor(count);
      biggest = Math.max(biggest, count);
    }
    scoresBits = shift;
    groupBits = bitsFor(biggest);
    int g = groupBits;
    int order = 3 * g + 1;
    floatScoreBase = order;
    int floatScoreFields = (playedRounds >= 1 ? 2 : 0) + (playedRounds >= 2 ? 2 : 0);
    floatBase = floatScoreBase + floatScoreFields * scoresBits;
    int floatFields = floatScoreFields;
    colorBase = floatBase + floatFields * g;
    unplayed = colorBase + 4 * g;
    scoresNext = unplayed + 2 * g;
    pairsNext = scoresNext + scoresBits;
    scoresNow = pairsNext + g;
    pairsNow = scoresNow + scoresBits;
    top = pairsNow + g;
    bits = top + 2;
    limbs = Weight.limbsFor(bits);
  }

  static int bitsFor(int value) {
    return 32 - Integer.numberOfLeadingZeros(value);
  }

  boolean compatible(int a, int b) {
    return compatible.get(a * n + b);
  }

  /** The weight the matching gives a pair that is fixed: more than any other edge can bring. */
  Weight max() {
    return Weight.allOnes(limbs, bits);
  }

  Weight zero() {
    return Weight.zero(limbs);
  }

  /** C5 step: the pairing with the lowest-scored possible bye assignee (an odd number of players). */
  Weight byeScoreProbe(int higher, int lower) {
    Weight w = zero();
    if (!compatible(higher, lower)) return w;
    int notEligible = (eligible[lower] ? 0 : 1) + (eligible[higher] ? 0 : 1);
    w.addShifted(1 + notEligible, scoresBits + groupBits);
    w.addShifted(scoreShift.get(score[lower]) + scoreShift.get(score[higher]), groupBits);
    w.addShifted(score[lower] >= score[0] ? 1 : 0, 0);
    return w;
  }

  /**
   * The weight of pairing {@code higher} with {@code lower} (higher ranked first) while pairing a bracket.
   *
   * @param inBracket lower is in the current bracket (so both are)
   * @param inNext lower is in the next scoregroup (C8 look-ahead)
   */
  Weight edge(int higher, int lower, boolean inBracket, boolean inNext, DutchBye bye) {
    Weight w = zero();
    if (!compatible(higher, lower)) return w;
    // C4 completion, C2 and C5: every player who cannot take the bye must be paired.
    w.addShifted(1 + (bye.isCandidate(this, higher) ? 0 : 1) + (bye.isCandidate(this, lower) ? 0 : 1), top);
    int sh = score[higher];
    int sl = score[lower];
    if (inBracket) {
      w.addShifted(1, pairsNow); // C6
      w.addShifted(1, scoresNow + scoreShift.get(sh)); // C7
    }
    if (inNext) {
      w.addShifted(1, pairsNext); // C8
      w.addShifted(1, scoresNext + scoreShift.get(sh));
    }
    if (bye.single()) { // C9: the bye assignee should have played as many games as possible
      if (sh == bye.score()) w.addShifted(bye.rank(playedGames[higher]), unplayed);
      if (sl == bye.score()) w.addShifted(bye.rank(playedGames[lower]), unplayed);
    }
    if (inBracket) colorBits(w, colors[lower], colors[higher]);
    if (inBracket) floatBits(w, higher, lower, sh, sl);
    return w;
  }

  private void colorBits(Weight w, DutchColorPreference p, DutchColorPreference o) {
    int g = groupBits;
    boolean samePref = p.preference() == o.preference();
    // C10: topscorers (or their opponents) must not reach a colour difference beyond ±2.
    if (!p.isAbsoluteImbalance() || !o.isAbsoluteImbalance() || !samePref) w.addShifted(1, colorBase + 3 * g);
    // C11: nor the same colour three times running.
    boolean c11;
    if (!p.isAbsolute() || !o.isAbsolute() || !samePref) {
      c11 = true;
    } else if (p.imbalance() == o.imbalance()) {
      c11 = p.repeated() == '-' || p.repeated() != o.repeated();
    } else {
      DutchColorPreference lowerImbalance = p.imbalance() > o.imbalance() ? o : p;
      c11 = lowerImbalance.repeated() != DutchColorPreference.invert(p.preference());
    }
    if (c11) w.addShifted(1, colorBase + 2 * g);
    // C12: colour preferences granted.
    if (DutchColorPreference.compatible(p.preference(), o.preference())) w.addShifted(1, colorBase + g);
    // C13: strong colour preferences granted.
    boolean weakP = !p.isStrong() && !p.isAbsolute();
    boolean weakO = !o.isStrong() && !o.isAbsolute();
    if (weakP || weakO || (p.isAbsolute() && o.isAbsolute()) || !samePref) w.addShifted(1, colorBase);
  }

  private void floatBits(Weight w, int higher, int lower, int sh, int sl) {
    int g = groupBits;
    int field = floatBase + (playedRounds >= 2 ? 4 : 2) * g;
    int scoreField = floatScoreBase + (playedRounds >= 2 ? 4 : 2) * scoresBits;
    for (int back = 1; back <= 2 && back <= playedRounds; back++) {
      // C14 / C16: a resident downfloater who floated down before; C15 / C17: an MDP's opponent who floated up.
      field -= g;
      w.addShifted((floats[lower][back] == DOWN ? 1 : 0) + (sh <= sl && floats[higher][back] == DOWN ? 1 : 0), field);
      field -= g;
      w.addShifted(sh > sl && floats[lower][back] == UP ? 0 : 1, field);
    }
    for (int back = 1; back <= 2 && back <= playedRounds; back++) {
      // C18-C21: the same, weighted by the scores involved.
      scoreField -= scoresBits;
      if (floats[lower][back] == DOWN) w.addShifted(1, scoreField + scoreShift.get(sl));
      if (floats[higher][back] == DOWN) w.addShifted(1, scoreField + scoreShift.get(sh));
      scoreField -= scoresBits;
      if (!(floats[lower][back] == UP && sh > sl)) w.addShifted(1, scoreField + scoreShift.get(sh));
    }
  }
}
