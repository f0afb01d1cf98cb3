package org.tabuleiro.tournament.matching;

import java.util.Arrays;

/**
 * Blossom surgery on a {@link MatchingState}: shrinking an odd cycle into a blossom, expanding one, augmenting
 * along a path that runs through blossoms (which rotates them to a new base), and dissolving a blossom between
 * solves.
 */
final class MatchingBlossoms {
  private final MatchingState s;
  private final int n;
  private final int k;
  private final int[] path;
  private final int[] endps;
  private final int[] bestEdgeTo;
  /** The slack of bestEdgeTo[b], k limbs per blossom: each candidate edge's slack is computed once. */
  private final long[] bestSlackTo;
  private final long[] t1;

  MatchingBlossoms(MatchingState s) {
    this.s = s;
    this.n = s.n;
    this.k = s.k;
    path = new int[2 * n];
    endps = new int[2 * n];
    bestEdgeTo = new int[2 * n];
    bestSlackTo = new long[2 * n * k];
    t1 = new long[k];
    Arrays.fill(bestEdgeTo, -1);
  }

  /** a[j] for j in (-a.length, a.length), negative j counting from the end. */
  private static int at(int[] a, int j) {
    return a[j < 0 ? j + a.length : j];
  }

  private static int indexOf(int[] a, int x) {
    for (int i = 0; i < a.length; i++) {
      if (a[i] == x) return i;
    }
    throw new IllegalStateException("child not in blossom");
  }

  /** endps[j] read "from the other side" when trick is 1: the reverse of the stored directed edge. */
  private int flip(int p, int trick) {
    return trick == 1 ? s.rev(p) : p;
  }

  /** Shrinks the cycle closed by the tight edge v-w (both S) into a new S-blossom with the given base. */
  void add(int base, int v0, int w0, MatchingForest forest) {
    int[] inBlossom = s.inBlossom;
    int[] labelEnd = s.labelEnd;
    int[] blossomParent = s.blossomParent;
    int bb = inBlossom[base];
    int bv = inBlossom[v0];
    int bw = inBlossom[w0];
    int b = s.popUnusedBlossom();
    s.blossomBase[b] = base;
    blossomParent[b] = -1;
    blossomParent[bb] = b;
    int np = 0;
    int ne = 0;
    while (bv != bb) {
      blossomParent[bv] = b;
      path[np++] = bv;
      endps[ne++] = labelEnd[bv];
      bv = inBlossom[s.endpoint(labelEnd[bv])];
    }
    path[np++] = bb;
    reverse(path, np);
    reverse(endps, ne);
    endps[ne++] = w0 * n + v0;
    while (bw != bb) {
      blossomParent[bw] = b;
      path[np++] = bw;
      endps[ne++] = s.rev(labelEnd[bw]);
      bw = inBlossom[s.endpoint(labelEnd[bw])];
    }
    int[] childs = Arrays.copyOf(path, np);
    s.blossomChilds[b] = childs;
    s.linkLeaves(b, childs);
    s.blossomEndps[b] = Arrays.copyOf(endps, ne);
    s.label[b] = MatchingState.S;
    s.tree[b] = s.tree[bb];
    labelEnd[b] = labelEnd[bb];
    Arrays.fill(s.dual, b * k, b * k + k, 0);
    for (int v : s.leavesOf(b)) {
      // Former T-vertices become S: their edges are scanned now.
      if (s.label[inBlossom[v]] == MatchingState.T) {
        forest.push(v);
        s.addOuter(v);
      }
      inBlossom[v] = b;
    }
    // The least-slack edge from b to every other S-blossom, from the children's lists (Gabow's bookkeeping).
    int count = 0;
    for (int child : childs) {
      int[] lists = s.blossomBestEdges[child];
      if (lists == null) {
        count += considerRows(child, b);
      } else {
        for (int e : lists) count += consider(e / n, e % n, b);
      }
      s.blossomBestEdges[child] = null;
      s.bestEdge[child] = -1;
    }
    keepBestEdges(b, count);
  }

  /**
   * S-blossom b lost its least-slack edge to another S-blossom (that one was torn down): the least among the best
   * edges it noted per S-blossom, or a new list from its vertices' rows when it has none. An S-blossom that became S
   * after the list was made noted the edges to b itself when it was scanned, so the list needs no update.
   */
  void renewBestEdge(int b) {
    int[] list = b >= n ? s.blossomBestEdges[b] : null;
    if (list == null) {
      int count = considerRows(b, b);
      keepBestEdges(b, count);
      if (b < n) s.blossomBestEdges[b] = null;
      return;
    }
    int found = -1;
    for (int e : list) {
      int i = e / n;
      int j = e % n;
      int far = s.inBlossom[i] == b ? j : i;
      int bf = s.inBlossom[far];
      if (bf == b || s.label[bf] != MatchingState.S) continue;
      s.slack(i, j, t1);
      if (found < 0 || Weight.compare(t1, 0, bestSlackTo, 0, k) < 0) {
        System.arraycopy(t1, 0, bestSlackTo, 0, k);
        found = e;
      }
    }
    s.bestEdge[b] = found;
  }

