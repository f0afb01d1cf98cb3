package org.tabuleiro.engine.draughts;

import java.util.Map;
import java.util.TreeMap;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.Piece;
import org.tabuleiro.rules.draughts.Variant;

/**
 * Draws a position in a test as a player sees it from White's side: one text row per board row, top
 * (squares 1..) first, listing the dark squares of the row left to right: {@code w}/{@code b} a man,
 * {@code W}/{@code B} a king, {@code .} empty. Spaces are decoration (indent the rows as on a board).
 *
 * <pre>
 *   .   .   .   .
 * .   b   .   .
 * ...
 * </pre>
 */
final class DraughtsDiagram {
  private DraughtsDiagram() {}

  static DraughtsPosition parse(Variant variant, Color sideToMove, String diagram) {
    int half = variant.boardSize() / 2;
    String[] rows = diagram.strip().split("\n");
    if (rows.length != variant.boardSize()) throw new IllegalArgumentException("a " + variant.name() + " diagram has " + variant.boardSize() + " rows, not " + rows.length);
    Map<Integer, Piece> pieces = new TreeMap<>();
    for (int r = 0; r < rows.length; r++) {
      String cells = rows[r].replaceAll("\\s", "");
      if (cells.length() != half) throw new IllegalArgumentException("row " + (r + 1) + " has " + cells.length() + " squares, not " + half + ": '" + rows[r] + "'");
      for (int c = 0; c < half; c++) {
        int square = r * half + c + 1;
        Piece p = switch (cells.charAt(c)) {
          case 'w' -> Piece.WHITE_MAN;
          case 'b' -> Piece.BLACK_MAN;
          case 'W' -> Piece.WHITE_KING;
          case 'B' -> Piece.BLACK_KING;
          case '.' -> null;
          default -> throw new IllegalArgumentException("row " + (r + 1) + ": '" + cells.charAt(c) + "' is not w, b, W, B or .");
        };
        if (p != null) pieces.put(square, p);
      }
    }
    return DraughtsPosition.of(variant, sideToMove, pieces);
  }
}
