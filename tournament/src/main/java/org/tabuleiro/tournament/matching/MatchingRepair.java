package org.tabuleiro.tournament.matching;

/**
 * Keeps a solved {@link MatchingState} a valid starting point when edge weights change, so that a re-solve costs
 * about one augmentation per vertex touched instead of a run from scratch (bbpPairings' approach, in our own terms).
 *
 * <p>The invariants a search needs: every edge has a non-negative slack, matched edges and the cycle edges of every
 * blossom are tight, duals are non-negative, and all roots (exposed vertices with a positive dual) have duals of
 * one parity, so that half the slack between two S-vertices is an integer. A changed edge that keeps them (an
 * unmatched edge outside any blossom cycle whose slack stays non-negative) needs nothing. Otherwise one endpoint
 * v is <em>released</em> before the weight changes: v is made the base of its blossom (rotating it along tight
 * edges), un-matched, and every blossom around it dissolved (their duals move to their vertices, which keeps every
 * slack inside and raises those leaving: only v's matched edge left them). Its edges may then change freely; the
 * re-solve first gives each released vertex the least even dual that makes its edges feasible. A vertex outside
 * any blossom is only <em>touched</em>, and released at the re-solve only if no new dual of its own will do.
 */
final class MatchingRepair {
  private final MatchingState s;
  private final MatchingBlossoms blossoms;
  private final int n;
  private final int k;
  private final boolean[] released;
  private final int[] releasedList;
  private int releasedCount;
  private final boolean[] touched;
  private final int[] touchedList;
  private int touchedCount;
  private final long[] t1;
  private final long[] t2;
  private final int[] marks;
  private int mark;

  MatchingRepair(MatchingState s, MatchingBlossoms blossoms) {
    this.s = s;
    this.blossoms = blossoms;
    this.n = s.n;
    this.k = s.k;
    released = new boolean[n];
    releasedList = new int[n];
    touched = new boolean[n];
    touchedList = new int[n];
    t1 = new long[k];
    t2 = new long[k];
    marks = new int[2 * n];
  }

  /** Has anything changed since the last solve that the matching may have to follow? */
  boolean pending() {
    return releasedCount + touchedCount > 0;
  }

  /**
   * Edge i-j is about to get the scaled weight {@code scaled} (zero: removed). Releases i unless the current
   * solution stays valid with the new weight.
   */
  void beforeChange(int i, int j, long[] scaled, boolean present) {
    if (released[i] || released[j] || touched[i] || touched[j]) return;
    int e = i * n + j;
    if (s.mate[i] == e) {
      releaseOrTouch(i);
      return;
    }
    int b = s.inBlossom[i];
    if (b != s.inBlossom[j]) {
      if (present && negativeSlack(i, j, scaled, -1)) releaseOrTouch(i);
      return;
    }
    // Both inside blossom b: find the smallest blossom holding both; only its cycle can use the edge.
    int common = smallestCommonBlossom(i, j);
    int[] cycle = s.blossomEndps[common];
    for (int p : cycle) {
      if (p == e || p == j * n + i) {
        release(i);
        return;
      }
    }
    if (present && negativeSlack(i, j, scaled, common)) release(i);
  }

  /** Would dual[i] + dual[j] + 2 z(common and the blossoms around it) - scaled be negative? */
  private boolean negativeSlack(int i, int j, long[] scaled, int common) {
    long[] dual = s.dual;
    for (int x = 0; x < k; x++) t1[x] = dual[i * k + x] + dual[j * k + x] - scaled[x];
    Weight.normalize(t1, 0, k);
    for (int b = common; b != -1; b = s.blossomParent[b]) {
      // Twice z, one addition at a time: a limb plus twice a limb could overflow.
      for (int twice = 0; twice < 2; twice++) {
        for (int x = 0; x < k; x++) t1[x] += dual[b * k + x];
        Weight.normalize(t1, 0, k);
      }
    }
    return Weight.signum(t1, 0, k) < 0;
  }

  private int smallestCommonBlossom(int i, int j) {
    if (++mark == Integer.MAX_VALUE) {
      java.util.Arrays.fill(marks, 0);
      mark = 1;
    }
    for (int b = s.blossomParent[i]; b != -1; b = s.blossomParent[b]) marks[b] = mark;
    int b = s.blossomParent[j];
    while (marks[b] != mark) b = s.blossomParent[b];
    return b;
  }

  /**
   * A vertex outside any blossom is only touched: no blossom edge depends on it, so whether it must be released can
   * wait until its edges are final. Often it need not: when its mate is still worth what its other edges are, a new
   * dual keeps the matching optimal ({@link #keepsItsMate}).
   */
  private void releaseOrTouch(int v) {
    if (s.inBlossom[v] != v) {
      release(v);
    } else if (!touched[v]) {
      touched[v] = true;
      touchedList[touchedCount++] = v;
    }
  }

