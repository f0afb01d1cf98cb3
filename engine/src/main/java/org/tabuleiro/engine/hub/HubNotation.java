package org.tabuleiro.engine.hub;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.TreeSet;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.rules.draughts.DraughtsMove;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.Piece;
import org.tabuleiro.rules.draughts.Variant;

/**
 * The Hub protocol's position and move texts.
 * <ul>
 *   <li>position: the side to move ({@code W} or {@code B}) then one letter per square in number order,
 *       {@code w}/{@code b} a man, {@code W}/{@code B} a king, {@code e} empty: 51 characters on 10x10, 33 on 8x8;
 *   <li>move: {@code 32-28} for a quiet move; for a capture, from, to and every captured square joined by
 *       {@code x} ({@code 28x19x23}: from 28 to 19 taking 23), the captured squares in any order.
 * </ul>
 */
public final class HubNotation {
  private HubNotation() {}

  /**
   * @throws IllegalArgumentException naming the character and its column when the text is not a position
   */
  public static DraughtsPosition position(String text, Variant variant) {
    int squares = variant.squareCount();
    if (text.length() != squares + 1) {
      throw new IllegalArgumentException("a position of " + variant.name() + " draughts has " + (squares + 1) + " characters (side + " + squares + " squares), not " + text.length());
    }
    Color side = switch (text.charAt(0)) {
      case 'W' -> Color.WHITE;
      case 'B' -> Color.BLACK;
      default -> throw new IllegalArgumentException("the side to move must be W or B, not '" + text.charAt(0) + "' (column 1)");
    };
    Map<Integer, Piece> pieces = new TreeMap<>();
    for (int s = 1; s <= squares; s++) {
      char c = text.charAt(s);
      Piece piece = switch (c) {
        case 'w' -> Piece.WHITE_MAN;
        case 'b' -> Piece.BLACK_MAN;
        case 'W' -> Piece.WHITE_KING;
        case 'B' -> Piece.BLACK_KING;
        case 'e' -> null;
        default -> throw new IllegalArgumentException("square " + s + " (column " + (s + 1) + ") must be w, b, W, B or e, not '" + c + "'");
      };
      if (piece != null) pieces.put(s, piece);
    }
    return DraughtsPosition.of(variant, side, pieces);
  }

  public static String position(DraughtsPosition position) {
    StringBuilder sb = new StringBuilder(position.sideToMove() == Color.WHITE ? "W" : "B");
    for (int s = 1; s <= position.variant().squareCount(); s++) {
      Piece p = position.pieceAt(s);
      sb.append(p == null ? 'e' : switch (p) {
        case WHITE_MAN -> 'w';
        case BLACK_MAN -> 'b';
        case WHITE_KING -> 'W';
        case BLACK_KING -> 'B';
      });
    }
    return sb.toString();
  }

  public static String move(DraughtsMove move) {
    if (!move.isCapture()) return move.from() + "-" + move.to();
    StringBuilder sb = new StringBuilder().append(move.from()).append('x').append(move.to());
    for (int s : move.captured()) sb.append('x').append(s);
    return sb.toString();
  }

  /**
   * The legal move of {@code position} that a Hub move text names.
   *
   * @throws IllegalArgumentException when the text cannot be read or names no legal move (or, without its
   *     captured squares, more than one)
   */
  public static DraughtsMove move(String text, DraughtsPosition position) {
    boolean capture = text.contains("x");
    String[] parts = text.split(capture ? "x" : "-", -1);
    if (parts.length < 2 || !capture && parts.length != 2) throw new IllegalArgumentException("'" + text + "' is not a move (32-28 or 28x19x23)");
    List<Integer> squares = new ArrayList<>();
    for (String p : parts) {
      try {
        squares.add(Integer.parseInt(p));
      } catch (NumberFormatException e) {
        throw new IllegalArgumentException("'" + text + "' is not a move: '" + p + "' is not a square number");
      }
    }
    int from = squares.get(0), to = squares.get(1);
    TreeSet<Integer> captured = new TreeSet<>(squares.subList(2, squares.size()));
    List<DraughtsMove> matches = new ArrayList<>();
    for (DraughtsMove m : position.legalMoves()) {
      if (m.from() != from || m.to() != to || m.isCapture() != capture) continue;
      if (captured.isEmpty() || new TreeSet<>(m.captured()).equals(captured)) matches.add(m);
    }
    if (matches.size() == 1) return matches.get(0);
    String what = matches.isEmpty() ? "no legal move " : "ambiguous move (give the captured squares) ";
    throw new IllegalArgumentException(what + text + " in " + position.fen());
  }
}
