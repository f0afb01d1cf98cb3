package org.tabuleiro.tournament.matching;

import java.util.Arrays;

/**
 * The primal-dual blossom algorithm (Edmonds; Galil's presentation, with Gabow's best-edge bookkeeping) on the
 * dense wide-weight graph of {@link WeightedMatching}. Weights are doubled implicitly: the slack of {i, j} is
 * {@code dual[i] + dual[j] - 2 w(i, j)}, so with integer weights every dual stays an integer.
 *
 * <p>A directed edge i→j is coded {@code i * n + j}; its endpoint is j and its reverse is {@code j * n + i}.
 * Blossoms are numbered n..2n-1; labels: 0 free, 1 S (outer), 2 T (inner), 5 S being scanned.
 */
final class MatchingState {
  private final int n;
  private final int k;
  private final long[] w;
  private final boolean[] edge;

  private final int[] mate;
  private final int[] label;
  private final int[] labelEnd;
  private final int[] inBlossom;
  private final int[] blossomParent;
  private final int[][] blossomChilds;
  private final int[] blossomBase;
  private final int[][] blossomEndps;
  private final int[] bestEdge;
  private final int[][] blossomBestEdges;
  private final int[] unusedBlossoms;
  private int unusedCount;
  private final long[] dual;
  private final boolean[] allowEdge;
  private int[] queue;
  private int queueSize;

  private final long[] t1;
  private final long[] t2;
  private final long[] delta;
  private final int[] leafBuffer;

  MatchingState(int n, int k, long[] w, boolean[] edge) {
    this.n = n;
    this.k = k;
    this.w = w;
    this.edge = edge;
    mate = new int[n];
    label = new int[2 * n];
    labelEnd = new int[2 * n];
    inBlossom = new int[n];
    blossomParent = new int[2 * n];
    blossomChilds = new int[2 * n][];
    blossomBase = new int[2 * n];
    blossomEndps = new int[2 * n][];
    bestEdge = new int[2 * n];
    blossomBestEdges = new int[2 * n][];
    unusedBlossoms = new int[n];
    dual = new long[2 * n * k];
    allowEdge = new boolean[n * n];
    queue = new int[4 * n + 4];
    t1 = new long[k];
    t2 = new long[k];
    delta = new long[k];
    leafBuffer = new int[n];
  }

  private boolean dirty = true;

  /** Edges at v changed. Each solve starts from scratch; an unchanged graph keeps its matching. */
  void touch(int v) {
    dirty = true;
  }

  int[] mates() {
    int[] r = new int[n];
    for (int v = 0; v < n; v++) r[v] = mate[v] < 0 ? -1 : mate[v] % n;
    return r;
  }

  private int endpoint(int p) {
    return p % n;
  }

  private int rev(int p) {
    return (p % n) * n + p / n;
  }

  /** out = dual[i] + dual[j] - 2 w(i, j). */
  private void slack(int e, long[] out) {
    int i = e / n;
    int j = e % n;
    int wo = e * k;
    int io = i * k;
    int jo = j * k;
    for (int x = 0; x < k; x++) out[x] = dual[io + x] + dual[jo + x] - 2 * w[wo + x];
    Weight.normalize(out, 0, k);
  }

  private int compareSlacks(int e1, int e2) {
    slack(e1, t1);
    slack(e2, t2);
    return Weight.compare(t1, 0, t2, 0, k);
  }

  void solve() {
    if (!dirty) return;
    dirty = false;
    reset();
    for (int stage = 0; stage < n; stage++) {
      if (!runStage()) break;
      for (int b = n; b < 2 * n; b++) {
        if (blossomParent[b] == -1 && blossomBase[b] >= 0 && label[b] == 1 && isZeroDual(b)) expandBlossom(b, true);
      }
    }
  }

  private boolean isZeroDual(int b) {
    return Weight.signum(dual, b * k, k) == 0;
  }

  private void reset() {
    Arrays.fill(mate, -1);
    Arrays.fill(labelEnd, -1);
    for (int v = 0; v < n; v++) inBlossom[v] = v;
    Arrays.fill(blossomParent, -1);
    Arrays.fill(blossomChilds, null);
    Arrays.fill(blossomBase, -1);
    for (int v = 0; v < n; v++) blossomBase[v] = v;
    Arrays.fill(blossomEndps, null);
    Arrays.fill(bestEdge, -1);
    Arrays.fill(blossomBestEdges, null);
    unusedCount = 0;
    for (int b = 2 * n - 1; b >= n; b--) unusedBlossoms[unusedCount++] = b;
    Arrays.fill(dual, 0);
    // Every vertex dual starts at the largest edge weight.
    int best = -1;
    for (int e = 0; e < n * n; e++) {
      if (edge[e] && (best < 0 || Weight.compare(w, e * k, w, best * k, k) > 0)) best = e;
    }
    if (best >= 0) {
      for (int v = 0; v < n; v++) System.arraycopy(w, best * k, dual, v * k, k);
    }
  }