  /**
   * Touched vertex v (outside any blossom) keeps its mate if a dual exists that makes their edge tight (or, exposed,
   * stays at zero) and every other edge of v feasible; then v gets it and nothing else changes.
   */
  private boolean keepsItsMate(int v) {
    long[] dual = s.dual;
    long[] w = s.pool.digits;
    int m = s.mate[v] >= 0 ? s.endpoint(s.mate[v]) : -1;
    int row = v * n;
    java.util.Arrays.fill(t1, 0);
    if (m >= 0) {
      if (!s.hasEdge(row + m)) return false;
      int wo = s.weightId[row + m] * k;
      for (int x = 0; x < k; x++) t1[x] = w[wo + x] - dual[m * k + x];
      Weight.normalize(t1, 0, k);
      if (Weight.signum(t1, 0, k) < 0) return false;
    }
    for (int u = 0; u < n; u++) {
      if (u == m || !s.hasEdge(row + u)) continue;
      int wo = s.weightId[row + u] * k;
      for (int x = 0; x < k; x++) t2[x] = t1[x] + dual[u * k + x] - w[wo + x];
      Weight.normalize(t2, 0, k);
      if (Weight.signum(t2, 0, k) < 0) return false;
    }
    System.arraycopy(t1, 0, dual, v * k, k);
    return true;
  }

  /** Makes v an exposed vertex outside any blossom; its dual is set by the next {@link #prepareSolve()}. */
  void release(int v) {
    if (released[v]) return;
    released[v] = true;
    releasedList[releasedCount++] = v;
    int top = s.inBlossom[v];
    int base = s.blossomBase[top];
    int partner = s.mate[base] >= 0 ? s.endpoint(s.mate[base]) : -1;
    if (top >= n) blossoms.augmentBlossom(top, v);
    if (partner >= 0) s.mate[partner] = -1;
    s.mate[v] = -1;
    while (s.inBlossom[v] != v) blossoms.dissolve(s.inBlossom[v]);
  }

  /** A fresh start: every vertex released and given half its heaviest edge (an even dual: weights are scaled). */
  void releaseAll() {
    for (int v = 0; v < n; v++) {
      if (!released[v]) {
        released[v] = true;
        releasedList[releasedCount++] = v;
      }
    }
  }

  /**
   * Restores the invariants for a re-solve: released vertices get the least even dual that makes their edges
   * feasible (an edge between two released vertices asks each for half its weight), exposed vertices with an odd
   * dual are made even, and roots joined by a tight edge are matched at once.
   */
  void prepareSolve() {
    // Touched vertices first: those released join the others. Each is checked against the duals as they are then;
    // one settled later is checked against its new dual in turn, and a released one gets a dual that suits all.
    for (int t = 0; t < touchedCount; t++) {
      int v = touchedList[t];
      touched[v] = false;
      if (!released[v] && !keepsItsMate(v)) release(v);
    }
    touchedCount = 0;
    long[] dual = s.dual;
    long[] w = s.pool.digits;
    for (int r = 0; r < releasedCount; r++) {
      int v = releasedList[r];
      java.util.Arrays.fill(t1, 0);
      int row = v * n;
      for (int u = 0; u < n; u++) {
        int e = row + u;
        if (!s.hasEdge(e)) continue;
        int wo = s.weightId[e] * k;
        if (released[u]) {
          // Half the scaled weight: 2w, even.
          for (int x = 0; x < k - 1; x++) t2[x] = (w[wo + x] >>> 1) | ((w[wo + x + 1] & 1L) << (Weight.BITS - 1));
          t2[k - 1] = w[wo + k - 1] >> 1;
        } else {
          int uo = u * k;
          for (int x = 0; x < k; x++) t2[x] = w[wo + x] - dual[uo + x];
          Weight.normalize(t2, 0, k);
        }
        if (Weight.compare(t2, 0, t1, 0, k) > 0) System.arraycopy(t2, 0, t1, 0, k);
      }
      if ((t1[0] & 1) != 0) {
        t1[0]++;
        Weight.normalize(t1, 0, k);
      }
      System.arraycopy(t1, 0, dual, v * k, k);
    }
    for (int r = 0; r < releasedCount; r++) released[releasedList[r]] = false;
    releasedCount = 0;
    for (int v = 0; v < n; v++) {
      if (s.mate[v] == -1 && (dual[v * k] & 1) != 0) makeEven(v);
    }
    matchTightRoots();
  }

  /**
   * Exposed v (the base of every blossom around it) has an odd dual. Blossoms with a zero dual around it are
   * dissolved (nothing moves); then the outermost blossom left, or v alone, gets one more unit per vertex: its
   * vertices all +1 and its dual -1 keep every slack inside and raise those leaving it, none of them matched (only
   * its base could be, and v is exposed).
   */
  private void makeEven(int v) {
    while (s.inBlossom[v] != v && s.isZeroDual(s.inBlossom[v])) blossoms.dissolve(s.inBlossom[v]);
    int b = s.inBlossom[v];
    java.util.Arrays.fill(t1, 0);
    t1[0] = 1;
    if (b == v) {
      s.addToDual(v, 1, t1);
    } else {
      s.addToDual(b, -1, t1);
      for (int leaf : s.leavesOf(b)) s.addToDual(leaf, 1, t1);
    }
  }

  /** Matches pairs of exposed vertices (at least one a root) joined by a tight edge: a cheap head start. */
  private void matchTightRoots() {
    int[] mate = s.mate;
    int[] inBlossom = s.inBlossom;
    for (int v = 0; v < n; v++) {
      if (mate[v] != -1 || s.isZeroDual(v)) continue;
      int row = v * n;
      for (int u = 0; u < n; u++) {
        if (!s.hasEdge(row + u) || mate[u] != -1 || inBlossom[u] == inBlossom[v]) continue;
        s.slack(v, u, t1);
        if (Weight.signum(t1, 0, k) == 0) {
          mate[v] = row + u;
          mate[u] = u * n + v;
          break;
        }
      }
    }
  }
}
