package org.tabuleiro.rules.draughts.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * A reusable list of moves as parallel arrays (from bit, to bit, captured bits), so that generating moves
 * allocates nothing once the arrays have grown. When asked to (the rules API, not perft), it also keeps the
 * landing squares of every capture sequence that produced a move.
 */
public final class MoveList {
  int[] from = new int[64];
  int[] to = new int[64];
  long[] captured = new long[64];
  int size;
  /** Pieces taken by each capture in the list (all equal, by the majority rule); 0 for quiet moves. */
  int captureCount;
  /** Per move, every sequence of landing bits found for it (index 0 is the from bit); null unless recording. */
  List<List<int[]>> paths;

  /** A list that records the landing squares of capture sequences (slower: for the API, not perft). */
  public static MoveList withPaths() {
    MoveList list = new MoveList();
    list.paths = new ArrayList<>();
    return list;
  }

  void clear() {
    size = 0;
    captureCount = 0;
    if (paths != null) paths.clear();
  }

  void add(int fromBit, int toBit, long capturedBits) {
    if (size == from.length) {
      from = Arrays.copyOf(from, size * 2);
      to = Arrays.copyOf(to, size * 2);
      captured = Arrays.copyOf(captured, size * 2);
    }
    from[size] = fromBit;
    to[size] = toBit;
    captured[size] = capturedBits;
    size++;
    if (paths != null) paths.add(new ArrayList<>(1));
  }

  public int size() {
    return size;
  }

  public int from(int i) {
    return from[i];
  }

  public int to(int i) {
    return to[i];
  }

  public long captured(int i) {
    return captured[i];
  }

  /** How many pieces each move in the list captures (0 when the moves are quiet). */
  public int captureCount() {
    return captureCount;
  }

  /** The landing-bit sequences of move i (from bit first, to bit last); one entry for a quiet move. */
  public List<int[]> paths(int i) {
    if (paths == null) throw new IllegalStateException("this list does not record paths");
    return paths.get(i);
  }
}
