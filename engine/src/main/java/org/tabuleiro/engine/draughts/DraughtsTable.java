package org.tabuleiro.engine.draughts;

/**
 * The transposition table: what earlier searches learned about a position (score, depth, bound, best move),
 * as two packed longs per slot, so that a table of a million entries is two arrays and no objects.
 *
 * <p>Data word: bits 0-15 score (offset by 2^15), 16-23 depth, 24-25 bound, 26-37 move key
 * ({@code from | to << 6}, board bits), 38 "has a move". One slot per key index; a deeper or newer result
 * replaces an older one (depth-preferred, but an entry from an earlier search is always replaced).
 */
final class DraughtsTable {
  static final int EXACT = 1, LOWER = 2, UPPER = 3;
  static final int NO_MOVE = -1;

  private final long[] keys;
  private final long[] data;
  private final byte[] age;
  private final int mask;
  private byte generation;

  /** A table of 2^{@code log2Entries} slots (16 bytes each plus one for the age). */
  DraughtsTable(int log2Entries) {
    if (log2Entries < 4 || log2Entries > 26) throw new IllegalArgumentException("table size 2^" + log2Entries + " is out of range (2^4..2^26)");
    keys = new long[1 << log2Entries];
    data = new long[1 << log2Entries];
    age = new byte[1 << log2Entries];
    mask = (1 << log2Entries) - 1;
  }

  /** A table of about {@code megabytes} MB (rounded down to a power of two). */
  static DraughtsTable ofMegabytes(int megabytes) {
    long entries = Math.max(16, (long) megabytes * 1024 * 1024 / 17);
    return new DraughtsTable(Math.min(26, 63 - Long.numberOfLeadingZeros(entries)));
  }

  /** Starts a new search: older entries become replaceable. */
  void nextSearch() {
    generation++;
  }

  /** Forgets everything (a new game). */
  void clear() {
    java.util.Arrays.fill(keys, 0);
    java.util.Arrays.fill(data, 0);
    java.util.Arrays.fill(age, (byte) 0);
    generation = 0;
  }

  /** The data word stored for this key, or 0 when there is none. */
  long probe(long key) {
    int i = (int) key & mask;
    return keys[i] == key && data[i] != 0 ? data[i] : 0;
  }

  void store(long key, int score, int depth, int bound, int move) {
    int i = (int) key & mask;
    if (keys[i] == key && age[i] == generation && depth(data[i]) > depth && bound != EXACT) return;
    if (keys[i] != key && age[i] == generation && depth(data[i]) > depth + 2) return;
    if (move == NO_MOVE && keys[i] == key) move = move(data[i]); // keep the move we knew
    long packed = (score + 32768L) | (long) Math.max(0, Math.min(255, depth)) << 16 | (long) bound << 24;
    if (move != NO_MOVE) packed |= (long) move << 26 | 1L << 38;
    keys[i] = key;
    data[i] = packed;
    age[i] = generation;
  }

  static int score(long d) {
    return (int) (d & 0xFFFF) - 32768;
  }

  static int depth(long d) {
    return (int) (d >>> 16 & 0xFF);
  }

  static int bound(long d) {
    return (int) (d >>> 24 & 3);
  }

  /** The move key, or {@link #NO_MOVE}. */
  static int move(long d) {
    return (d >>> 38 & 1) != 0 ? (int) (d >>> 26 & 0xFFF) : NO_MOVE;
  }
}