  /** One stage: grow alternating trees until an augmentation, or prove the matching optimal (false). */
  private boolean runStage() {
    Arrays.fill(label, 0);
    Arrays.fill(bestEdge, -1);
    for (int b = n; b < 2 * n; b++) blossomBestEdges[b] = null;
    Arrays.fill(allowEdge, false);
    queueSize = 0;
    for (int v = 0; v < n; v++) {
      if (mate[v] == -1 && label[inBlossom[v]] == 0) assignLabel(v, 1, -1);
    }
    boolean augmented = false;
    while (true) {
      while (queueSize > 0 && !augmented) {
        int v = queue[--queueSize];
        int base = v * n;
        for (int u = 0; u < n; u++) {
          int p = base + u;
          if (!edge[p]) continue;
          int wv = u;
          if (inBlossom[v] == inBlossom[wv]) continue;
          boolean tight = allowEdge[p];
          if (!tight) {
            slack(p, t1);
            if (Weight.signum(t1, 0, k) <= 0) {
              allowEdge[p] = true;
              allowEdge[rev(p)] = true;
              tight = true;
            }
          }
          if (tight) {
            if (label[inBlossom[wv]] == 0) {
              assignLabel(wv, 2, rev(p));
            } else if (label[inBlossom[wv]] == 1) {
              int b = scanBlossom(v, wv);
              if (b >= 0) {
                addBlossom(b, v, wv);
              } else {
                augmentMatching(v, wv);
                augmented = true;
                break;
              }
            } else if (label[wv] == 0) {
              label[wv] = 2;
              labelEnd[wv] = rev(p);
            }
          } else if (label[inBlossom[wv]] == 1) {
            int b = inBlossom[v];
            if (bestEdge[b] == -1 || lessThanSlackOf(t1, bestEdge[b])) bestEdge[b] = p;
          } else if (label[wv] == 0) {
            if (bestEdge[wv] == -1 || lessThanSlackOf(t1, bestEdge[wv])) bestEdge[wv] = p;
          }
        }
      }
      if (augmented) return true;
      int deltaType = 1;
      int deltaEdge = -1;
      int deltaBlossom = -1;
      // delta1: the smallest vertex dual (no maximum-cardinality requirement).
      System.arraycopy(dual, 0, delta, 0, k);
      for (int v = 1; v < n; v++) {
        if (Weight.compare(dual, v * k, delta, 0, k) < 0) System.arraycopy(dual, v * k, delta, 0, k);
      }
      for (int v = 0; v < n; v++) {
        if (label[inBlossom[v]] == 0 && bestEdge[v] != -1) {
          slack(bestEdge[v], t1);
          if (Weight.compare(t1, 0, delta, 0, k) < 0) {
            System.arraycopy(t1, 0, delta, 0, k);
            deltaType = 2;
            deltaEdge = bestEdge[v];
          }
        }
      }
      for (int b = 0; b < 2 * n; b++) {
        if (blossomParent[b] == -1 && label[b] == 1 && bestEdge[b] != -1) {
          slack(bestEdge[b], t1);
          halve(t1);
          if (Weight.compare(t1, 0, delta, 0, k) < 0) {
            System.arraycopy(t1, 0, delta, 0, k);
            deltaType = 3;
            deltaEdge = bestEdge[b];
          }
        }
      }
      for (int b = n; b < 2 * n; b++) {
        if (blossomBase[b] >= 0 && blossomParent[b] == -1 && label[b] == 2
            && Weight.compare(dual, b * k, delta, 0, k) < 0) {
          System.arraycopy(dual, b * k, delta, 0, k);
          deltaType = 4;
          deltaBlossom = b;
        }
      }
      if (deltaType == 1 && Weight.signum(delta, 0, k) < 0) Arrays.fill(delta, 0);
      for (int v = 0; v < n; v++) {
        int l = label[inBlossom[v]];
        if (l == 1) addTo(v, -1);
        else if (l == 2) addTo(v, 1);
      }
      for (int b = n; b < 2 * n; b++) {
        if (blossomBase[b] >= 0 && blossomParent[b] == -1) {
          if (label[b] == 1) addTo(b, 1);
          else if (label[b] == 2) addTo(b, -1);
        }
      }
      if (deltaType == 1) {
        return false;
      } else if (deltaType == 2) {
        allowEdge[deltaEdge] = true;
        allowEdge[rev(deltaEdge)] = true;
        int i = deltaEdge / n;
        int j = deltaEdge % n;
        if (label[inBlossom[i]] == 0) i = j;
        push(i);
      } else if (deltaType == 3) {
        allowEdge[deltaEdge] = true;
        allowEdge[rev(deltaEdge)] = true;
        push(deltaEdge / n);
      } else {
        expandBlossom(deltaBlossom, false);
      }
    }
  }

