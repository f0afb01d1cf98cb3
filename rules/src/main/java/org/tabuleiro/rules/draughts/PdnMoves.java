package org.tabuleiro.rules.draughts;

import java.util.ArrayList;
import java.util.List;

/**
 * Move text in PDN (numeric) notation, read and written.
 *
 * <p>Read: {@code 32-28}, {@code 19x30}, zero-padded squares ({@code 09-04}), a landing path
 * {@code 47x20x3x17} (all or some of the intermediate landing squares, in order), and the captured-squares
 * form: when the middle squares of a token are not landing squares of any legal capture, they are read as
 * captured squares (any subset), so {@code 28x17x22} can name the capture from 28 to 17 that takes 22.
 * Trailing {@code !}/{@code ?} marks are ignored; {@code :} is accepted for {@code x}. A capture written
 * with {@code -} (some old files) is accepted when no quiet move matches.
 *
 * <p>Write: the short form {@code from-to} / {@code fromxto}; when two legal captures share from and to, the
 * full landing path, which always tells them apart (both take the same number of pieces, and a full path
 * fixes the piece taken on each leg).
 */
public final class PdnMoves {
  private PdnMoves() {}

  /** The squares of a move token ({@code from}, any middle squares, {@code to}), or null if it is not one. */
  static int[] squares(String token) {
    int end = token.length();
    while (end > 0 && (token.charAt(end - 1) == '!' || token.charAt(end - 1) == '?')) end--;
    List<Integer> out = new ArrayList<>();
    int i = 0;
    while (true) {
      int start = i, n = 0;
      while (i < end && Character.isDigit(token.charAt(i)) && i - start < 3) n = n * 10 + (token.charAt(i++) - '0');
      if (i == start || (i < end && Character.isDigit(token.charAt(i)))) return null;
      out.add(n);
      if (i == end) break;
      char c = token.charAt(i++);
      if (c != '-' && c != 'x' && c != 'X' && c != ':') return null;
      if (i == end) return null;
    }
    if (out.size() < 2) return null;
    int[] squares = new int[out.size()];
    for (int k = 0; k < squares.length; k++) squares[k] = out.get(k);
    return squares;
  }

  /** Whether the text has the form of a move ({@code 32-28}, {@code 19x30}, {@code 47x20x3x17}), legal or not. */
  public static boolean isMoveText(String text) {
    return text != null && squares(text.strip()) != null;
  }

  /** The legal moves the token may mean (empty if none; more than one if it is ambiguous). */
  public static List<DraughtsMove> matching(DraughtsPosition position, String token) {
    int[] sq = squares(token == null ? "" : token.strip());
    if (sq == null) return List.of();
    boolean capture = token.indexOf('x') >= 0 || token.indexOf('X') >= 0 || token.indexOf(':') >= 0;
    int from = sq[0], to = sq[sq.length - 1];
    List<DraughtsMove> legal = position.legalMoves();
    if (sq.length == 2) {
      List<DraughtsMove> exact = new ArrayList<>(), other = new ArrayList<>();
      for (DraughtsMove m : legal) {
        if (m.from() == from && m.to() == to) (m.isCapture() == capture ? exact : other).add(m);
      }
      return exact.isEmpty() ? other : exact;
    }
    List<Integer> path = new ArrayList<>();
    for (int s : sq) path.add(s);
    List<DraughtsMove> via = position.legalMovesVia(path);
    if (!via.isEmpty()) return via;
    List<DraughtsMove> byCaptured = new ArrayList<>();
    for (DraughtsMove m : legal) {
      if (m.from() == from && m.to() == to && m.captured().containsAll(path.subList(1, path.size() - 1))) byCaptured.add(m);
    }
    return byCaptured;
  }

  /** The move as PDN writes it: short, or the full landing path when the short form is ambiguous. */
  public static String write(DraughtsPosition position, DraughtsMove move) {
    if (!move.isCapture()) return move.notation();
    for (DraughtsMove m : position.legalMoves()) {
      if (m.from() == move.from() && m.to() == move.to() && !m.sameAs(move)) return move.pathNotation();
    }
    return move.notation();
  }
}
