package org.tabuleiro.tournament.matching;

import java.util.Arrays;

/**
 * Blossom surgery for {@link MatchingState}: shrinking an odd cycle into a blossom, expanding one, and
 * augmenting the matching along a path that runs through blossoms (which rotates them to a new base).
 */
final class MatchingBlossoms {
  private final MatchingState s;
  private final int n;

  MatchingBlossoms(MatchingState s) {
    this.s = s;
    this.n = s.n();
  }

  private static int at(int[] a, int j) {
    return a[Math.floorMod(j, a.length)];
  }

  private static int indexOf(int[] a, int x) {
    for (int i = 0; i < a.length; i++) {
      if (a[i] == x) return i;
    }
    throw new IllegalStateException("child not in blossom");
  }

  /** endps[j] read "from the other side" when trick is 1: the reverse of the stored directed edge. */
  private int flip(int p, int trick) {
    return trick == 1 ? s.reverse(p) : p;
  }

  /** Shrinks the cycle closed by the tight edge v-w (both S) into a new blossom with the given base. */
  void add(int base, int v0, int w0) {
    int[] inBlossom = s.inBlossom();
    int[] labelEnd = s.labelEnd();
    int[] blossomParent = s.blossomParent();
    int bb = inBlossom[base];
    int bv = inBlossom[v0];
    int bw = inBlossom[w0];
    int b = s.popUnusedBlossom();
    s.blossomBase()[b] = base;
    blossomParent[b] = -1;
    blossomParent[bb] = b;
    int[] path = new int[2 * n];
    int[] endps = new int[2 * n];
    int np = 0;
    int ne = 0;
    while (bv != bb) {
      blossomParent[bv] = b;
      path[np++] = bv;
      endps[ne++] = labelEnd[bv];
      bv = inBlossom[s.endpointOf(labelEnd[bv])];
    }
    path[np++] = bb;
    reverse(path, np);
    reverse(endps, ne);
    endps[ne++] = w0 * n + v0;
    while (bw != bb) {
      blossomParent[bw] = b;
      path[np++] = bw;
      endps[ne++] = s.reverse(labelEnd[bw]);
      bw = inBlossom[s.endpointOf(labelEnd[bw])];
    }
    int[] childs = Arrays.copyOf(path, np);
    s.blossomChilds()[b] = childs;
    s.blossomEndps()[b] = Arrays.copyOf(endps, ne);
    s.label()[b] = 1;
    labelEnd[b] = labelEnd[bb];
    Arrays.fill(s.dual(), b * s.k(), b * s.k() + s.k(), 0);
    for (int v : s.leavesOfBlossom(b)) {
      if (s.label()[inBlossom[v]] == 2) s.queueVertex(v);
      inBlossom[v] = b;
    }
    int[] bestEdgeTo = new int[2 * n];
    Arrays.fill(bestEdgeTo, -1);
    boolean[] edge = s.edge();
    for (int child : childs) {
      int[] lists = s.blossomBestEdges()[child];
      if (lists == null) {
        for (int v : s.leavesOfBlossom(child)) {
          for (int u = 0; u < n; u++) {
            if (edge[v * n + u]) consider(v * n + u, b, bestEdgeTo);
          }
        }
      } else {
        for (int e : lists) consider(e, b, bestEdgeTo);
      }
      s.blossomBestEdges()[child] = null;
      s.bestEdge()[child] = -1;
    }
    int count = 0;
    for (int e : bestEdgeTo) {
      if (e != -1) count++;
    }
    int[] best = new int[count];
    count = 0;
    for (int e : bestEdgeTo) {
      if (e != -1) best[count++] = e;
    }
    s.blossomBestEdges()[b] = best;
    s.bestEdge()[b] = -1;
    for (int e : best) {
      if (s.bestEdge()[b] == -1 || s.slackLess(e, s.bestEdge()[b])) s.bestEdge()[b] = e;
    }
  }

  private void consider(int e, int b, int[] bestEdgeTo) {
    int i = e / n;
    int j = e % n;
    if (s.inBlossom()[j] == b) j = i;
    int bj = s.inBlossom()[j];
    if (bj != b && s.label()[bj] == 1 && (bestEdgeTo[bj] == -1 || s.slackLess(e, bestEdgeTo[bj]))) bestEdgeTo[bj] = e;
  }

  private static void reverse(int[] a, int len) {
    for (int i = 0, j = len - 1; i < j; i++, j--) {
      int t = a[i];
      a[i] = a[j];
      a[j] = t;
    }
  }