  /** Offers every edge from a vertex inside {@code from} to an S-vertex to b's per-blossom bests; the new entries. */
  private int considerRows(int from, int b) {
    int[] weightId = s.weightId;
    int[] outer = s.outer;
    int count = 0;
    for (int v = s.firstLeaf[from]; ; v = s.nextLeaf[v]) {
      int row = v * n;
      for (int i = 0; i < s.outerCount; i++) {
        int u = outer[i];
        if (weightId[row + u] != 0) count += consider(v, u, b);
      }
      if (v == s.lastLeaf[from]) return count;
    }
  }

  /** Stores the collected per-blossom best edges as b's list and the least of them as b's best edge. */
  private void keepBestEdges(int b, int count) {
    int[] best = new int[count];
    count = 0;
    int bestOfAll = -1;
    int bestOwner = -1;
    for (int c = 0; c < 2 * n; c++) {
      int e = bestEdgeTo[c];
      if (e == -1) continue;
      best[count++] = e;
      if (bestOfAll == -1 || Weight.compare(bestSlackTo, c * k, bestSlackTo, bestOwner * k, k) < 0) {
        bestOfAll = e;
        bestOwner = c;
      }
      bestEdgeTo[c] = -1;
    }
    s.blossomBestEdges[b] = best;
    s.bestEdge[b] = bestOfAll;
  }

  /** Offers edge i-j (one end inside new blossom b) as b's best edge to the other end's S-blossom; 1 if new. */
  private int consider(int i, int j, int b) {
    int[] inBlossom = s.inBlossom;
    if (inBlossom[j] == b) {
      int t = i;
      i = j;
      j = t;
    }
    int bj = inBlossom[j];
    if (bj == b || s.label[bj] != MatchingState.S) return 0;
    s.slack(i, j, t1);
    int prior = bestEdgeTo[bj];
    if (prior != -1 && Weight.compare(t1, 0, bestSlackTo, bj * k, k) >= 0) return 0;
    bestEdgeTo[bj] = i * n + j;
    System.arraycopy(t1, 0, bestSlackTo, bj * k, k);
    return prior == -1 ? 1 : 0;
  }

  private static void reverse(int[] a, int len) {
    for (int i = 0, j = len - 1; i < j; i++, j--) {
      int t = a[i];
      a[i] = a[j];
      a[j] = t;
    }
  }

  /**
   * Expands blossom b. During a search (a T-blossom whose dual reached zero) the children on the even path from
   * the entry child to the base are relabelled T/S, the others become free. Otherwise (an S-blossom of a tree torn
   * down, its dual zero: nothing holds it together any more) children with a zero dual are expanded too.
   */
  void expand(int b, boolean outsideTrees, MatchingForest forest) {
    int[] childs = s.blossomChilds[b];
    int[] endps = s.blossomEndps[b];
    int[] label = s.label;
    int[] labelEnd = s.labelEnd;
    for (int c : childs) {
      s.blossomParent[c] = -1;
      if (c < n) {
        s.inBlossom[c] = c;
      } else if (outsideTrees && s.isZeroDual(c)) {
        expand(c, outsideTrees, forest);
      } else {
        for (int v : s.leavesOf(c)) s.inBlossom[v] = c;
      }
    }
    if (!outsideTrees && label[b] == MatchingState.T) {
      int entryChild = s.inBlossom[s.endpoint(s.rev(labelEnd[b]))];
      int j = indexOf(childs, entryChild);
      int jstep;
      int trick;
      if ((j & 1) != 0) {
        j -= childs.length;
        jstep = 1;
        trick = 0;
      } else {
        jstep = -1;
        trick = 1;
      }
      int p = labelEnd[b];
      while (j != 0) {
        label[s.endpoint(s.rev(p))] = 0;
        label[s.endpoint(s.rev(flip(at(endps, j - trick), trick)))] = 0;
        forest.assignLabel(s.endpoint(s.rev(p)), MatchingState.T, p);
        j += jstep;
        p = flip(at(endps, j - trick), trick);
        j += jstep;
      }
      int bv = at(childs, j);
      label[s.endpoint(s.rev(p))] = MatchingState.T;
      label[bv] = MatchingState.T;
      labelEnd[s.endpoint(s.rev(p))] = p;
      labelEnd[bv] = p;
      s.tree[bv] = s.tree[s.inBlossom[s.endpoint(p)]];
      s.bestEdge[bv] = -1;
      j += jstep;
      while (at(childs, j) != entryChild) {
        bv = at(childs, j);
        if (label[bv] == MatchingState.S) {
          j += jstep;
          continue;
        }
        int[] leaves = s.leavesOf(bv);
        int v = leaves[leaves.length - 1];
        for (int leaf : leaves) {
          if (label[leaf] != 0) {
            v = leaf;
            break;
          }
        }
        if (label[v] != 0) {
          label[v] = 0;
          label[s.endpoint(s.mate[s.blossomBase[bv]])] = 0;
          forest.assignLabel(v, MatchingState.T, labelEnd[v]);
        }
        j += jstep;
      }
    }
    s.freeBlossom(b);
  }

