package org.tabuleiro.rules.draughts;

/**
 * A PDN FEN that cannot be read. The message says what is wrong and where: the 1-based column in the
 * text as given, when one place is at fault.
 */
public final class PdnFenException extends IllegalArgumentException {
  private final int column;

  public PdnFenException(int column, String message) {
    super("FEN" + (column > 0 ? " column " + column : "") + ": " + message);
    this.column = column;
  }

  /** The 1-based column in the FEN text, or 0 when the FEN as a whole is at fault. */
  public int column() {
    return column;
  }
}
