package org.tabuleiro.rules.chess;

/**
 * A FEN that cannot be read, or (in strict mode) describes an impossible position. The message names the
 * field and, where one character is at fault, its column (1-based) in the text.
 */
public final class FenException extends IllegalArgumentException {
  private final String field;
  private final int column;

  public FenException(String field, int column, String message) {
    super("FEN " + field + (column > 0 ? ", column " + column : "") + ": " + message);
    this.field = field;
    this.column = column;
  }

  /** The field at fault: "piece placement", "side to move", "castling", "en passant", ... or "position". */
  public String field() {
    return field;
  }

  /** The 1-based column in the FEN text, or 0 when the fault is the position as a whole. */
  public int column() {
    return column;
  }
}
