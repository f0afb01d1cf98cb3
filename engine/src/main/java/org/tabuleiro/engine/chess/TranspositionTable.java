package org.tabuleiro.engine.chess;

/**
 * The transposition table: what earlier searches learned about a position, found by its Zobrist key. Two
 * parallel {@code long} arrays (key, packed data) in buckets of two entries; no objects, so a table of any
 * size costs the garbage collector nothing. Not thread-safe (one search thread).
 *
 * <p>Data layout, low bits first: move 16 bits, score 16 (signed), static eval 16 (signed), depth 8, bound
 * 2, age 6. Replacement: in the bucket, an entry for the same key is overwritten; otherwise the entry with
 * the least depth, counting an entry from an older search (age) as 8 plies shallower.
 *
 * <p>Mate scores are stored relative to the node ("mate in 3 from here") and converted back to distance from
 * the root on probe, so a mate found through a transposition keeps the right length.
 */
final class TranspositionTable {
  static final int BOUND_NONE = 0, BOUND_UPPER = 1, BOUND_LOWER = 2, BOUND_EXACT = 3;
  private static final int ENTRY_BYTES = 16;

  private long[] keys;
  private long[] data;
  private int mask; // bucket index mask; a bucket is entries 2i and 2i+1
  private int age;

  TranspositionTable(int megabytes) {
    resize(megabytes);
  }

  void resize(int megabytes) {
    if (megabytes < 1) throw new IllegalArgumentException("hash size must be at least 1 MB, got " + megabytes);
    long entries = Long.highestOneBit((long) megabytes * 1024 * 1024 / ENTRY_BYTES);
    entries = Math.min(entries, 1L << 30);
    keys = new long[(int) entries];
    data = new long[(int) entries];
    mask = (int) (entries / 2 - 1);
    age = 0;
  }

  void clear() {
    java.util.Arrays.fill(keys, 0);
    java.util.Arrays.fill(data, 0);
    age = 0;
  }

  /** Call once per search: entries written by earlier searches become easier to replace. */
  void newSearch() {
    age = (age + 1) & 63;
  }

  /** The packed data for the key, or 0 when the table knows nothing (data 0 never encodes a real entry). */
  long probe(long key) {
    int i = ((int) key & mask) << 1;
    if (keys[i] == key && data[i] != 0) return data[i];
    if (keys[i + 1] == key && data[i + 1] != 0) return data[i + 1];
    return 0;
  }

  void store(long key, int move, int score, int eval, int depth, int bound, int ply) {
    int i = ((int) key & mask) << 1;
    int slot;
    if (keys[i] == key || data[i] == 0) slot = i;
    else if (keys[i + 1] == key || data[i + 1] == 0) slot = i + 1;
    else slot = worth(data[i]) <= worth(data[i + 1]) ? i : i + 1;
    if (keys[slot] == key && data[slot] != 0) {
      // Same position: keep the known move when this search found none, and a deeper exact result.
      if (move == 0) move = move(data[slot]);
      if (bound != BOUND_EXACT && depth(data[slot]) > depth + 2 && age(data[slot]) == age) return;
    }
    keys[slot] = key;
    data[slot] = pack(move, toStored(score, ply), eval, depth, bound);
  }

  private int worth(long entry) {
    return depth(entry) - (age(entry) == age ? 0 : 8);
  }

  private long pack(int move, int score, int eval, int depth, int bound) {
    return (move & 0xFFFFL)
        | ((score & 0xFFFFL) << 16)
        | ((eval & 0xFFFFL) << 32)
        | ((long) (Math.max(depth, 0) & 0xFF) << 48)
        | ((long) bound << 56)
        | ((long) age << 58); // bound is never BOUND_NONE when stored, so the data is never 0
  }

  static int move(long entry) {
    return (int) (entry & 0xFFFF);
  }

  /** The stored score, made relative to the root again. */
  static int score(long entry, int ply) {
    int s = (short) (entry >>> 16);
    if (s >= Score.MATE_BOUND) return s - ply;
    if (s <= -Score.MATE_BOUND) return s + ply;
    return s;
  }

  static int eval(long entry) {
    return (short) (entry >>> 32);
  }

  static int depth(long entry) {
    return (int) (entry >>> 48) & 0xFF;
  }

  static int bound(long entry) {
    return (int) (entry >>> 56) & 3;
  }

  private static int age(long entry) {
    return (int) (entry >>> 58) & 63;
  }

  private static int toStored(int score, int ply) {
    if (score >= Score.MATE_BOUND) return score + ply;
    if (score <= -Score.MATE_BOUND) return score - ply;
    return score;
  }

  /** Per mille of the first thousand entries written in this search, for UCI's "hashfull". */
  int hashfull() {
    int used = 0, n = Math.min(1000, data.length);
    for (int i = 0; i < n; i++) if (data[i] != 0 && age(data[i]) == age) used++;
    return used * 1000 / n;
  }
}
