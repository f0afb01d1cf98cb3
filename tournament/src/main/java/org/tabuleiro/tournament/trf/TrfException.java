package org.tabuleiro.tournament.trf;

/**
 * A TRF text that cannot be read: the message names the line and column (both 1-based) of the first problem,
 * e.g. {@code line 7, column 99: unknown result 'X' (expected one of 1 = 0 + - W D L H F U Z or blank)}.
 */
public final class TrfException extends Exception {
  private static final long serialVersionUID = 1L;

  private final int line;
  private final int column;
  private final String reason;

  /** A problem at {@code line} and {@code column} (1-based; column 0 when the whole line is at fault). */
  public TrfException(int line, int column, String reason) {
    super("line " + line + ", column " + column + ": " + reason);
    this.line = line;
    this.column = column;
    this.reason = reason;
  }

  /** The 1-based line number. */
  public int line() {
    return line;
  }

  /** The 1-based column, as the TRF-16 column tables count them. */
  public int column() {
    return column;
  }

  /** The problem without the position, e.g. "duplicate start number 12". */
  public String reason() {
    return reason;
  }
}