  /**
   * Dissolves the top-level blossom b between solves: its dual moves to its vertices, which keeps the slack of
   * every edge inside b and raises the others' (feasible, but a matched edge leaving b loses its tightness: the
   * caller makes sure b's base is exposed). The children become top-level, still matched among themselves.
   */
  void dissolve(int b) {
    int bo = b * k;
    if (Weight.signum(s.dual, bo, k) != 0) {
      System.arraycopy(s.dual, bo, t1, 0, k);
      for (int leaf : s.leavesOf(b)) s.addToDual(leaf, 1, t1);
    }
    for (int c : s.blossomChilds[b]) {
      s.blossomParent[c] = -1;
      if (c < n) {
        s.inBlossom[c] = c;
      } else {
        for (int v : s.leavesOf(c)) s.inBlossom[v] = c;
      }
    }
    s.freeBlossom(b);
  }

  /** Swaps matched and unmatched edges on the even path from vertex v to the base of b; v becomes the base. */
  void augmentBlossom(int b, int v) {
    int t = v;
    while (s.blossomParent[t] != b) t = s.blossomParent[t];
    if (t >= n) augmentBlossom(t, v);
    int[] childs = s.blossomChilds[b];
    int[] endps = s.blossomEndps[b];
    int i = indexOf(childs, t);
    int j = i;
    int jstep;
    int trick;
    if ((i & 1) != 0) {
      j -= childs.length;
      jstep = 1;
      trick = 0;
    } else {
      jstep = -1;
      trick = 1;
    }
    int[] mate = s.mate;
    while (j != 0) {
      j += jstep;
      t = at(childs, j);
      int p = flip(at(endps, j - trick), trick);
      if (t >= n) augmentBlossom(t, s.endpoint(p));
      j += jstep;
      t = at(childs, j);
      if (t >= n) augmentBlossom(t, s.endpoint(s.rev(p)));
      mate[s.endpoint(p)] = s.rev(p);
      mate[s.endpoint(s.rev(p))] = p;
    }
    s.blossomChilds[b] = rotate(childs, i);
    s.blossomEndps[b] = rotate(endps, i);
    s.blossomBase[b] = s.blossomBase[s.blossomChilds[b][0]];
  }

  private static int[] rotate(int[] a, int i) {
    if (i == 0) return a;
    int[] r = new int[a.length];
    System.arraycopy(a, i, r, 0, a.length - i);
    System.arraycopy(a, 0, r, a.length - i, i);
    return r;
  }

  /** Augments along the path through the tight edge v-w (v an S-vertex) and the two trees' roots. */
  void augmentMatching(int v, int w) {
    walkToRoot(v, v * n + w);
    walkToRoot(w, w * n + v);
  }

  /**
   * S-vertex v (its dual fell to zero) becomes exposed: the even alternating path from it to its tree's root is
   * flipped, which matches the root instead. Every edge on it is tight, so the matching stays optimal for the duals.
   */
  void exposeThroughTree(int v) {
    walkToRoot(v, -1);
  }

  /** Gives S-vertex sv the mate edge p and flips the alternating path from sv's blossom up to the root. */
  private void walkToRoot(int sv, int p) {
    int[] inBlossom = s.inBlossom;
    int[] labelEnd = s.labelEnd;
    int[] mate = s.mate;
    while (true) {
      int bs = inBlossom[sv];
      if (bs >= n) augmentBlossom(bs, sv);
      mate[sv] = p;
      if (labelEnd[bs] == -1) break;
      int t = s.endpoint(labelEnd[bs]);
      int bt = inBlossom[t];
      sv = s.endpoint(labelEnd[bt]);
      int j = s.endpoint(s.rev(labelEnd[bt]));
      if (bt >= n) augmentBlossom(bt, j);
      mate[j] = labelEnd[bt];
      p = s.rev(labelEnd[bt]);
    }
  }
}
