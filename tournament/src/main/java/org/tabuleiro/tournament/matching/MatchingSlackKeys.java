package org.tabuleiro.tournament.matching;

import java.util.Arrays;

/**
 * The least-slack edges of a {@link MatchingForest} search (Gabow's bookkeeping behind the dual changes): for each
 * free vertex, its least-slack edge from an S-vertex; for each S-blossom, its least-slack edge to another S-blossom.
 * The edges are in {@code MatchingState.bestEdge}; here are their keys and what says whether they are still good.
 *
 * <p>Keys stay valid while duals change: a free vertex keys slack + total (its slack to an S-vertex drops by each
 * dual change, whose sum is total), an S-blossom slack + 2 total (both ends drop). When trees are torn down in the
 * middle of a search, edges whose S end died go stale: each vertex has a generation, bumped when it dies, and an
 * edge remembers its S end's. A stale key still bounds the slacks of the edges left from below (losing S-vertices
 * only removes candidates), so it is renewed only when it would decide a dual change. Vertices torn down do not
 * know their least-slack edge at all until they need it ({@link #forgetFreeEdge}).
 */
final class MatchingSlackKeys {
  private final MatchingState s;
  private final MatchingBlossoms blossoms;
  private final int n;
  private final int k;
  /** The sum of the dual changes of this search: S-vertices' duals have dropped by it since the search began. */
  final long[] total;
  private final long[] key;
  /** key - dual for free vertices (their duals do not move while they are free): scans compare against it. */
  final long[] keyLessDual;
  private final int[] bestGen;
  private final int[] gen;
  private final boolean[] unknown;
  private final long[] least;
  private final long[] t1;
  private final long[] t2;

  MatchingSlackKeys(MatchingState s, MatchingBlossoms blossoms) {
    this.s = s;
    this.blossoms = blossoms;
    this.n = s.n;
    this.k = s.k;
    total = new long[k];
    key = new long[2 * n * k];
    keyLessDual = new long[n * k];
    bestGen = new int[2 * n];
    gen = new int[n];
    unknown = new boolean[n];
    least = new long[k];
    t1 = new long[k];
    t2 = new long[k];
  }

  /** A new search: no least-slack edge yet (the caller clears bestEdge), no dual change. */
  void reset() {
    Arrays.fill(unknown, false);
    Arrays.fill(total, 0);
  }

  void addToTotal(long[] delta) {
    for (int i = 0; i < k; i++) total[i] += delta[i];
    Weight.normalize(total, 0, k);
  }

  /** v's tree was torn down: edges noted from it are stale. */
  void bury(int v) {
    gen[v]++;
  }

  boolean isUnknown(int x) {
    return unknown[x];
  }

  void noteFreeEdge(int x, int p, long[] slack) {
    s.bestEdge[x] = p;
    bestGen[x] = gen[p / n];
    int o = x * k;
    System.arraycopy(slack, 0, key, o, k);
    addTotal(key, o, 1);
    for (int i = 0; i < k; i++) keyLessDual[o + i] = key[o + i] - s.dual[o + i];
    Weight.normalize(keyLessDual, o, k);
  }

  void noteBlossomEdge(int b, int p, int far, long[] slack) {
    s.bestEdge[b] = p;
    bestGen[b] = gen[far];
    System.arraycopy(slack, 0, key, b * k, k);
    addTotal(key, b * k, 2);
  }

  /** a[o..o+k) += times * total, one addition at a time (a limb plus twice a limb could overflow). */
  private void addTotal(long[] a, int o, int times) {
    for (int t = 0; t < times; t++) {
      for (int i = 0; i < k; i++) a[o + i] += total[i];
      Weight.normalize(a, o, k);
    }
  }

  /** out = key[b] - dual[v] - 2 total: an edge from v in S-blossom b beats b's key if dual[u] - W is below it. */
  void blossomBound(int b, int v, long[] out) {
    for (int i = 0; i < k; i++) out[i] = key[b * k + i] - s.dual[v * k + i];
    Weight.normalize(out, 0, k);
    for (int t = 0; t < 2; t++) {
      for (int i = 0; i < k; i++) out[i] -= total[i];
      Weight.normalize(out, 0, k);
    }
  }

  boolean isCurrent(int x, int sEnd) {
    return bestGen[x] == gen[sEnd];
  }

  /** The S end of S-blossom b's least-slack edge. */
  private int farEnd(int b) {
    int e = s.bestEdge[b];
    return s.inBlossom[e / n] == b ? e % n : e / n;
  }

  /** Keys the least-slack edge that blossom surgery just chose for S-blossom b. */
  void keyBlossomEdge(int b) {
    int e = s.bestEdge[b];
    if (e == -1) return;
    s.slack(e / n, e % n, t1);
    noteBlossomEdge(b, e, farEnd(b), t1);
  }

