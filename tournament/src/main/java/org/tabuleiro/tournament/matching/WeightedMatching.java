package org.tabuleiro.tournament.matching;

import java.util.Arrays;

/**
 * Maximum-weight matching in a general graph (Edmonds' blossom algorithm, primal-dual), on a dense graph whose edge
 * weights are wide integers ({@link Weight}). A zero weight means "no edge". Each distinct weight is stored once
 * ({@link MatchingWeightPool}); an edge costs a 4-byte id, so n vertices take about 4n<sup>2</sup> bytes whatever
 * the width of the weights.
 *
 * <p>Built for a sequence of small changes: after the first solve, {@link #solve()} resumes from the previous
 * matching and duals. A weight change that keeps them optimal costs nothing; otherwise one endpoint is released
 * or, outside blossoms, re-priced ({@link MatchingRepair}), and the re-solve grows alternating trees from the released vertices and their former
 * mates only ({@link MatchingForest}): about one augmentation per released vertex, each costing row scans for the
 * vertices of its trees (O(n<sup>2</sup>) at worst, far less when the trees stay small) instead of O(n<sup>3</sup>)
 * from scratch. Not thread-safe; one instance per pairing.
 *
 * <pre>{@code
 * WeightedMatching m = new WeightedMatching(4, 1);
 * m.setWeight(0, 1, 5); m.setWeight(2, 3, 5); m.setWeight(1, 2, 9);
 * int[] mate = m.solve();   // {1, 0, 3, 2}: 10 beats 9
 * m.setWeight(1, 2, 11);
 * mate = m.solve();         // {-1, 2, 1, -1}: re-solved from the previous duals
 * }</pre>
 */
public final class WeightedMatching {
  private final int n;
  private final int k;
  /** Each directed edge's id in {@link #pool}, whose weights are scaled by 4 (see {@link MatchingState}). */
  private final int[] weightId;
  private final MatchingWeightPool pool;
  private final long[] scaled;
  private final MatchingState state;
  private final MatchingForest forest;
  private final MatchingRepair repair;
  private boolean fresh = true;

  public WeightedMatching(int vertices, int limbs) {
    this.n = vertices;
    this.k = limbs;
    this.weightId = new int[Math.multiplyExact(vertices, vertices)];
    this.pool = new MatchingWeightPool(limbs);
    this.scaled = new long[limbs];
    this.state = new MatchingState(vertices, limbs, weightId, pool);
    MatchingBlossoms blossoms = new MatchingBlossoms(state);
    this.forest = new MatchingForest(state, blossoms);
    this.repair = new MatchingRepair(state, blossoms);
  }

  public int size() {
    return n;
  }

  public int limbs() {
    return k;
  }

  /** Sets the weight of edge {i, j}; zero or negative removes the edge. */
  public void setWeight(int i, int j, Weight w) {
    if (w.limbs() != k) throw new IllegalArgumentException("weight has " + w.limbs() + " limbs, expected " + k);
    if (i == j) throw new IllegalArgumentException("loop at " + i);
    boolean present = w.isPositive();
    int a = i * n + j;
    int b = j * n + i;
    int old = weightId[a];
    if (!present && old == 0) return;
    if (present) {
      Weight.times4(w.digits, 0, scaled, 0, k);
      if (old != 0 && pool.find(scaled) == old) return;
    } else {
      Arrays.fill(scaled, 0);
    }
    // Before the change: releasing a vertex rotates blossoms along edges that must still be tight.
    if (!fresh) repair.beforeChange(i, j, scaled, present);
    int id = present ? pool.acquire(scaled) : 0;
    if (old != 0) pool.release(old);
    weightId[a] = id;
    weightId[b] = id;
  }

  /** Convenience for small weights. */
  public void setWeight(int i, int j, long w) {
    setWeight(i, j, Weight.zero(k).add(w));
  }

  /** The weight of edge {i, j} (zero when absent). */
  public Weight weight(int i, int j) {
    Weight w = Weight.zero(k);
    Weight.quarter(pool.digits, weightId[i * n + j] * k, w.digits, k);
    return w;
  }

  public boolean hasEdge(int i, int j) {
    return weightId[i * n + j] != 0;
  }

  /** The number of distinct edge weights held (what the graph's weights cost beyond 4 bytes per edge). */
  public int distinctWeights() {
    return pool.size();
  }

  /** A maximum-weight matching: {@code mate[v]} is v's partner, or -1 when v is unmatched. */
  public int[] solve() {
    if (fresh) {
      fresh = false;
      repair.releaseAll();
    } else if (!repair.pending()) {
      return state.mates();
    }
    repair.prepareSolve();
    forest.run();
    return state.mates();
  }

  /** For tests: null when the duals certify the last solve's matching optimal, else the first violation found. */
  String certificateViolation() {
    return MatchingCertificate.violation(state);
  }
}
