package org.tabuleiro.rules.draughts;

import java.util.Map;
import java.util.StringJoiner;
import java.util.TreeMap;
import org.tabuleiro.rules.common.Color;

/**
 * The FEN of PDN 3.0: {@code <side>:W<white pieces>:B<black pieces>}, e.g. {@code W:W31,32,K47:B1,2,K19}.
 *
 * <p>Reading is liberal, as in files from the wild: the whole string may be quoted, letters may be lower
 * case, either colour may come first or be missing (no pieces), squares may be ranges ({@code W31-50},
 * {@code K1-3}) or zero-padded, a final {@code .} is ignored, and so are lidraughts' clock fields
 * ({@code :H0:F1}). Writing is canonical (the shared test data's form): White first, ascending squares,
 * no ranges, a side without pieces as a bare {@code W} or {@code B}.
 */
public final class PdnFen {
  private PdnFen() {}

  /** The canonical FEN of a position. */
  public static String write(DraughtsPosition position) {
    StringBuilder sb = new StringBuilder();
    sb.append(position.sideToMove() == Color.WHITE ? 'W' : 'B');
    for (Color c : Color.values()) {
      StringJoiner list = new StringJoiner(",");
      for (Map.Entry<Integer, Piece> e : position.pieces().entrySet()) {
        if (e.getValue().color() == c) list.add((e.getValue().isKing() ? "K" : "") + e.getKey());
      }
      sb.append(':').append(c == Color.WHITE ? 'W' : 'B').append(list);
    }
    return sb.toString();
  }

  /**
   * Reads a FEN for a variant.
   *
   * @throws PdnFenException naming the column and the fault
   */
  public static DraughtsPosition read(String text, Variant variant) {
    if (text == null) throw new PdnFenException(0, "no FEN given");
    int start = 0, end = text.length();
    while (start < end && Character.isWhitespace(text.charAt(start))) start++;
    while (end > start && Character.isWhitespace(text.charAt(end - 1))) end--;
    if (end - start >= 2 && text.charAt(start) == '"' && text.charAt(end - 1) == '"') {
      start++;
      end--;
    }
    if (end > start && text.charAt(end - 1) == '.') end--;
    if (start >= end) throw new PdnFenException(0, "empty FEN");
    int colon = text.indexOf(':', start);
    if (colon < 0 || colon >= end) colon = end;
    String side = text.substring(start, colon).strip();
    Color toMove;
    if (side.equalsIgnoreCase("W")) toMove = Color.WHITE;
    else if (side.equalsIgnoreCase("B")) toMove = Color.BLACK;
    else throw new PdnFenException(start + 1, "the side to move must be W or B, not '" + side + "'");
    Map<Integer, Piece> pieces = new TreeMap<>();
    boolean[] seen = new boolean[2];
    int at = colon + 1;
    while (at < end) {
      int fieldEnd = text.indexOf(':', at);
      if (fieldEnd < 0 || fieldEnd > end) fieldEnd = end;
      readField(text, at, fieldEnd, variant, pieces, seen);
      at = fieldEnd + 1;
    }
    return DraughtsPosition.of(variant, toMove, pieces);
  }

  private static void readField(String text, int from, int to, Variant variant, Map<Integer, Piece> pieces, boolean[] seen) {
    while (from < to && text.charAt(from) == ' ') from++;
    while (to > from && text.charAt(to - 1) == ' ') to--;
    if (from == to) throw new PdnFenException(from + 1, "empty field");
    char tag = Character.toUpperCase(text.charAt(from));
    if ((tag == 'H' || tag == 'F') && to - from > 1 && text.substring(from + 1, to).chars().allMatch(Character::isDigit)) {
      return; // lidraughts' halfmove clock and move number: not part of the position
    }
    if (tag != 'W' && tag != 'B') {
      throw new PdnFenException(from + 1, "a piece list must start with W or B, not '" + text.charAt(from) + "'");
    }
    Color color = tag == 'W' ? Color.WHITE : Color.BLACK;
    if (seen[color.ordinal()]) throw new PdnFenException(from + 1, "the " + color.name().toLowerCase() + " pieces are listed twice");
    seen[color.ordinal()] = true;
    int at = from + 1;
    while (at < to) {
      int itemEnd = text.indexOf(',', at);
      if (itemEnd < 0 || itemEnd > to) itemEnd = to;
      readItem(text, at, itemEnd, color, variant, pieces);
      at = itemEnd + 1;
      if (at == to) throw new PdnFenException(to, "a piece list may not end with ','");
    }
  }

  private static void readItem(String text, int from, int to, Color color, Variant variant, Map<Integer, Piece> pieces) {
    while (from < to && text.charAt(from) == ' ') from++;
    while (to > from && text.charAt(to - 1) == ' ') to--;
    if (from == to) throw new PdnFenException(from + 1, "empty square in the piece list");
    boolean king = Character.toUpperCase(text.charAt(from)) == 'K';
    int at = king ? from + 1 : from;
    int dash = text.indexOf('-', at);
    if (dash < 0 || dash > to) dash = -1;
    int first = square(text, at, dash < 0 ? to : dash, variant);
    int last = dash < 0 ? first : square(text, dash + 1, to, variant);
    if (last < first) throw new PdnFenException(at + 1, "the range " + text.substring(at, to) + " runs backwards");
    for (int s = first; s <= last; s++) {
      if (pieces.put(s, Piece.of(color, king)) != null) throw new PdnFenException(at + 1, "square " + s + " is listed twice");
    }
  }

  private static int square(String text, int from, int to, Variant variant) {
    if (from >= to) throw new PdnFenException(from + 1, "a square number is missing");
    if (to - from > 3) throw new PdnFenException(from + 1, "'" + text.substring(from, to) + "' is not a square number");
    int n = 0;
    for (int i = from; i < to; i++) {
      char c = text.charAt(i);
      if (c < '0' || c > '9') throw new PdnFenException(i + 1, "unexpected '" + c + "' in a square number");
      n = n * 10 + (c - '0');
    }
    if (n < 1 || n > variant.squareCount()) {
      throw new PdnFenException(from + 1, "no square " + n + " on the " + variant.name() + " board (1-" + variant.squareCount() + ")");
    }
    return n;
  }
}