  /** x was torn down: its least-slack edge from S is looked for when needed. */
  void forgetFreeEdge(int x) {
    unknown[x] = true;
    s.bestEdge[x] = -1;
  }

  /** Free vertex x (top-level free, or unreached in a T-blossom) gets its exact least-slack edge from S. */
  void renewFreeEdge(int x) {
    unknown[x] = false;
    int found = -1;
    int row = x * n;
    int[] outer = s.outer;
    long[] dual = s.dual;
    long[] w = s.pool.digits;
    long[] wTop = s.pool.top;
    int[] weightId = s.weightId;
    // The slacks differ in dual[u] - W(x, u) only: least holds the least of these so far.
    for (int i = 0; i < s.outerCount; i++) {
      int u = outer[i];
      int e = row + u;
      int id = weightId[e];
      if (id == 0) continue;
      if (found >= 0 && Weight.signOfDifference(dual, u * k, wTop[id], w, id * k, least, 0, k) >= 0) continue;
      for (int l = 0; l < k; l++) least[l] = dual[u * k + l] - w[id * k + l];
      Weight.normalize(least, 0, k);
      found = u * n + x;
    }
    s.bestEdge[x] = found;
    if (found >= 0) {
      for (int l = 0; l < k; l++) t1[l] = least[l] + dual[x * k + l];
      Weight.normalize(t1, 0, k);
      noteFreeEdge(x, found, t1);
    }
  }

  /**
   * A vertex unreached inside a T-blossom is offered edge p from S-vertex v (slack given): its S-edges keep their
   * slack while the blossom is T, so the exact slacks are compared; a stale entry stays, to be renewed if the
   * blossom expands ({@link #freeChild}).
   */
  void offerToUnreached(int u, int p, long[] slack) {
    int e = s.bestEdge[u];
    if (e != -1) {
      if (!isCurrent(u, e / n)) return;
      s.slack(e / n, e % n, t2);
      if (Weight.compare(slack, 0, t2, 0, k) >= 0) return;
    }
    noteFreeEdge(u, p, slack);
  }

  /** The vertices of a T-blossom's child that became free: their entries switch to keys (or are renewed). */
  void freeChild(int c) {
    for (int x : s.leavesOf(c)) {
      int e = s.bestEdge[x];
      if (s.label[x] != MatchingState.FREE) continue;
      if (unknown[x]) {
        renewFreeEdge(x);
      } else if (e == -1) {
        continue;
      } else if (isCurrent(x, e / n)) {
        s.slack(e / n, e % n, t1);
        noteFreeEdge(x, e, t1);
      } else {
        renewFreeEdge(x);
      }
    }
  }

  /**
   * delta2: the least slack from an S-vertex to a free vertex, in out, and its edge; -1 if none. Free vertices torn
   * down learn their edges first, and a stale edge that would decide is renewed.
   */
  int leastFreeEdge(long[] out) {
    int[] label = s.label;
    int[] inBlossom = s.inBlossom;
    int[] bestEdge = s.bestEdge;
    for (int v = 0; v < n; v++) {
      if (unknown[v] && label[inBlossom[v]] == MatchingState.FREE) renewFreeEdge(v);
    }
    while (true) {
      int x = -1;
      for (int v = 0; v < n; v++) {
        if (label[inBlossom[v]] == MatchingState.FREE && bestEdge[v] != -1
            && (x < 0 || Weight.compare(key, v * k, key, x * k, k) < 0)) {
          x = v;
        }
      }
      if (x < 0) return -1;
      if (!isCurrent(x, bestEdge[x] / n)) {
        renewFreeEdge(x);
        continue;
      }
      for (int i = 0; i < k; i++) out[i] = key[x * k + i] - total[i];
      Weight.normalize(out, 0, k);
      return bestEdge[x];
    }
  }

  /** delta3: half the least slack between two S-blossoms, in out, and its edge; -1 if none. */
  int leastBlossomEdge(long[] out) {
    int[] label = s.label;
    int[] bestEdge = s.bestEdge;
    while (true) {
      int c = -1;
      for (int b = 0; b < 2 * n; b++) {
        if (s.blossomParent[b] == -1 && label[b] == MatchingState.S && bestEdge[b] != -1
            && (c < 0 || Weight.compare(key, b * k, key, c * k, k) < 0)) {
          c = b;
        }
      }
      if (c < 0) return -1;
      if (!isCurrent(c, farEnd(c))) {
        blossoms.renewBestEdge(c);
        keyBlossomEdge(c);
        continue;
      }
      for (int i = 0; i < k; i++) out[i] = key[c * k + i] - 2 * total[i];
      Weight.normalize(out, 0, k);
      // Both ends of an edge between S-vertices have duals of one parity: the slack is even.
      for (int x = 0; x < k - 1; x++) out[x] = (out[x] >>> 1) | ((out[x + 1] & 1L) << (Weight.BITS - 1));
      out[k - 1] >>= 1;
      return bestEdge[c];
    }
  }
}
