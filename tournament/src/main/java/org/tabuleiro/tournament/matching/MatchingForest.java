package org.tabuleiro.tournament.matching;

import java.util.Arrays;

/**
 * The search of the primal-dual blossom algorithm on a {@link MatchingState}: alternating trees grow from every
 * root (an exposed vertex whose dual is positive, which violates complementary slackness) until each root is fixed.
 *
 * <p>Unlike the textbook run, one search serves every augmentation: after an augmentation only the two trees
 * involved are torn down ({@link MatchingTeardown}); the other trees keep their labels and scans. A re-solve after
 * changes at r vertices would otherwise rescan all remaining roots after each of its ~r/2 augmentations.
 *
 * <p>Roots may start with different duals (a re-solve only touches what it must), so the dual of a matched S-vertex
 * can reach zero first; that vertex then trades places with its root (the even path between them is flipped).
 * Exposed vertices with a zero dual are not roots but targets: reaching one augments. Tightness is always decided
 * on the exact slack, so no "allowed edge" cache can go stale when trees are torn down.
 */
final class MatchingForest {
  private final MatchingState s;
  private final MatchingBlossoms blossoms;
  private final MatchingTeardown teardown;
  private final int n;
  private final int k;
  private int[] queue;
  private int queueSize;
  private int trees;
  private final int[] tracePath;
  private final long[] t1;
  private final long[] t2;
  private final long[] delta;
  private final long[] least;
  private final long[] minusDual;
  private final long[] dualPlusTotal;
  private final long[] bound;
  /** key - dual for free vertices: their duals do not move while they are free. */
  private final long[] keyLessDual;
  /** The sum of the dual changes of this search: S-vertices' duals have dropped by it since the search began. */
  private final long[] total;
  /**
   * Least-slack edges are kept as keys that stay valid while duals change: for a free vertex, slack + total (its
   * slack to an S-vertex drops by delta at each change); for an S-blossom, slack + 2 total (both ends drop).
   */
  private final long[] key;
  /** The generation of the S end of each least-slack edge when it was noted (see {@link #gen}). */
  private final int[] bestGen;
  /**
   * Bumped for a vertex each time its tree is torn down: a least-slack edge whose S end died since it was noted is
   * stale. Its key is still a lower bound (losing S-vertices only removes candidates), so it is only renewed when
   * it would decide the dual change.
   */
  final int[] gen;
  /**
   * Vertices torn down whose least-slack edge from S is not known yet: looked for only when needed (a dual change,
   * or their T-blossom expanding), as many are taken into another tree before that.
   */
  private final boolean[] unknown;

  MatchingForest(MatchingState s, MatchingBlossoms blossoms) {
    this.s = s;
    this.blossoms = blossoms;
    this.teardown = new MatchingTeardown(s, blossoms);
    this.n = s.n;
    this.k = s.k;
    queue = new int[4 * n + 4];
    tracePath = new int[2 * n];
    t1 = new long[k];
    t2 = new long[k];
    delta = new long[k];
    least = new long[k];
    minusDual = new long[k];
    dualPlusTotal = new long[k];
    bound = new long[k];
    keyLessDual = new long[n * k];
    total = new long[k];
    key = new long[2 * n * k];
    bestGen = new int[2 * n];
    gen = new int[n];
    unknown = new boolean[n];
  }

  /** Fixes every root: afterwards every exposed vertex has a zero dual, and the matching is optimal. */
  void run() {
    int[] label = s.label;
    int[] inBlossom = s.inBlossom;
    Arrays.fill(label, 0);
    Arrays.fill(s.bestEdge, -1);
    Arrays.fill(unknown, false);
    for (int b = n; b < 2 * n; b++) s.blossomBestEdges[b] = null;
    queueSize = 0;
    trees = 0;
    s.clearOuter();
    Arrays.fill(total, 0);
    for (int v = 0; v < n; v++) {
      if (s.mate[v] == -1 && label[inBlossom[v]] == 0 && !s.isZeroDual(v)) {
        assignLabel(v, MatchingState.S, -1);
        trees++;
      }
    }
    while (trees > 0) {
      while (queueSize > 0) {
        int v = queue[--queueSize];
        // A vertex of a tree torn down since it was queued; it is queued again if labelled S again.
        if (label[inBlossom[v]] == MatchingState.S) scan(v);
      }
      if (trees > 0) adjustDuals();
    }
  }

