package org.tabuleiro.tournament.matching;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.Random;
import org.junit.jupiter.api.Test;

class WeightedMatchingTest {

  @Test
  void heavierPairsBeatASingleHeavierEdge() {
    WeightedMatching m = new WeightedMatching(4, 1);
    m.setWeight(0, 1, 5);
    m.setWeight(2, 3, 5);
    m.setWeight(1, 2, 9);
    assertArrayEquals(new int[] {1, 0, 3, 2}, m.solve());
  }

  @Test
  void aSingleHeavyEdgeBeatsTwoLightOnes() {
    WeightedMatching m = new WeightedMatching(4, 1);
    m.setWeight(0, 1, 2);
    m.setWeight(2, 3, 2);
    m.setWeight(1, 2, 9);
    assertArrayEquals(new int[] {-1, 2, 1, -1}, m.solve());
  }

  @Test
  void anOddCycleIsHandledAsABlossom() {
    WeightedMatching m = new WeightedMatching(6, 1);
    m.setWeight(0, 1, 8);
    m.setWeight(1, 2, 8);
    m.setWeight(0, 2, 8);
    m.setWeight(2, 3, 7);
    m.setWeight(3, 4, 9);
    m.setWeight(4, 5, 1);
    int[] mate = m.solve();
    assertEquals(8 + 9, total(m, mate).intValueExact());
  }

  @Test
  void randomSmallGraphsMatchBruteForce() {
    Random random = new Random(42);
    for (int round = 0; round < 3000; round++) {
      int n = 1 + random.nextInt(9);
      boolean wide = round % 3 == 0;
      int limbs = wide ? 5 : 1;
      WeightedMatching m = new WeightedMatching(n, limbs);
      BigInteger[][] w = new BigInteger[n][n];
      for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) {
          if (random.nextInt(4) == 0) continue;
          Weight x = Weight.zero(limbs);
          if (wide) {
            for (int f = 0; f < 4; f++) x.addShifted(random.nextInt(4), random.nextInt(250));
            if (x.isZero()) x.add(1);
          } else {
            x.add(1 + random.nextInt(round % 2 == 0 ? 4 : 30));
          }
          m.setWeight(i, j, x);
          w[i][j] = x.toBigInteger();
          w[j][i] = w[i][j];
        }
      }
      int[] mate = m.solve();
      for (int v = 0; v < n; v++) {
        if (mate[v] >= 0) {
          assertEquals(v, mate[mate[v]]);
          assertTrue(w[v][mate[v]] != null, "matched along a missing edge");
        }
      }
      assertEquals(brute(w, 0, new boolean[n]), total(m, mate), "graph " + round);
    }
  }

  @Test
  void reSolvingAfterWeightChangesGivesTheNewOptimum() {
    Random random = new Random(7);
    int n = 12;
    WeightedMatching m = new WeightedMatching(n, 1);
    BigInteger[][] w = new BigInteger[n][n];
    for (int step = 0; step < 300; step++) {
      int i = random.nextInt(n);
      int j = random.nextInt(n);
      if (i == j) continue;
      long x = random.nextInt(3) == 0 ? 0 : 1 + random.nextInt(20);
      m.setWeight(i, j, x);
      w[i][j] = x == 0 ? null : BigInteger.valueOf(x);
      w[j][i] = w[i][j];
      assertEquals(brute(w, 0, new boolean[n]), total(m, m.solve()), "step " + step);
    }
  }

  private static BigInteger total(WeightedMatching m, int[] mate) {
    BigInteger t = BigInteger.ZERO;
    for (int v = 0; v < mate.length; v++) {
      if (mate[v] > v) t = t.add(m.weight(v, mate[v]).toBigInteger());
    }
    return t;
  }

  private static BigInteger brute(BigInteger[][] w, int from, boolean[] used) {
    int v = from;
    while (v < used.length && used[v]) v++;
    if (v == used.length) return BigInteger.ZERO;
    used[v] = true;
    BigInteger best = brute(w, v + 1, used);
    for (int u = v + 1; u < used.length; u++) {
      if (!used[u] && w[v][u] != null) {
        used[u] = true;
        best = best.max(w[v][u].add(brute(w, v + 1, used)));
        used[u] = false;
      }
    }
    used[v] = false;
    return best;
  }
}
