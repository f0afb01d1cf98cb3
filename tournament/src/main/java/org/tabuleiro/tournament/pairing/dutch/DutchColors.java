package org.tabuleiro.tournament.pairing.dutch;

import java.util.List;

/** Colour allocation for a pair (C.04.3 5.2, applying C.04.2 3.4 to unplayed rounds). */
final class DutchColors {
  private DutchColors() {}

  /** Does player {@code v} get White against {@code m}? */
  static boolean isWhite(int v, int m, DutchWeights w, boolean initialWhite) {
    char c = neutral(w.colors[v], w.colors[m], w.players[v].rounds(), w.players[m].rounds());
    if (c == '-') {
      boolean vLower = !DutchEngine.ranksAbove(v, m, w);
      char initial = initialWhite ? 'w' : 'b';
      if (w.colors[v].preference() == '-') {
        // 5.2.5: the higher ranked player gets the initial colour with an odd pairing number.
        int higher = vLower ? m : v;
        boolean higherOdd = w.players[higher].rankIndex() % 2 == 0;
        char higherColor = higherOdd ? initial : DutchColorPreference.invert(initial);
        c = vLower ? DutchColorPreference.invert(higherColor) : higherColor;
      } else {
        // 5.2.4: the higher ranked player's preference.
        c = vLower ? DutchColorPreference.invert(w.colors[m].preference()) : w.colors[v].preference();
      }
    }
    return c == 'w';
  }

  /** 5.2.1-5.2.3: the colour for p, or '-' when they are equal even in their history. */
  private static char neutral(DutchColorPreference p, DutchColorPreference o, List<DutchRound> pr, List<DutchRound> or) {
    char pp = p.preference();
    char op = o.preference();
    if (DutchColorPreference.compatible(pp, op)) {
      if (pp != '-') return pp;
      if (op != '-') return DutchColorPreference.invert(op);
      return '-';
    }
    // 5.2.2: the stronger preference; two absolute ones (topscorers): the wider colour difference.
    if (p.isAbsolute() && (p.imbalance() > o.imbalance() || !o.isAbsolute())) return pp;
    if (o.isAbsolute() && (o.imbalance() > p.imbalance() || !p.isAbsolute())) return DutchColorPreference.invert(op);
    if (p.isStrong() && !o.isStrong()) return pp;
    if (o.isStrong() && !p.isStrong()) return DutchColorPreference.invert(op);
    // 5.2.3: alternate from the latest round in which they had different colours (played games only).
    int i = pr.size() - 1;
    int j = or.size() - 1;
    i = previousPlayed(pr, i);
    j = previousPlayed(or, j);
    while (i >= 0 && j >= 0 && pr.get(i).color() == or.get(j).color()) {
      i = previousPlayed(pr, i - 1);
      j = previousPlayed(or, j - 1);
    }
    if (i >= 0 && j >= 0) return or.get(j).color();
    return '-';
  }

  private static int previousPlayed(List<DutchRound> rounds, int from) {
    int i = from;
    while (i >= 0 && !rounds.get(i).played()) i--;
    return i;
  }
}