  /** Expands blossom b; in mid-stage a T-blossom is relabelled along the even path to its entry child. */
  void expand(int b, boolean endStage) {
    int[] childs = s.blossomChilds()[b];
    int[] endps = s.blossomEndps()[b];
    int[] label = s.label();
    int[] labelEnd = s.labelEnd();
    for (int c : childs) {
      s.blossomParent()[c] = -1;
      if (c < n) {
        s.inBlossom()[c] = c;
      } else if (endStage && Weight.signum(s.dual(), c * s.k(), s.k()) == 0) {
        expand(c, endStage);
      } else {
        for (int v : s.leavesOfBlossom(c)) s.inBlossom()[v] = c;
      }
    }
    if (!endStage && label[b] == 2) {
      int entryChild = s.inBlossom()[s.endpointOf(s.reverse(labelEnd[b]))];
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
        label[s.endpointOf(s.reverse(p))] = 0;
        label[s.endpointOf(s.reverse(flip(at(endps, j - trick), trick)))] = 0;
        s.labelVertex(s.endpointOf(s.reverse(p)), 2, p);
        allow(at(endps, j - trick));
        j += jstep;
        p = flip(at(endps, j - trick), trick);
        allow(p);
        j += jstep;
      }
      int bv = at(childs, j);
      label[s.endpointOf(s.reverse(p))] = 2;
      label[bv] = 2;
      labelEnd[s.endpointOf(s.reverse(p))] = p;
      labelEnd[bv] = p;
      s.bestEdge()[bv] = -1;
      j += jstep;
      while (at(childs, j) != entryChild) {
        bv = at(childs, j);
        if (label[bv] == 1) {
          j += jstep;
          continue;
        }
        int[] leaves = s.leavesOfBlossom(bv);
        int v = leaves[leaves.length - 1];
        for (int leaf : leaves) {
          if (label[leaf] != 0) {
            v = leaf;
            break;
          }
        }
        if (label[v] != 0) {
          label[v] = 0;
          label[s.endpointOf(s.mate()[s.blossomBase()[bv]])] = 0;
          s.labelVertex(v, 2, labelEnd[v]);
        }
        j += jstep;
      }
    }
    label[b] = -1;
    labelEnd[b] = -1;
    s.blossomChilds()[b] = null;
    s.blossomEndps()[b] = null;
    s.blossomBase()[b] = -1;
    s.blossomBestEdges()[b] = null;
    s.bestEdge()[b] = -1;
    s.pushUnusedBlossom(b);
  }

  private void allow(int p) {
    s.allowEdge()[p] = true;
    s.allowEdge()[s.reverse(p)] = true;
  }

  /** Swaps matched and unmatched edges on the even path from vertex v to the base of b; v becomes the base. */
  void augmentBlossom(int b, int v) {
    int t = v;
    while (s.blossomParent()[t] != b) t = s.blossomParent()[t];
    if (t >= n) augmentBlossom(t, v);
    int[] childs = s.blossomChilds()[b];
    int[] endps = s.blossomEndps()[b];
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
    int[] mate = s.mate();
    while (j != 0) {
      j += jstep;
      t = at(childs, j);
      int p = flip(at(endps, j - trick), trick);
      if (t >= n) augmentBlossom(t, s.endpointOf(p));
      j += jstep;
      t = at(childs, j);
      if (t >= n) augmentBlossom(t, s.endpointOf(s.reverse(p)));
      mate[s.endpointOf(p)] = s.reverse(p);
      mate[s.endpointOf(s.reverse(p))] = p;
    }
    s.blossomChilds()[b] = rotate(childs, i);
    s.blossomEndps()[b] = rotate(endps, i);
    s.blossomBase()[b] = s.blossomBase()[s.blossomChilds()[b][0]];
  }

  private static int[] rotate(int[] a, int i) {
    int[] r = new int[a.length];
    for (int x = 0; x < a.length; x++) r[x] = a[(x + i) % a.length];
    return r;
  }

  /** Augments along the path through the tight S-S edge v-w and the two trees' roots. */
  void augmentMatching(int v, int w) {
    int[] inBlossom = s.inBlossom();
    int[] labelEnd = s.labelEnd();
    int[] mate = s.mate();
    int[][] starts = {{v, v * n + w}, {w, w * n + v}};
    for (int[] start : starts) {
      int sv = start[0];
      int p = start[1];
      while (true) {
        int bs = inBlossom[sv];
        if (bs >= n) augmentBlossom(bs, sv);
        mate[sv] = p;
        if (labelEnd[bs] == -1) break;
        int t = s.endpointOf(labelEnd[bs]);
        int bt = inBlossom[t];
        sv = s.endpointOf(labelEnd[bt]);
        int j = s.endpointOf(s.reverse(labelEnd[bt]));
        if (bt >= n) augmentBlossom(bt, j);
        mate[j] = labelEnd[bt];
        p = s.reverse(labelEnd[bt]);
      }
    }
  }
}
