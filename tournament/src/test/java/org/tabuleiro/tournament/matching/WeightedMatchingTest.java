package org.tabuleiro.tournament.matching;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigInteger;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * A hang in the blossom algorithm must fail the build, not block it: every test has a timeout, run in a separate
 * thread (a busy loop never sees the interrupt that the default mode relies on).
 */
@Timeout(value = 30, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
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

  @Test
  void theDocumentedExampleReSolves() {
    WeightedMatching m = new WeightedMatching(4, 1);
    m.setWeight(0, 1, 5);
    m.setWeight(2, 3, 5);
    m.setWeight(1, 2, 9);
    assertArrayEquals(new int[] {1, 0, 3, 2}, m.solve());
    m.setWeight(1, 2, 11);
    assertArrayEquals(new int[] {-1, 2, 1, -1}, m.solve());
    assertNull(m.certificateViolation());
  }

  @Test
  void everyFreshSolveCarriesACertificate() {
    Random random = new Random(5);
    for (int graph = 0; graph < 500; graph++) {
      int n = 1 + random.nextInt(12);
      int limbs = graph % 2 == 0 ? 3 : 1;
      WeightedMatching m = new WeightedMatching(n, limbs);
      Weight[][] w = new Weight[n][n];
      for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) setBoth(m, w, i, j, randomWeight(random, limbs, limbs > 1));
      }
      m.solve();
      assertNull(m.certificateViolation(), "graph " + graph);
    }
  }

  @Test
  void incrementalReSolvesAfterChangesAtRandomVerticesEqualFromScratchAndBruteForce() {
    Random random = new Random(2026);
    for (int graph = 0; graph < 300; graph++) {
      int n = 2 + random.nextInt(9);
      boolean wide = graph % 2 == 0;
      int limbs = wide ? 4 : 1;
      WeightedMatching m = new WeightedMatching(n, limbs);
      Weight[][] w = new Weight[n][n];
      for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) setBoth(m, w, i, j, randomWeight(random, limbs, wide));
      }
      m.solve();
      for (int step = 0; step < 15; step++) {
        // New weights on some edges at a few vertices: the incremental path.
        int vertices = 1 + random.nextInt(Math.min(3, n));
        for (int c = 0; c < vertices; c++) {
          int v = random.nextInt(n);
          for (int u = 0; u < n; u++) {
            if (u != v && random.nextInt(3) != 0) setBoth(m, w, v, u, randomWeight(random, limbs, wide));
          }
        }
        int[] mate = m.solve();
        String where = "graph " + graph + " step " + step;
        assertNull(m.certificateViolation(), where);
        assertValid(m, mate);
        assertEquals(brute(big(w), 0, new boolean[n]), total(m, mate), where);
      }
    }
  }

  @Test
  void incrementalReSolvesOnLargerGraphsEqualFromScratch() {
    Random random = new Random(11);
    for (int graph = 0; graph < 12; graph++) {
      int n = 20 + random.nextInt(41);
      int limbs = 3;
      // Few distinct weights make many ties and tight edges: big blossoms, like the Dutch graphs.
      boolean coarse = graph % 3 == 2;
      WeightedMatching m = new WeightedMatching(n, limbs);
      Weight[][] w = new Weight[n][n];
      for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) setBoth(m, w, i, j, weight(random, limbs, graph, coarse));
      }
      m.solve();
      for (int step = 0; step < 60; step++) {
        int v = random.nextInt(n);
        for (int u = 0; u < n; u++) {
          if (u != v && random.nextInt(4) == 0) setBoth(m, w, v, u, weight(random, limbs, step, coarse));
        }
        if (step % 7 == 3) {
          // Fix a pair the way the Dutch engine does: a huge weight, every other edge at both ends removed.
          int a = random.nextInt(n);
          int b = (a + 1 + random.nextInt(n - 1)) % n;
          for (int u = 0; u < n; u++) {
            if (u != a) setBoth(m, w, a, u, u == b ? Weight.allOnes(limbs, 150) : Weight.zero(limbs));
            if (u != b) setBoth(m, w, b, u, u == a ? Weight.allOnes(limbs, 150) : Weight.zero(limbs));
          }
        }
        if (step % 11 == 5) {
          // Raise or lower a single edge, matched or not.
          int a = random.nextInt(n);
          int b = (a + 1 + random.nextInt(n - 1)) % n;
          setBoth(m, w, a, b, weight(random, limbs, step, coarse));
        }
        int[] mate = m.solve();
        String where = "graph " + graph + " step " + step;
        if (step % 5 == 4) assertNull(m.certificateViolation(), where);
        assertValid(m, mate);
        WeightedMatching scratch = fresh(w, limbs);
        assertEquals(total(scratch, scratch.solve()), total(m, mate), where);
      }
      assertNull(m.certificateViolation(), "graph " + graph);
    }
  }

  @Test
  void manyVerticesChangedAtOnceStillSolve() {
    Random random = new Random(99);
    for (int graph = 0; graph < 40; graph++) {
      int n = 4 + random.nextInt(30);
      WeightedMatching m = new WeightedMatching(n, 2);
      Weight[][] w = new Weight[n][n];
      for (int round = 0; round < 6; round++) {
        for (int i = 0; i < n; i++) {
          for (int j = i + 1; j < n; j++) {
            if (random.nextInt(round + 1) == 0) setBoth(m, w, i, j, weight(random, 2, round, round % 2 == 0));
          }
        }
        int[] mate = m.solve();
        assertNull(m.certificateViolation(), "graph " + graph + " round " + round);
        WeightedMatching scratch = fresh(w, 2);
        assertEquals(total(scratch, scratch.solve()), total(m, mate), "graph " + graph + " round " + round);
      }
    }
  }

  @Test
  void randomSequencesOfChangesKeepACertifiedOptimum() {
    // Every kind of change the Dutch engine makes, mixed: single edges, a vertex's edges, a bonus on all edges
    // inside a group (many vertices released at once, many trees), fixed pairs, lowered matched edges.
    for (int graph = 0; graph < 1200; graph++) {
      Random random = new Random(1000 + graph);
      int n = 2 + random.nextInt(random.nextBoolean() ? 9 : 40);
      int limbs = 1 + random.nextInt(3);
      int mode = random.nextInt(4);
      WeightedMatching m = new WeightedMatching(n, limbs);
      Weight[][] w = new Weight[n][n];
      for (int i = 0; i < n; i++) {
        for (int j = i + 1; j < n; j++) setBoth(m, w, i, j, weightOfMode(random, limbs, mode));
      }
      for (int step = 0; step < 12; step++) {
        change(random, m, w, limbs, mode);
        int[] mate = m.solve();
        String where = "graph " + graph + " step " + step;
        assertNull(m.certificateViolation(), where);
        assertValid(m, mate);
        BigInteger expected;
        if (n <= 10) {
          expected = brute(big(w), 0, new boolean[n]);
        } else {
          WeightedMatching scratch = fresh(w, limbs);
          expected = total(scratch, scratch.solve());
        }
        assertEquals(expected, total(m, mate), where);
      }
    }
  }

  private static void change(Random random, WeightedMatching m, Weight[][] w, int limbs, int mode) {
    int n = w.length;
    int a = random.nextInt(n);
    int b = (a + 1 + random.nextInt(n - 1)) % n;
    switch (random.nextInt(6)) {
      case 0 -> setBoth(m, w, a, b, weightOfMode(random, limbs, mode));
      case 1 -> {
        for (int u = 0; u < n; u++) {
          if (u != a && random.nextBoolean()) setBoth(m, w, a, u, weightOfMode(random, limbs, mode));
        }
      }
      case 2 -> {
        boolean[] group = new boolean[n];
        for (int v = 0; v < n; v++) group[v] = random.nextInt(3) != 0;
        Weight bonus = Weight.zero(limbs).addShifted(1 + random.nextInt(3), random.nextInt(40));
        for (int i = 0; i < n; i++) {
          for (int j = i + 1; j < n; j++) {
            if (group[i] && group[j] && w[i][j] != null && w[i][j].isPositive()) {
              setBoth(m, w, i, j, w[i][j].copy().add(bonus));
            }
          }
        }
      }
      case 3 -> {
        Weight fixed = Weight.allOnes(limbs, 62 * limbs - 20);
        for (int u = 0; u < n; u++) {
          if (u != a) setBoth(m, w, a, u, u == b ? fixed : Weight.zero(limbs));
          if (u != b) setBoth(m, w, b, u, u == a ? fixed : Weight.zero(limbs));
        }
      }
      case 4 -> {
        for (int c = 1 + random.nextInt(2 * n); c > 0; c--) {
          int i = random.nextInt(n);
          setBoth(m, w, i, (i + 1 + random.nextInt(n - 1)) % n, weightOfMode(random, limbs, mode));
        }
      }
      default -> {
        int[] mate = m.solve();
        for (int v = 0; v < n; v++) {
          if (mate[v] > v && random.nextBoolean()) {
            Weight lower = w[v][mate[v]].copy().add(-1 - random.nextInt(3));
            setBoth(m, w, v, mate[v], lower.isPositive() ? lower : Weight.zero(limbs));
          }
        }
      }
    }
  }

  /** Mode 0 and 2 make many ties (big blossoms, many tight edges), 1 small spread weights, 3 wide ones. */
  private static Weight weightOfMode(Random random, int limbs, int mode) {
    if (random.nextInt(5) == 0) return Weight.zero(limbs);
    Weight x = Weight.zero(limbs);
    switch (mode) {
      case 0 -> x.add(1 + random.nextInt(3));
      case 1 -> x.add(1 + random.nextInt(100));
      case 2 -> {
        x.addShifted(1 + random.nextInt(2), Math.min(62 * limbs - 25, 70));
        x.addShifted(random.nextInt(3), 10);
        x.add(random.nextInt(2));
      }
      default -> {
        for (int f = 0; f < 3; f++) x.addShifted(random.nextInt(4), random.nextInt(62 * limbs - 25));
        if (x.isZero()) x.add(1);
      }
    }
    return x;
  }

  private static Weight weight(Random random, int limbs, int salt, boolean coarse) {
    if (!coarse) return randomWeight(random, limbs, salt % 2 == 0);
    if (random.nextInt(5) == 0) return Weight.zero(limbs);
    Weight x = Weight.zero(limbs);
    x.addShifted(1 + random.nextInt(2), 70);
    x.addShifted(random.nextInt(3), 20);
    return x.add(random.nextInt(2));
  }

  private static Weight randomWeight(Random random, int limbs, boolean wide) {
    if (random.nextInt(4) == 0) return Weight.zero(limbs);
    Weight x = Weight.zero(limbs);
    if (wide) {
      for (int f = 0; f < 4; f++) x.addShifted(random.nextInt(4), random.nextInt(62 * limbs - 20));
      if (x.isZero()) x.add(1);
    } else {
      x.add(1 + random.nextInt(random.nextBoolean() ? 4 : 30));
    }
    return x;
  }

  private static void setBoth(WeightedMatching m, Weight[][] w, int i, int j, Weight x) {
    m.setWeight(i, j, x);
    w[i][j] = x;
    w[j][i] = x;
  }

  private static WeightedMatching fresh(Weight[][] w, int limbs) {
    WeightedMatching m = new WeightedMatching(w.length, limbs);
    for (int i = 0; i < w.length; i++) {
      for (int j = i + 1; j < w.length; j++) {
        if (w[i][j] != null) m.setWeight(i, j, w[i][j]);
      }
    }
    return m;
  }

  private static BigInteger[][] big(Weight[][] w) {
    BigInteger[][] r = new BigInteger[w.length][w.length];
    for (int i = 0; i < w.length; i++) {
      for (int j = 0; j < w.length; j++) {
        if (w[i][j] != null && w[i][j].isPositive()) r[i][j] = w[i][j].toBigInteger();
      }
    }
    return r;
  }

  private static void assertValid(WeightedMatching m, int[] mate) {
    for (int v = 0; v < mate.length; v++) {
      if (mate[v] >= 0) {
        assertEquals(v, mate[mate[v]]);
        assertTrue(m.hasEdge(v, mate[v]), "matched along a missing edge");
      }
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
