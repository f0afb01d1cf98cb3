package org.tabuleiro.tournament.pairing.dutch;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.tabuleiro.tournament.matching.Weight;
import org.tabuleiro.tournament.matching.WeightedMatching;

/**
 * Pairs the brackets from the top scoregroup down (C.04.3 article 3). Each bracket is the moved-down players
 * (MDPs) plus a scoregroup; the next scoregroup is in the graph too, for the C8 look-ahead. The matching decides
 * the criteria; the steps below fix, one decision at a time, the candidate that comes first in the order of
 * article 4: which MDPs are paired (4.4), their opponents (3.3), the exchanges between S1 and S2 of the remainder
 * (4.3) and the transposition of S2 (4.2).
 */
final class DutchBrackets {
  private final DutchWeights w;
  private final WeightedMatching matching;
  private DutchBye bye;
  private final int n;
  private final boolean[] matched;
  private final int[] pairs;
  private int[] mate;

  DutchBrackets(DutchWeights w, WeightedMatching matching, DutchBye bye) {
    this.w = w;
    this.matching = matching;
    this.bye = bye;
    this.n = w.n;
    this.matched = new boolean[n];
    this.pairs = new int[n];
    Arrays.fill(pairs, -1);
  }

  /** The partner of every player (-1: the bye). */
  int[] pair() {
    List<Integer> bracket = new ArrayList<>();
    int next = 0;
    while (next < n && w.score[next] >= w.score[0]) bracket.add(next++);
    int mdps = 0;
    int groupStart = 0;
    boolean odd = (n & 1) == 1;
    while (bracket.size() > 1 || next < n) {
      int residentsEnd = bracket.size();
      int mdpsBefore = mdps;
      int nextGroupStart = groupStart + (residentsEnd - mdps);
      int scoreGroup = next;
      if (next < n) {
        int s = w.score[next];
        while (next < n && w.score[next] >= s) bracket.add(next++);
      }
      int[] b = bracket.stream().mapToInt(Integer::intValue).toArray();
      DutchBracket step = new DutchBracket(this, b, mdps, residentsEnd, groupStart, nextGroupStart);
      step.run();
      List<Integer> carried = new ArrayList<>();
      mdps = 0;
      boolean single = odd && scoreGroup < n && bye.score() >= w.score[scoreGroup];
      for (int i = 0; i < b.length; i++) {
        int v = b[i];
        if (i < residentsEnd && matched[v]) {
          int m = partner(v);
          pairs[v] = m;
          pairs[m] = v;
        } else {
          carried.add(v);
          if (i < residentsEnd) mdps++;
          if (single && w.score[partner(v)] < w.score[scoreGroup]) single = false;
        }
      }
      bye = bye.withSingle(single);
      // Only MDPs left and nobody paired: cannot happen after a complete matching, but never loop.
      if (residentsEnd == mdpsBefore && carried.size() == bracket.size()) break;
      bracket = carried;
      groupStart = nextGroupStart;
    }
    return pairs;
  }

  // --- services for DutchBracket ---

  DutchWeights weights() {
    return w;
  }

  DutchBye bye() {
    return bye;
  }

  boolean[] matched() {
    return matched;
  }

  void set(int a, int b, Weight weight) {
    matching.setWeight(a, b, weight);
  }

  void solve() {
    mate = matching.solve();
  }

  /** The current partner of v in the matching, v itself when unmatched. */
  int partner(int v) {
    return mate[v] < 0 ? v : mate[v];
  }

  /** Fixes the pair a-b: it gets the maximum weight, every other edge at a or b is removed. */
  void fix(int a, int b) {
    Weight zero = w.zero();
    for (int u = 0; u < n; u++) {
      if (u != a) matching.setWeight(a, u, u == b ? w.max() : zero);
      if (u != b) matching.setWeight(b, u, u == a ? w.max() : zero);
    }
  }
}