  private boolean lessThanSlackOf(long[] s, int e) {
    slack(e, t2);
    return Weight.compare(s, 0, t2, 0, k) < 0;
  }

  private void halve(long[] a) {
    for (int x = 0; x < k - 1; x++) a[x] = (a[x] >>> 1) | ((a[x + 1] & 1L) << (Weight.BITS - 1));
    a[k - 1] >>= 1;
  }

  private void addTo(int index, int sign) {
    int o = index * k;
    for (int x = 0; x < k; x++) dual[o + x] += sign * delta[x];
    Weight.normalize(dual, o, k);
  }

  private void push(int v) {
    if (queueSize == queue.length) queue = Arrays.copyOf(queue, queue.length * 2);
    queue[queueSize++] = v;
  }

  private int leaves(int b, int[] out, int count) {
    if (b < n) {
      out[count++] = b;
      return count;
    }
    for (int t : blossomChilds[b]) count = leaves(t, out, count);
    return count;
  }

  private int[] leavesOf(int b) {
    int c = leaves(b, leafBuffer, 0);
    return Arrays.copyOf(leafBuffer, c);
  }

  private void assignLabel(int wv, int t, int p) {
    int b = inBlossom[wv];
    label[wv] = t;
    label[b] = t;
    labelEnd[wv] = p;
    labelEnd[b] = p;
    bestEdge[wv] = -1;
    bestEdge[b] = -1;
    if (t == 1) {
      for (int v : leavesOf(b)) push(v);
    } else {
      int base = blossomBase[b];
      assignLabel(endpoint(mate[base]), 1, rev(mate[base]));
    }
  }

  private int scanBlossom(int v, int wv) {
    int[] path = new int[2 * n];
    int pathSize = 0;
    int base = -1;
    while (v != -1 || wv != -1) {
      int b = inBlossom[v];
      if ((label[b] & 4) != 0) {
        base = blossomBase[b];
        break;
      }
      path[pathSize++] = b;
      label[b] = 5;
      if (labelEnd[b] == -1) {
        v = -1;
      } else {
        v = endpoint(labelEnd[b]);
        b = inBlossom[v];
        v = endpoint(labelEnd[b]);
      }
      if (wv != -1) {
        int t = v;
        v = wv;
        wv = t;
      }
    }
    for (int i = 0; i < pathSize; i++) label[path[i]] = 1;
    return base;
  }

  private void addBlossom(int base, int v, int wv) {
    new MatchingBlossoms(this).add(base, v, wv);
  }

  private void expandBlossom(int b, boolean endStage) {
    new MatchingBlossoms(this).expand(b, endStage);
  }

  private void augmentMatching(int v, int wv) {
    new MatchingBlossoms(this).augmentMatching(v, wv);
  }

  // Accessors for MatchingBlossoms (same package, same instance).
  int n() { return n; }
  int k() { return k; }
  int[] mate() { return mate; }
  int[] label() { return label; }
  int[] labelEnd() { return labelEnd; }
  int[] inBlossom() { return inBlossom; }
  int[] blossomParent() { return blossomParent; }
  int[][] blossomChilds() { return blossomChilds; }
  int[] blossomBase() { return blossomBase; }
  int[][] blossomEndps() { return blossomEndps; }
  int[] bestEdge() { return bestEdge; }
  int[][] blossomBestEdges() { return blossomBestEdges; }
  long[] dual() { return dual; }
  boolean[] allowEdge() { return allowEdge; }
  boolean[] edge() { return edge; }

  int popUnusedBlossom() {
    return unusedBlossoms[--unusedCount];
  }

  void pushUnusedBlossom(int b) {
    unusedBlossoms[unusedCount++] = b;
  }

  void queueVertex(int v) {
    push(v);
  }

  int[] leavesOfBlossom(int b) {
    return leavesOf(b);
  }

  void labelVertex(int wv, int t, int p) {
    assignLabel(wv, t, p);
  }

  /** Is the slack of edge e smaller than that of edge f? */
  boolean slackLess(int e, int f) {
    return compareSlacks(e, f) < 0;
  }

  int endpointOf(int p) {
    return endpoint(p);
  }

  int reverse(int p) {
    return rev(p);
  }
}
