package org.tabuleiro.tournament.matching;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;

class MatchingWeightPoolTest {
  private static long[] value(long low, long high) {
    return new long[] {low, 0, high};
  }

  @Test
  void equalWeightsShareOneIdUntilTheLastEdgeLetsGo() {
    MatchingWeightPool pool = new MatchingWeightPool(3);
    int a = pool.acquire(value(5, 1));
    assertEquals(a, pool.acquire(value(5, 1)));
    int b = pool.acquire(value(6, 1));
    assertNotEquals(a, b);
    assertTrue(a > 0 && b > 0, "0 is the absent edge");
    assertEquals(2, pool.size());
    pool.release(a);
    assertEquals(a, pool.find(value(5, 1)), "one edge still holds it");
    pool.release(a);
    assertEquals(0, pool.find(value(5, 1)));
    assertEquals(1, pool.size());
    assertEquals(a, pool.acquire(value(7, 2)), "a freed id is reused");
    assertArrayEquals(value(7, 2), Arrays.copyOfRange(pool.digits, a * 3, a * 3 + 3));
    assertEquals(2, pool.top[a]);
  }

  /** Random acquires and releases against a map: every live value is found, every dead one is not. */
  @Test
  void randomChurnAgreesWithAMap() {
    MatchingWeightPool pool = new MatchingWeightPool(3);
    Map<List<Long>, Integer> counts = new HashMap<>();
    Map<List<Long>, Integer> ids = new HashMap<>();
    List<List<Long>> held = new ArrayList<>();
    Random random = new Random(17);
    for (int step = 0; step < 200_000; step++) {
      if (held.isEmpty() || random.nextInt(100) < 55) {
        // Few distinct values, so that probe runs collide and deletions shift entries back.
        long[] v = value(random.nextInt(3000), random.nextInt(3));
        List<Long> key = List.of(v[0], v[1], v[2]);
        int id = pool.acquire(v);
        Integer known = ids.putIfAbsent(key, id);
        if (known != null) assertEquals(known.intValue(), id);
        counts.merge(key, 1, Integer::sum);
        held.add(key);
      } else {
        List<Long> key = held.remove(random.nextInt(held.size()));
        pool.release(ids.get(key));
        if (counts.merge(key, -1, Integer::sum) == 0) {
          counts.remove(key);
          ids.remove(key);
        }
      }
      if (step % 10_000 == 0) {
        for (List<Long> key : counts.keySet()) {
          assertEquals(ids.get(key).intValue(), pool.find(new long[] {key.get(0), key.get(1), key.get(2)}));
        }
        assertEquals(counts.size(), pool.size());
      }
    }
    for (long low = 0; low < 3000; low++) {
      for (long high = 0; high < 3; high++) {
        List<Long> key = List.of(low, 0L, high);
        assertEquals(ids.getOrDefault(key, 0).intValue(), pool.find(value(low, high)), key.toString());
      }
    }
  }

  /** A dense graph costs an id per edge: 600 vertices, 179,700 edges, 3 distinct weights held once each. */
  @Test
  void aDenseGraphHoldsEachDistinctWeightOnce() {
    WeightedMatching m = new WeightedMatching(600, 20);
    for (int i = 0; i < 600; i++) {
      for (int j = 0; j < i; j++) m.setWeight(i, j, Weight.zero(20).addShifted(1 + (i + j) % 3, 1200));
    }
    assertEquals(3, m.distinctWeights());
    for (int j = 1; j < 600; j++) m.setWeight(0, j, 0);
    assertEquals(3, m.distinctWeights());
    m.setWeight(1, 2, Weight.zero(20).addShifted(9, 1200));
    assertEquals(4, m.distinctWeights());
    assertEquals(Weight.zero(20).addShifted(9, 1200), m.weight(2, 1));
    assertEquals(Weight.zero(20), m.weight(0, 5), "an absent edge weighs zero");
  }
}
