package org.tabuleiro.tournament.matching;

/**
 * Checks that a solved {@link MatchingState} proves its own optimality (LP duality for the matching polytope):
 * duals non-negative, every edge's slack non-negative, matched edges and blossom cycle edges tight, exposed vertices
 * at zero, and the mates symmetric. For tests: O(n<sup>3</sup>).
 */
final class MatchingCertificate {
  private MatchingCertificate() {}

  /** null when the certificate holds, else the first violation found. */
  static String violation(MatchingState s) {
    int n = s.n;
    int k = s.k;
    for (int v = 0; v < n; v++) {
      if (Weight.signum(s.dual, v * k, k) < 0) return "negative dual at " + v;
      int m = s.mate[v];
      if (m >= 0 && (m / n != v || s.mate[s.endpoint(m)] != s.rev(m))) return "asymmetric mate at " + v;
      if (m >= 0 && !s.hasEdge(m)) return "matched along a missing edge at " + v;
      if (m == -1 && !s.isZeroDual(v)) return "exposed vertex " + v + " with a positive dual";
    }
    // around[b][v]: blossom b holds vertex v.
    boolean[][] around = new boolean[2 * n][];
    for (int b = n; b < 2 * n; b++) {
      if (s.blossomBase[b] < 0) continue;
      if (Weight.signum(s.dual, b * k, k) < 0) return "negative blossom dual at " + b;
      around[b] = new boolean[n];
      for (int leaf : s.leavesOf(b)) around[b][leaf] = true;
    }
    long[] r = new long[k];
    for (int i = 0; i < n; i++) {
      for (int j = 0; j < n; j++) {
        int e = i * n + j;
        if (i == j || !s.hasEdge(e)) continue;
        int wo = s.weightId[e] * k;
        for (int x = 0; x < k; x++) r[x] = s.dual[i * k + x] + s.dual[j * k + x] - s.pool.digits[wo + x];
        Weight.normalize(r, 0, k);
        for (int b = n; b < 2 * n; b++) {
          if (around[b] == null || !around[b][i] || !around[b][j]) continue;
          for (int twice = 0; twice < 2; twice++) {
            for (int x = 0; x < k; x++) r[x] += s.dual[b * k + x];
            Weight.normalize(r, 0, k);
          }
        }
        int sign = Weight.signum(r, 0, k);
        if (sign < 0) return "infeasible edge " + i + "-" + j;
        if (s.mate[i] == e && sign != 0) return "matched edge " + i + "-" + j + " not tight";
        if (sign != 0 && isCycleEdge(s, e)) return "blossom edge " + i + "-" + j + " not tight";
      }
    }
    return null;
  }

  private static boolean isCycleEdge(MatchingState s, int e) {
    int reverse = s.rev(e);
    for (int b = s.n; b < 2 * s.n; b++) {
      if (s.blossomBase[b] < 0) continue;
      for (int p : s.blossomEndps[b]) {
        if (p == e || p == reverse) return true;
      }
    }
    return false;
  }
}
