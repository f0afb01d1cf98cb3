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
 * on the exact slack, so no "allowed edge" cache can go stale when trees are torn down. The least-slack edges that
 * bound each dual change are kept by {@link MatchingSlackKeys}.
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
  private final long[] delta;
  private final long[] minusDual;
  private final long[] dualPlusTotal;
  private final long[] bound;
  final MatchingSlackKeys keys;

  MatchingForest(MatchingState s, MatchingBlossoms blossoms) {
    this.s = s;
    this.blossoms = blossoms;
    this.teardown = new MatchingTeardown(s, blossoms);
    this.n = s.n;
    this.k = s.k;
    queue = new int[4 * n + 4];
    tracePath = new int[2 * n];
    t1 = new long[k];
    delta = new long[k];
    minusDual = new long[k];
    dualPlusTotal = new long[k];
    bound = new long[k];
    keys = new MatchingSlackKeys(s, blossoms);
  }

  /** Fixes every root: afterwards every exposed vertex has a zero dual, and the matching is optimal. */
  void run() {
    int[] label = s.label;
    int[] inBlossom = s.inBlossom;
    Arrays.fill(label, 0);
    Arrays.fill(s.bestEdge, -1);
    keys.reset();
    for (int b = n; b < 2 * n; b++) s.blossomBestEdges[b] = null;
    queueSize = 0;
    trees = 0;
    s.clearOuter();
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
    int[] weightId = s.weightId;
    long[] dual = s.dual;
    long[] w = s.pool.digits;
    long[] wTop = s.pool.top;
    long[] keyLessDual = keys.keyLessDual;
    int row = v * n;
    for (int i = 0; i < k; i++) {
      minusDual[i] = -dual[v * k + i];
      dualPlusTotal[i] = dual[v * k + i] + keys.total[i];
    }
    Weight.normalize(minusDual, 0, k);
    Weight.normalize(dualPlusTotal, 0, k);
    int boundFor = -1;
    for (int u = 0; u < n; u++) {
      int p = row + u;
      int id = weightId[p];
      if (id == 0) continue;
      int bu = inBlossom[u];
      int bv = inBlossom[v];
      if (bv == bu) continue;
      int uo = u * k;
      int po = id * k;
      if (Weight.signOfDifference(dual, uo, wTop[id], w, po, minusDual, 0, k) <= 0) {
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
          keys.keyBlossomEdge(inBlossom[v]);
          boundFor = -1;
        } else if (label[u] == MatchingState.FREE) {
          // u is inside a T-blossom: remember how it was reached, for when the blossom expands.
          label[u] = MatchingState.T;
          s.labelEnd[u] = s.rev(p);
        }
      } else if (label[bu] == MatchingState.S) {
        // Below bv's key: dual[u] - W < key[bv] - dual[v] - 2 total (the bound, kept while bv's key stays).
        if (bestEdge[bv] != -1 && boundFor != bv) {
          keys.blossomBound(bv, v, bound);
          boundFor = bv;
        }
        if (bestEdge[bv] == -1 || Weight.signOfDifference(dual, uo, wTop[id], w, po, bound, 0, k) < 0) {
          s.slack(v, u, t1);
          keys.noteBlossomEdge(bv, p, u, t1);
          boundFor = -1;
        }
      } else if (label[u] == MatchingState.FREE && !keys.isUnknown(u)) {
        if (label[bu] == MatchingState.FREE) {
          // Below u's key: dual[v] + total - W < key[u] - dual[u].
          if (bestEdge[u] == -1
              || Weight.signOfDifference(dualPlusTotal, 0, wTop[id], w, po, keyLessDual, uo, k) < 0) {
            s.slack(v, u, t1);
            keys.noteFreeEdge(u, p, t1);
          }
        } else {
          s.slack(v, u, t1);
          keys.offerToUnreached(u, p, t1);
        }
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
      if (!s.hasEdge(row + u) || bu == bv || s.tree[bu] == root) continue;
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
    // delta2: an edge from an S-vertex to a free vertex becomes tight.
    int e = keys.leastFreeEdge(t1);
    if (e >= 0 && Weight.compare(t1, 0, delta, 0, k) < 0) {
      System.arraycopy(t1, 0, delta, 0, k);
      type = 2;
      deltaEdge = e;
    }
    // delta3: an edge between two S-blossoms becomes tight (both ends move: half its slack).
    e = keys.leastBlossomEdge(t1);
    if (e >= 0 && Weight.compare(t1, 0, delta, 0, k) < 0) {
      System.arraycopy(t1, 0, delta, 0, k);
      type = 3;
      deltaEdge = e;
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
      keys.addToTotal(delta);
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
          if (label[c] == MatchingState.FREE) keys.freeChild(c);
        }
      }
    }
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
