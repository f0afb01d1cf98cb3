package org.tabuleiro.tournament.matching;

import java.util.Arrays;

/**
 * The distinct scaled weights of a {@link WeightedMatching}, each stored once: an edge holds a 4-byte id into the
 * pool instead of its own wide weight. Weights built from a few criteria repeat across most edges (round 9 of a
 * generated 3,000-player Dutch tournament never holds more than 1,345 distinct weights for its 4.5 million edges),
 * so the graph costs about 4 bytes per edge, and the weights read in the scans stay in cache.
 *
 * <p>Id 0 is the absent edge: its digits are zero, as an absent edge's weight was. An id lives while edges hold
 * it (a count per undirected edge); a freed id is reused. Ids are found by value in an open-addressing table
 * (linear probing, deletion by backward shift). The arrays grow, so a reader takes {@link #digits} and
 * {@link #top} afresh after a weight change.
 */
final class MatchingWeightPool {
  private final int k;
  /** k limbs per id, least significant first. */
  long[] digits;
  /** The top limb of each id again: most slack signs are decided by it. */
  long[] top;
  private int[] refs;
  private int[] freeIds;
  private int freeCount;
  /** Ids handed out so far (0 included); ids below it that are not free are live. */
  private int used = 1;
  private int live;
  /** Open addressing, ids; 0 marks an empty slot. */
  private int[] table;

  MatchingWeightPool(int limbs) {
    this.k = limbs;
    int capacity = 64;
    digits = new long[capacity * k];
    top = new long[capacity];
    refs = new int[capacity];
    freeIds = new int[capacity];
    table = new int[2 * capacity];
  }

  /** The number of distinct weights held now. */
  int size() {
    return live;
  }

  /** The id holding {@code value} (k limbs), or 0 when none does. */
  int find(long[] value) {
    int mask = table.length - 1;
    for (int slot = hash(value, 0) & mask; ; slot = (slot + 1) & mask) {
      int id = table[slot];
      if (id == 0) return 0;
      if (Weight.compare(digits, id * k, value, 0, k) == 0) return id;
    }
  }

  /** One more edge holds {@code value}: its id, new if no edge held it. */
  int acquire(long[] value) {
    int id = find(value);
    if (id == 0) {
      id = freeCount > 0 ? freeIds[--freeCount] : newId();
      System.arraycopy(value, 0, digits, id * k, k);
      top[id] = value[k - 1];
      live++;
      if (2 * live > table.length / 2) rehash(2 * table.length);
      insert(id);
    }
    refs[id]++;
    return id;
  }

  /** One edge fewer holds {@code id}; the last one frees it. */
  void release(int id) {
    if (--refs[id] > 0) return;
    remove(id);
    Arrays.fill(digits, id * k, id * k + k, 0);
    top[id] = 0;
    live--;
    freeIds[freeCount++] = id;
  }

  private int newId() {
    if (used == top.length) {
      int capacity = 2 * top.length;
      digits = Arrays.copyOf(digits, capacity * k);
      top = Arrays.copyOf(top, capacity);
      refs = Arrays.copyOf(refs, capacity);
      freeIds = Arrays.copyOf(freeIds, capacity);
    }
    return used++;
  }

  private void insert(int id) {
    int mask = table.length - 1;
    int slot = hash(digits, id * k) & mask;
    while (table[slot] != 0) slot = (slot + 1) & mask;
    table[slot] = id;
  }

  /** Linear probing's deletion: later entries of the run move back into the hole, so no search stops early. */
  private void remove(int id) {
    int mask = table.length - 1;
    int hole = hash(digits, id * k) & mask;
    while (table[hole] != id) hole = (hole + 1) & mask;
    for (int slot = (hole + 1) & mask; table[slot] != 0; slot = (slot + 1) & mask) {
      int home = hash(digits, table[slot] * k) & mask;
      // The entry may fill the hole unless its home lies cyclically in (hole, slot].
      boolean movable = hole <= slot ? home <= hole || home > slot : home <= hole && home > slot;
      if (movable) {
        table[hole] = table[slot];
        hole = slot;
      }
    }
    table[hole] = 0;
  }

  private void rehash(int size) {
    table = new int[size];
    for (int id = 1; id < used; id++) {
      if (refs[id] > 0) insert(id); // the id being acquired has no count yet: inserted after
    }
  }

  private int hash(long[] a, int off) {
    long h = 0;
    for (int x = 0; x < k; x++) h = (h + a[off + x]) * 0x9E3779B97F4A7C15L;
    return (int) (h ^ (h >>> 32));
  }
}
