package org.tabuleiro.tournament.matching;

import java.util.Arrays;

/**
 * The solution {@link WeightedMatching} keeps between solves: the matching, the nested blossoms and the dual
 * variables (Edmonds' primal-dual blossom algorithm in Galil's presentation), on a dense graph with wide weights.
 *
 * <p>Weights are stored scaled by 4 ({@code W = 4w}); the slack of {i, j} is
 * {@code dual[i] + dual[j] + 2 * (sum of z over the blossoms holding both) - W}. The scaling keeps duals integral
 * and makes half of an edge's scaled weight an even integer, so a fresh start and a re-solve can give vertices
 * duals of one parity (which keeps every step of the algorithm integral, see {@link MatchingRepair}).
 *
 * <p>A directed edge i→j is coded {@code i * n + j}; its endpoint is j and its reverse is {@code j * n + i}. Mates are
 * such codes, from the vertex. Blossoms are numbered n..2n-1; {@code dual} holds the vertex duals, then the blossom
 * duals z. Labels: 0 free, 1 S (outer), 2 T (inner); 5 marks S-blossoms on a path being traced.
 */
final class MatchingState {
  static final int FREE = 0;
  static final int S = 1;
  static final int T = 2;

  final int n;
  final int k;
  /**
   * The id of each directed edge's scaled weight in {@link #pool} (0: no edge), n per row: a row scan reads 4 bytes
   * per edge, and the few distinct weights it meets stay in cache.
   */
  final int[] weightId;
  final MatchingWeightPool pool;

  final int[] mate;
  final int[] label;
  final int[] labelEnd;
  final int[] inBlossom;
  final int[] blossomParent;
  final int[][] blossomChilds;
  final int[] blossomBase;
  final int[][] blossomEndps;
  final int[] bestEdge;
  final int[][] blossomBestEdges;
  final long[] dual;
  /** The root of the alternating tree holding each labelled top-level blossom. */
  final int[] tree;

  /** The S-vertices of the current search, in no order: rows are scanned against them, not against all n. */
  final int[] outer;
  int outerCount;
  private final int[] outerIndex;

  private final int[] unusedBlossoms;
  private int unusedCount;
  /**
   * The vertices of each blossom are a contiguous run of one list, firstLeaf to lastLeaf through nextLeaf: a new
   * blossom links its children's runs; expanding it just forgets the links between them.
   */
  final int[] firstLeaf;
  final int[] lastLeaf;
  final int[] nextLeaf;
  private final int[] leafBuffer;

  MatchingState(int n, int k, int[] weightId, MatchingWeightPool pool) {
    this.n = n;
    this.k = k;
    this.weightId = weightId;
    this.pool = pool;
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
    dual = new long[2 * n * k];
    tree = new int[2 * n];
    outer = new int[n];
    outerIndex = new int[n];
    Arrays.fill(outerIndex, -1);
    unusedBlossoms = new int[n];
    leafBuffer = new int[n];
    firstLeaf = new int[2 * n];
    lastLeaf = new int[2 * n];
    nextLeaf = new int[n];
    for (int v = 0; v < n; v++) {
      firstLeaf[v] = v;
      lastLeaf[v] = v;
    }
    Arrays.fill(mate, -1);
    Arrays.fill(labelEnd, -1);
    for (int v = 0; v < n; v++) inBlossom[v] = v;
    Arrays.fill(blossomParent, -1);
    Arrays.fill(blossomBase, -1);
    for (int v = 0; v < n; v++) blossomBase[v] = v;
    Arrays.fill(bestEdge, -1);
    for (int b = 2 * n - 1; b >= n; b--) unusedBlossoms[unusedCount++] = b;
  }

  /** Is there an edge along directed edge p? */
  boolean hasEdge(int p) {
    return weightId[p] != 0;
  }

  int endpoint(int p) {
    return p % n;
  }

  int rev(int p) {
    return (p % n) * n + p / n;
  }

  int[] mates() {
    int[] r = new int[n];
    for (int v = 0; v < n; v++) r[v] = mate[v] < 0 ? -1 : mate[v] % n;
    return r;
  }

  /** out = dual[i] + dual[j] - W(i, j): the slack of an edge between two top-level blossoms (none holds both). */
  void slack(int i, int j, long[] out) {
    long[] w = pool.digits;
    int wo = weightId[i * n + j] * k;
    int io = i * k;
    int jo = j * k;
    for (int x = 0; x < k; x++) out[x] = dual[io + x] + dual[jo + x] - w[wo + x];
    Weight.normalize(out, 0, k);
  }

  boolean isZeroDual(int index) {
    return Weight.signum(dual, index * k, k) == 0;
  }

  /** dual[index] += sign * amount. */
  void addToDual(int index, int sign, long[] amount) {
    int o = index * k;
    for (int x = 0; x < k; x++) dual[o + x] += sign * amount[x];
    Weight.normalize(dual, o, k);
  }

  void addOuter(int v) {
    if (outerIndex[v] >= 0) return;
    outerIndex[v] = outerCount;
    outer[outerCount++] = v;
  }

  void clearOuter() {
    for (int i = 0; i < outerCount; i++) outerIndex[outer[i]] = -1;
    outerCount = 0;
  }

  void removeOuter(int v) {
    int i = outerIndex[v];
    if (i < 0) return;
    int last = outer[--outerCount];
    outer[i] = last;
    outerIndex[last] = i;
    outerIndex[v] = -1;
  }

  // --- blossom bookkeeping ---

  int popUnusedBlossom() {
    return unusedBlossoms[--unusedCount];
  }

  /** Forgets blossom b (its children must have been re-parented) and returns its number to the pool. */
  void freeBlossom(int b) {
    label[b] = -1;
    labelEnd[b] = -1;
    blossomChilds[b] = null;
    blossomEndps[b] = null;
    blossomBase[b] = -1;
    blossomBestEdges[b] = null;
    bestEdge[b] = -1;
    blossomParent[b] = -1;
    Arrays.fill(dual, b * k, b * k + k, 0);
    unusedBlossoms[unusedCount++] = b;
  }

  /** Links the runs of the children of new blossom b into one. */
  void linkLeaves(int b, int[] childs) {
    for (int i = 0; i + 1 < childs.length; i++) nextLeaf[lastLeaf[childs[i]]] = firstLeaf[childs[i + 1]];
    firstLeaf[b] = firstLeaf[childs[0]];
    lastLeaf[b] = lastLeaf[childs[childs.length - 1]];
  }

  /** The vertices inside b (b itself for a vertex), in a fresh array. */
  int[] leavesOf(int b) {
    int c = 0;
    for (int v = firstLeaf[b]; ; v = nextLeaf[v]) {
      leafBuffer[c++] = v;
      if (v == lastLeaf[b]) break;
    }
    return Arrays.copyOf(leafBuffer, c);
  }
}
