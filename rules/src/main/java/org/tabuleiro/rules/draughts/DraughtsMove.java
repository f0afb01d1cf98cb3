package org.tabuleiro.rules.draughts;

import java.util.List;
import java.util.StringJoiner;

/**
 * A legal draughts move: the piece on {@code from} goes to {@code to} taking the pieces on {@code captured}.
 * Two capture sequences with the same start, end and captured set are the same move (the order of taking
 * and the intermediate landing squares do not change the result), so equality ignores the path.
 *
 * @param from the start square (Manoury number, 1-based)
 * @param to the end square; equal to {@code from} for a king's round trip
 * @param path one valid sequence of landing squares, {@code from} first and {@code to} last
 * @param captured the captured squares, ascending; empty for a quiet move
 */
public record DraughtsMove(int from, int to, List<Integer> path, List<Integer> captured) {
  public DraughtsMove {
    path = List.copyOf(path);
    captured = List.copyOf(captured);
    if (path.size() < 2 || path.get(0) != from || path.get(path.size() - 1) != to) {
      throw new IllegalArgumentException("the path must run from " + from + " to " + to + ": " + path);
    }
    for (int i = 1; i < captured.size(); i++) {
      if (captured.get(i - 1) >= captured.get(i)) throw new IllegalArgumentException("captured squares must ascend: " + captured);
    }
  }

  public boolean isCapture() {
    return !captured.isEmpty();
  }

  /** Short notation: {@code 32-28}, or {@code 19x30} for a capture (from and final square). */
  public String notation() {
    return from + (isCapture() ? "x" : "-") + to;
  }

  /** The full path: {@code 47x20x3x17} for a capture, the short notation for a quiet move. */
  public String pathNotation() {
    if (!isCapture()) return notation();
    StringJoiner j = new StringJoiner("x");
    for (int s : path) j.add(Integer.toString(s));
    return j.toString();
  }

  /** The captured squares as the shared vectors write them: {@code 23,24} or {@code -}. */
  public String capturedNotation() {
    if (captured.isEmpty()) return "-";
    StringJoiner j = new StringJoiner(",");
    for (int s : captured) j.add(Integer.toString(s));
    return j.toString();
  }

  /** Same move: same start, end and captured set (the path may differ). */
  public boolean sameAs(DraughtsMove other) {
    return from == other.from && to == other.to && captured.equals(other.captured);
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof DraughtsMove m && sameAs(m);
  }

  @Override
  public int hashCode() {
    return (from * 64 + to) * 31 + captured.hashCode();
  }

  @Override
  public String toString() {
    return isCapture() ? notation() + " (" + capturedNotation() + ")" : notation();
  }
}