  /**
   * Scans the edges of S-vertex v: grows its tree, makes blossoms, augments, or notes least-slack edges. Each test
   * is a sign read top limb first ({@link Weight#signOfDifference}): the slack dual[v] + dual[u] - W is
   * dual[u] - W - (-dual[v]), and comparisons with keys move the rest to per-scan or per-vertex constants.
   */
  private void scan(int v) {
    if (augmentsToOtherTree(v)) return;
    int[] label = s.label;
    int[] inBlossom = s.inBlossom;
    int[] bestEdge = s.bestEdge;
    boolean[] edge = s.edge;
    long[] dual = s.dual;
    long[] w = s.w;
    long[] wTop = s.wTop;
    int row = v * n;
    for (int i = 0; i < k; i++) {
      minusDual[i] = -dual[v * k + i];
      dualPlusTotal[i] = dual[v * k + i] + total[i];
    }
    Weight.normalize(minusDual, 0, k);
    Weight.normalize(dualPlusTotal, 0, k);
    int boundFor = -1;
    for (int u = 0; u < n; u++) {
      int p = row + u;
      if (!edge[p]) continue;
      int bu = inBlossom[u];
      int bv = inBlossom[v];
      if (bv == bu) continue;
      int uo = u * k;
      int po = p * k;
      if (Weight.signOfDifference(dual, uo, wTop[p], w, po, minusDual, 0, k) <= 0) {
        if (label[bu] == MatchingState.FREE) {
          if (s.mate[s.blossomBase[bu]] == -1) {
            // An exposed vertex with a zero dual: the path from v's root to it augments.
            int root = s.tree[inBlossom[v]];
            s.labelEnd[bu] = -1;
            blossoms.augmentMatching(v, u);
            tearDown(root, -1);
            return;
          }
          assignLabel(u, MatchingState.T, s.rev(p));
        } else if (label[bu] == MatchingState.S) {
          int base = traceBlossom(v, u);
          if (base < 0) {
            int rootV = s.tree[inBlossom[v]];
            int rootU = s.tree[bu];
            blossoms.augmentMatching(v, u);
            tearDown(rootV, rootU);
            return;
          }
          blossoms.add(base, v, u, this);
          keyBlossomEdge(inBlossom[v]);
          boundFor = -1;
        } else if (label[u] == MatchingState.FREE) {
          // u is inside a T-blossom: remember how it was reached, for when the blossom expands.
          label[u] = MatchingState.T;
          s.labelEnd[u] = s.rev(p);
        }
      } else if (label[bu] == MatchingState.S) {
        // Below bv's key: dual[u] - W < key[bv] - dual[v] - 2 total (the bound, kept while bv's key stays).
        if (bestEdge[bv] != -1 && boundFor != bv) {
          blossomBound(bv, v);
          boundFor = bv;
        }
        if (bestEdge[bv] == -1 || Weight.signOfDifference(dual, uo, wTop[p], w, po, bound, 0, k) < 0) {
          s.slack(v, u, t1);
          noteBlossomEdge(bv, p, u, t1);
          boundFor = -1;
        }
      } else if (label[u] == MatchingState.FREE && !unknown[u]) {
        if (label[bu] == MatchingState.FREE) {
          // Below u's key: dual[v] + total - W < key[u] - dual[u].
          if (bestEdge[u] == -1
              || Weight.signOfDifference(dualPlusTotal, 0, wTop[p], w, po, keyLessDual, uo, k) < 0) {
            s.slack(v, u, t1);
            noteFreeEdge(u, p, t1);
          }
        } else {
          // u is unreached inside a T-blossom: its edges to S-vertices keep their slack while the blossom is T, so
          // the exact slack is compared; a stale entry stays, to be renewed if the blossom expands.
          s.slack(v, u, t1);
          if (bestEdge[u] == -1 || (isCurrent(u, bestEdge[u] / n) && lessThanSlackOf(t1, bestEdge[u]))) {
            noteFreeEdge(u, p, t1);
          }
        }
      }
    }
  }

  /** bound = key[b] - dual[v] - 2 total. */
  private void blossomBound(int b, int v) {
    for (int i = 0; i < k; i++) bound[i] = key[b * k + i] - s.dual[v * k + i];
    Weight.normalize(bound, 0, k);
    for (int t = 0; t < 2; t++) {
      for (int i = 0; i < k; i++) bound[i] -= total[i];
      Weight.normalize(bound, 0, k);
    }
  }

  private void noteFreeEdge(int x, int p, long[] slack) {
    s.bestEdge[x] = p;
    bestGen[x] = gen[p / n];
    int o = x * k;
    System.arraycopy(slack, 0, key, o, k);
    addTotal(key, o, 1);
    for (int i = 0; i < k; i++) keyLessDual[o + i] = key[o + i] - s.dual[o + i];
    Weight.normalize(keyLessDual, o, k);
  }

  /** a[o..o+k) += times * total, one addition at a time (a limb plus twice a limb could overflow). */
  private void addTotal(long[] a, int o, int times) {
    for (int t = 0; t < times; t++) {
      for (int i = 0; i < k; i++) a[o + i] += total[i];
      Weight.normalize(a, o, k);
    }
  }

