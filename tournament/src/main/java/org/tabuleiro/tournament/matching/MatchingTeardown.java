package org.tabuleiro.tournament.matching;

/**
 * Tears down the alternating trees an augmentation went through, in the middle of a {@link MatchingForest} search,
 * and repairs what the other trees knew about them.
 *
 * <p>Their vertices become free (zero-dual S-blossoms among them are expanded, as at the end of a textbook stage);
 * their least-slack edges from the S-vertices left are looked for when needed. Marks left on vertices inside
 * surviving T-blossoms by an S-vertex torn down (they would relabel them when the blossom expands) are forgotten.
 * Least-slack edges of the other trees that led into the torn-down ones go stale; {@link MatchingSlackKeys} renews
 * one only when it would decide a dual change, as its bound stays valid.
 */
final class MatchingTeardown {
  private final MatchingState s;
  private final MatchingBlossoms blossoms;
  private final int n;
  private final int[] dead;
  private final int[] deadList;
  private final int[] expandMark;
  private final int[] toExpand;
  private int stamp;

  MatchingTeardown(MatchingState s, MatchingBlossoms blossoms) {
    this.s = s;
    this.blossoms = blossoms;
    this.n = s.n;
    dead = new int[n];
    deadList = new int[n];
    expandMark = new int[2 * n];
    toExpand = new int[n];
  }

  /** Tears down the trees rooted at root and otherRoot (-1: none), both already augmented or fixed. */
  void run(int root, int otherRoot, MatchingForest forest) {
    if (++stamp == Integer.MAX_VALUE) {
      java.util.Arrays.fill(dead, 0);
      java.util.Arrays.fill(expandMark, 0);
      stamp = 1;
    }
    int[] label = s.label;
    int[] inBlossom = s.inBlossom;
    int deadCount = 0;
    int expandCount = 0;
    for (int v = 0; v < n; v++) {
      int b = inBlossom[v];
      if (label[b] == MatchingState.FREE) continue;
      int t = s.tree[b];
      if (t != root && (otherRoot < 0 || t != otherRoot)) continue;
      dead[v] = stamp;
      forest.keys.bury(v);
      deadList[deadCount++] = v;
      if (b >= n && label[b] == MatchingState.S && expandMark[b] != stamp && s.isZeroDual(b)) {
        expandMark[b] = stamp;
        toExpand[expandCount++] = b;
      }
    }
    for (int i = 0; i < expandCount; i++) blossoms.expand(toExpand[i], true, forest);
    for (int i = 0; i < deadCount; i++) {
      int v = deadList[i];
      s.bestEdge[v] = -1;
      s.removeOuter(v);
      // Every level around v, not just the top: a blossom expanded later reads its children's labels.
      for (int b = v; b != -1; b = s.blossomParent[b]) label[b] = MatchingState.FREE;
      int top = inBlossom[v];
      s.bestEdge[top] = -1;
      if (top >= n) s.blossomBestEdges[top] = null;
    }
    forgetMarksIntoDeadTrees(forest);
    // The torn-down vertices are free now; their least-slack edges from the S-vertices left are looked for later.
    for (int i = 0; i < deadCount; i++) forest.keys.forgetFreeEdge(deadList[i]);
  }

  private boolean isDead(int v) {
    return dead[v] == stamp;
  }

  /** A vertex inside a surviving T-blossom, reached from a torn-down S-vertex: that edge is no longer usable. */
  private void forgetMarksIntoDeadTrees(MatchingForest forest) {
    int[] label = s.label;
    for (int v = 0; v < n; v++) {
      int b = s.inBlossom[v];
      if (label[b] != MatchingState.T || label[v] != MatchingState.T || isDead(v)) continue;
      int p = s.labelEnd[v];
      if (p >= 0 && isDead(s.endpoint(p))) {
        label[v] = MatchingState.FREE;
        forest.keys.renewFreeEdge(v);
      }
    }
  }
}
