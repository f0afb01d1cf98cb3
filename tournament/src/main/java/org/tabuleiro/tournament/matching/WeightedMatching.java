package org.tabuleiro.tournament.matching;

import java.util.Arrays;

/**
 * Maximum-weight matching in a general graph (Edmonds' blossom algorithm, primal-dual, O(n<sup>3</sup>) per
 * solve), on a dense graph whose edge weights are wide integers ({@link Weight}). A zero weight means "no edge".
 *
 * <p>{@link #solve()} after weight changes solves again from scratch (O(n<sup>3</sup>)); when nothing changed it
 * returns the previous matching. Re-solving incrementally from the previous duals is the known next step for
 * speed (bbpPairings does it). Not thread-safe; one instance per pairing.
 *
 * <pre>{@code
 * WeightedMatching m = new WeightedMatching(4, 1);
 * m.setWeight(0, 1, 5); m.setWeight(2, 3, 5); m.setWeight(1, 2, 9);
 * int[] mate = m.solve();   // {1, 0, 3, 2}: 10 beats 9
 * }</pre>
 */
public final class WeightedMatching {
  private final int n;
  private final int k;
  private final long[] weights;
  private final boolean[] edge;
  private final MatchingState state;

  public WeightedMatching(int vertices, int limbs) {
    this.n = vertices;
    this.k = limbs;
    this.weights = new long[vertices * vertices * limbs];
    this.edge = new boolean[vertices * vertices];
    this.state = new MatchingState(vertices, limbs, weights, edge);
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
    if (present && edge[a] && Weight.compare(weights, a * k, w.digits, 0, k) == 0) return;
    edge[a] = present;
    edge[b] = present;
    if (present) {
      System.arraycopy(w.digits, 0, weights, a * k, k);
      System.arraycopy(w.digits, 0, weights, b * k, k);
    } else {
      Arrays.fill(weights, a * k, a * k + k, 0);
      Arrays.fill(weights, b * k, b * k + k, 0);
    }
    state.touch(i);
    state.touch(j);
  }

  /** Convenience for small weights. */
  public void setWeight(int i, int j, long w) {
    setWeight(i, j, Weight.zero(k).add(w));
  }

  /** The weight of edge {i, j} (zero when absent). */
  public Weight weight(int i, int j) {
    Weight w = Weight.zero(k);
    System.arraycopy(weights, (i * n + j) * k, w.digits, 0, k);
    return w;
  }

  public boolean hasEdge(int i, int j) {
    return edge[i * n + j];
  }

  /** A maximum-weight matching: {@code mate[v]} is v's partner, or -1 when v is unmatched. */
  public int[] solve() {
    state.solve();
    return state.mates();
  }
}
