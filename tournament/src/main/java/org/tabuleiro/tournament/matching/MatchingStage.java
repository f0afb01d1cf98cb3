package org.tabuleiro.tournament.matching;

import java.util.Arrays;

/**
 * One stage of the primal-dual blossom algorithm on a {@link MatchingState}: alternating trees grow from the roots
 * (the exposed vertices whose dual is positive, which violate complementary slackness) until one of them is fixed.
 *
 * <p>Unlike the textbook from-scratch run, roots may start with different duals (a re-solve lowers only the duals it
 * had to touch), so the duals of matched S-vertices can reach zero before a root's; such a vertex then trades places
 * with its root (the even path between them is flipped). Exposed vertices with a zero dual are not roots but
 * targets: reaching one augments. Every stage therefore ends with one or two fewer positive exposed vertices.
 */
final class MatchingStage {
  private final MatchingState s;
  private final MatchingBlossoms blossoms;
  private final int n;
  private final int k;
  private int[] queue;
  private int queueSize;
  private final int[] tracePath;
  private final long[] t1;
  private final long[] t2;
  private final long[] delta;

  MatchingStage(MatchingState s, MatchingBlossoms blossoms) {
    this.s = s;
    this.blossoms = blossoms;
    this.n = s.n;
    this.k = s.k;
    queue = new int[4 * n + 4];
    tracePath = new int[2 * n];
    t1 = new long[k];
    t2 = new long[k];
    delta = new long[k];
  }

  /** Runs one stage; false when there was no root, i.e. the matching is optimal. */
  boolean run() {
    int[] label = s.label;
    int[] inBlossom = s.inBlossom;
    int[] mate = s.mate;
    s.newStage();
    Arrays.fill(label, 0);
    Arrays.fill(s.bestEdge, -1);
    for (int b = n; b < 2 * n; b++) s.blossomBestEdges[b] = null;
    queueSize = 0;
    boolean roots = false;
    for (int v = 0; v < n; v++) {
      if (mate[v] == -1 && label[inBlossom[v]] == 0 && !s.isZeroDual(v)) {
        assignLabel(v, MatchingState.S, -1);
        roots = true;
      }
    }
    if (!roots) return false;
    while (true) {
      while (queueSize > 0) {
        if (scan(queue[--queueSize])) return true;
      }
      if (adjustDuals()) return true;
    }
  }

  /** Scans the edges of S-vertex v; true when the matching was augmented. */
  private boolean scan(int v) {
    int[] label = s.label;
    int[] inBlossom = s.inBlossom;
    int[] bestEdge = s.bestEdge;
    boolean[] edge = s.edge;
    int row = v * n;
    for (int u = 0; u < n; u++) {
      int p = row + u;
      if (!edge[p]) continue;
      int bu = inBlossom[u];
      if (inBlossom[v] == bu) continue;
      boolean tight = s.isAllowed(p);
      if (!tight) {
        s.slack(v, u, t1);
        if (Weight.signum(t1, 0, k) <= 0) {
          s.allow(p);
          tight = true;
        }
      }
      if (tight) {
        if (label[bu] == MatchingState.FREE) {
          if (s.mate[s.blossomBase[bu]] == -1) {
            // An exposed vertex with a zero dual: the path from v's root to it augments.
            s.labelEnd[bu] = -1;
            blossoms.augmentMatching(v, u);
            return true;
          }
          assignLabel(u, MatchingState.T, s.rev(p));
        } else if (label[bu] == MatchingState.S) {
          int base = traceBlossom(v, u);
          if (base < 0) {
            blossoms.augmentMatching(v, u);
            return true;
          }
          blossoms.add(base, v, u, this);
        } else if (label[u] == MatchingState.FREE) {
          // u is inside a T-blossom: remember how it was reached, for when the blossom expands.
          label[u] = MatchingState.T;
          s.labelEnd[u] = s.rev(p);
        }
      } else if (label[bu] == MatchingState.S) {
        int b = inBlossom[v];
        if (bestEdge[b] == -1 || lessThanSlackOf(t1, bestEdge[b])) bestEdge[b] = p;
      } else if (label[u] == MatchingState.FREE) {
        if (bestEdge[u] == -1 || lessThanSlackOf(t1, bestEdge[u])) bestEdge[u] = p;
      }
    }
    return false;
  }

  /**
   * Changes the duals by the largest amount that keeps them feasible and non-negative, then acts on the constraint
   * that stopped it. True when the stage is over (an S-vertex's dual reached zero).
   */
  private boolean adjustDuals() {
    int[] label = s.label;
    int[] inBlossom = s.inBlossom;
    int[] bestEdge = s.bestEdge;
    long[] dual = s.dual;
    int type = 0;
    int deltaVertex = -1;
    int deltaEdge = -1;
    int deltaBlossom = -1;
    // delta1: an S-vertex's dual reaches zero (duals are non-negative).
    for (int v = 0; v < n; v++) {
      if (label[inBlossom[v]] != MatchingState.S) continue;
      if (deltaVertex < 0 || Weight.compare(dual, v * k, delta, 0, k) < 0) {
        System.arraycopy(dual, v * k, delta, 0, k);
        deltaVertex = v;
        type = 1;
      }
    }
    // delta2: an edge from an S-vertex to a free vertex becomes tight.
    for (int v = 0; v < n; v++) {
      if (label[inBlossom[v]] == MatchingState.FREE && bestEdge[v] != -1) {
        slackOf(bestEdge[v], t1);
        if (Weight.compare(t1, 0, delta, 0, k) < 0) {
          System.arraycopy(t1, 0, delta, 0, k);
          type = 2;
          deltaEdge = bestEdge[v];
        }
      }
    }
    // delta3: an edge between two S-blossoms becomes tight (both ends move: half its slack).
    for (int b = 0; b < 2 * n; b++) {
      if (s.blossomParent[b] == -1 && label[b] == MatchingState.S && bestEdge[b] != -1) {
        slackOf(bestEdge[b], t1);
        halve(t1);
        if (Weight.compare(t1, 0, delta, 0, k) < 0) {
          System.arraycopy(t1, 0, delta, 0, k);
          type = 3;
          deltaEdge = bestEdge[b];
        }
      }
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
        blossoms.exposeThroughTree(deltaVertex);
        return true;
      }
      case 2 -> {
        s.allow(deltaEdge);
        int i = deltaEdge / n;
        if (label[inBlossom[i]] != MatchingState.S) i = deltaEdge % n;
        push(i);
      }
      case 3 -> {
        s.allow(deltaEdge);
        push(deltaEdge / n);
      }
      default -> blossoms.expand(deltaBlossom, false, this);
    }
    return false;
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

  /** Labels wv's blossom with t, reached through edge p; a T-blossom's mate blossom becomes S. */
  void assignLabel(int wv, int t, int p) {
    int b = s.inBlossom[wv];
    s.label[wv] = t;
    s.label[b] = t;
    s.labelEnd[wv] = p;
    s.labelEnd[b] = p;
    s.bestEdge[wv] = -1;
    s.bestEdge[b] = -1;
    if (t == MatchingState.S) {
      for (int v : s.leavesOf(b)) push(v);
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