  private void noteBlossomEdge(int b, int p, int far, long[] slack) {
    s.bestEdge[b] = p;
    bestGen[b] = gen[far];
    System.arraycopy(slack, 0, key, b * k, k);
    addTotal(key, b * k, 2);
  }

  private boolean isCurrent(int x, int sEnd) {
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
    slackOf(e, t1);
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
    long[] w = s.w;
    // The slacks differ in dual[u] - W(x, u) only: least holds the least of these so far.
    for (int i = 0; i < s.outerCount; i++) {
      int u = outer[i];
      int e = row + u;
      if (!s.edge[e]) continue;
      if (found >= 0 && Weight.signOfDifference(dual, u * k, s.wTop[e], w, e * k, least, 0, k) >= 0) continue;
      for (int l = 0; l < k; l++) least[l] = dual[u * k + l] - w[e * k + l];
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

  /** The vertices of a T-blossom's child that became free: their entries switch to keys (or are renewed). */
  private void freeChild(int c) {
    for (int x : s.leavesOf(c)) {
      int e = s.bestEdge[x];
      if (s.label[x] != MatchingState.FREE) continue;
      if (unknown[x]) {
        renewFreeEdge(x);
      } else if (e == -1) {
        continue;
      } else if (isCurrent(x, e / n)) {
        slackOf(e, t1);
        noteFreeEdge(x, e, t1);
      } else {
        renewFreeEdge(x);
      }
    }
  }

  /**
   * A tight edge from v to an S-vertex of another tree augments at once. Looked for first, among the S-vertices
   * only, so that v's tree does not first grow over the rest of v's row: every vertex it takes in is torn down with
   * it, and looks for its least-slack edge again.
   */
  private boolean augmentsToOtherTree(int v) {
    int[] inBlossom = s.inBlossom;
    int bv = inBlossom[v];
    int root = s.tree[bv];
    int row = v * n;
    int[] outer = s.outer;
    for (int i = 0; i < s.outerCount; i++) {
      int u = outer[i];
      int bu = inBlossom[u];
      if (!s.edge[row + u] || bu == bv || s.tree[bu] == root) continue;
      s.slack(v, u, t1);
      if (Weight.signum(t1, 0, k) <= 0) {
        int otherRoot = s.tree[bu];
        blossoms.augmentMatching(v, u);
        tearDown(root, otherRoot);
        return true;
      }
    }
    return false;
  }

  private void tearDown(int root, int otherRoot) {
    trees -= otherRoot >= 0 && otherRoot != root ? 2 : 1;
    teardown.run(root, otherRoot, this);
  }

  /**
   * Changes the duals by the largest amount that keeps them feasible and non-negative, then acts on the constraint
   * that stopped it.
   */
  private void adjustDuals() {
    int[] label = s.label;
    int[] inBlossom = s.inBlossom;
    int[] bestEdge = s.bestEdge;
    long[] dual = s.dual;
    int type = 0;
    int deltaVertex = -1;
    int deltaEdge = -1;
    int deltaBlossom = -1;
    // delta1: an S-vertex's dual reaches zero (duals are non-negative).
    for (int i = 0; i < s.outerCount; i++) {
      int v = s.outer[i];
      if (deltaVertex < 0 || Weight.compare(dual, v * k, delta, 0, k) < 0) {
        System.arraycopy(dual, v * k, delta, 0, k);
        deltaVertex = v;
        type = 1;
      }
    }
    // delta2: an edge from an S-vertex to a free vertex becomes tight. A stale bound that would decide is renewed.
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
      if (x < 0) break;
      if (!isCurrent(x, bestEdge[x] / n)) {
        renewFreeEdge(x);
        continue;
      }
      for (int i = 0; i < k; i++) t1[i] = key[x * k + i] - total[i];
      Weight.normalize(t1, 0, k);
      if (Weight.compare(t1, 0, delta, 0, k) < 0) {
        System.arraycopy(t1, 0, delta, 0, k);
        type = 2;
        deltaEdge = bestEdge[x];
      }
      break;
    }
    // delta3: an edge between two S-blossoms becomes tight (both ends move: half its slack).
    while (true) {
      int c = -1;
      for (int b = 0; b < 2 * n; b++) {
        if (s.blossomParent[b] == -1 && label[b] == MatchingState.S && bestEdge[b] != -1
            && (c < 0 || Weight.compare(key, b * k, key, c * k, k) < 0)) {
          c = b;
        }
      }
      if (c < 0) break;
      if (!isCurrent(c, farEnd(c))) {
        blossoms.renewBestEdge(c);
        keyBlossomEdge(c);
        continue;
      }
      for (int i = 0; i < k; i++) t1[i] = key[c * k + i] - 2 * total[i];
      Weight.normalize(t1, 0, k);
      halve(t1);
      if (Weight.compare(t1, 0, delta, 0, k) < 0) {
        System.arraycopy(t1, 0, delta, 0, k);
        type = 3;
        deltaEdge = bestEdge[c];
      }
      break;
    }
    // delta4: a T-blossom's dual reaches zero.
    for (int b = n; b < 2 * n; b++) {
      if (s.blossomBase[b] >= 0 && s.blossomParent[b] == -1 && label[b] == MatchingState.T
          && Weight.compare(dual, b * k, delta, 0, k) < 0) {
        System.arraycopy(dual, b * k, delta, 0, k);
        type = 4;
        deltaBlossom = b;
      }
    }
    if (Weight.signum(delta, 0, k) != 0) {
      for (int i = 0; i < k; i++) total[i] += delta[i];
      Weight.normalize(total, 0, k);
      for (int v = 0; v < n; v++) {
        int l = label[inBlossom[v]];
        if (l == MatchingState.S) s.addToDual(v, -1, delta);
        else if (l == MatchingState.T) s.addToDual(v, 1, delta);
      }
      for (int b = n; b < 2 * n; b++) {
        if (s.blossomBase[b] >= 0 && s.blossomParent[b] == -1) {
          if (label[b] == MatchingState.S) s.addToDual(b, 1, delta);
          else if (label[b] == MatchingState.T) s.addToDual(b, -1, delta);
        }
      }
    }
    switch (type) {
      case 1 -> {
        int root = s.tree[inBlossom[deltaVertex]];
        blossoms.exposeThroughTree(deltaVertex);
        tearDown(root, -1);
      }
      // The edge is tight now: scanning its S end again acts on it.
      case 2 -> push(label[inBlossom[deltaEdge / n]] == MatchingState.S ? deltaEdge / n : deltaEdge % n);
      case 3 -> push(deltaEdge / n);
      default -> {
        int[] childs = s.blossomChilds[deltaBlossom];
        blossoms.expand(deltaBlossom, false, this);
        for (int c : childs) {
          if (label[c] == MatchingState.FREE) freeChild(c);
        }
      }
    }
  }

  private void slackOf(int e, long[] out) {
    s.slack(e / n, e % n, out);
  }

  private boolean lessThanSlackOf(long[] slack, int e) {
    slackOf(e, t2);
    return Weight.compare(slack, 0, t2, 0, k) < 0;
  }

  private void halve(long[] a) {
    for (int x = 0; x < k - 1; x++) a[x] = (a[x] >>> 1) | ((a[x + 1] & 1L) << (Weight.BITS - 1));
    a[k - 1] >>= 1;
  }

  void push(int v) {
    if (queueSize == queue.length) queue = Arrays.copyOf(queue, queue.length * 2);
    queue[queueSize++] = v;
  }

  /** Labels wv's blossom with t, reached through edge p (-1: a root); a T-blossom's mate blossom becomes S. */
  void assignLabel(int wv, int t, int p) {
    int b = s.inBlossom[wv];
    s.label[wv] = t;
    s.label[b] = t;
    s.labelEnd[wv] = p;
    s.labelEnd[b] = p;
    s.tree[b] = p == -1 ? wv : s.tree[s.inBlossom[s.endpoint(p)]];
    s.bestEdge[wv] = -1;
    s.bestEdge[b] = -1;
    if (t == MatchingState.S) {
      for (int v : s.leavesOf(b)) {
        push(v);
        s.addOuter(v);
      }
    } else {
      int base = s.blossomBase[b];
      assignLabel(s.endpoint(s.mate[base]), MatchingState.S, s.rev(s.mate[base]));
    }
  }

  /**
   * Traces the tree paths up from the S-vertices v and wv: the base of the blossom their edge closes, or -1 when
   * they are in different trees (the edge augments).
   */
  private int traceBlossom(int v, int wv) {
    int[] label = s.label;
    int[] labelEnd = s.labelEnd;
    int[] inBlossom = s.inBlossom;
    int pathSize = 0;
    int base = -1;
    while (v != -1 || wv != -1) {
      int b = inBlossom[v];
      if ((label[b] & 4) != 0) {
        base = s.blossomBase[b];
        break;
      }
      tracePath[pathSize++] = b;
      label[b] = 5;
      if (labelEnd[b] == -1) {
        v = -1;
      } else {
        v = s.endpoint(labelEnd[b]);
        b = inBlossom[v];
        v = s.endpoint(labelEnd[b]);
      }
      if (wv != -1) {
        int t = v;
        v = wv;
        wv = t;
      }
    }
    for (int i = 0; i < pathSize; i++) label[tracePath[i]] = MatchingState.S;
    return base;
  }
}
