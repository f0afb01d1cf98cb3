package org.tabuleiro.tournament.matching;

import java.util.Arrays;

/**
 * Maximum-weight matching in a general graph (Edmonds' blossom algorithm, primal-dual), on a dense graph whose edge
 * weights are wide integers ({@link Weight}). A zero weight means "no edge".
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
  /** Weights scaled by 4 (see {@link MatchingState}), and their top limbs again. */
  private final long[] weights;
  private final long[] topLimbs;
  private final boolean[] edge;
  private final long[] scaled;
  private final MatchingState state;
  private final MatchingForest forest;
  private final MatchingRepair repair;
  private boolean fresh = true;

  public WeightedMatching(int vertices, int limbs) {
    this.n = vertices;
    this.k = limbs;
    this.weights = new long[vertices * vertices * limbs];
    this.topLimbs = new long[vertices * vertices];
    this.edge = new boolean[vertices * vertices];
    this.scaled = new long[limbs];
    this.state = new MatchingState(vertices, limbs, weights, topLimbs, edge);
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
    if (!present && !edge[a]) return;
    if (present) {
      Weight.times4(w.digits, 0, scaled, 0, k);
      if (edge[a] && Weight.compare(weights, a * k, scaled, 0, k) == 0) return;
    } else {
      Arrays.fill(scaled, 0);
    }
    // Before the change: releasing a vertex rotates blossoms along edges that must still be tight.
    if (!fresh) repair.beforeChange(i, j, scaled, present);
    edge[a] = present;
    edge[b] = present;
    System.arraycopy(scaled, 0, weights, a * k, k);
    System.arraycopy(scaled, 0, weights, b * k, k);
    topLimbs[a] = scaled[k - 1];
    topLimbs[b] = scaled[k - 1];
  }

  /** Convenience for small weights. */
  public void setWeight(int i, int j, long w) {
    setWeight(i, j, Weight.zero(k).add(w));
  }

  /** The weight of edge {i, j} (zero when absent). */
  public Weight weight(int i, int j) {
    Weight w = Weight.zero(k);
    Weight.quarter(weights, (i * n + j) * k, w.digits, k);
    return w;
  }

  public boolean hasEdge(int i, int j) {
    return edge[i * n + j];
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
