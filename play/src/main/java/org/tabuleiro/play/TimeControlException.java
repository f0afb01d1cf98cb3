package org.tabuleiro.play;

/**
 * A time control text that cannot be read. The message quotes the text and names the 1-based column at fault,
 * for example {@code time control "15+x": column 4: expected seconds, found 'x'}.
 */
public final class TimeControlException extends IllegalArgumentException {
  private final String text;
  private final int column;
  private final String problem;

  public TimeControlException(String notation, String text, int column, String problem) {
    super(notation + " \"" + text + "\": column " + column + ": " + problem);
    this.text = text;
    this.column = column;
    this.problem = problem;
  }

  /** The text as given. */
  public String text() {
    return text;
  }

  /** The 1-based column of the character at fault (one past the end when the text ends too early). */
  public int column() {
    return column;
  }

  /** What is wrong there, without the text and the column: "expected seconds, found 'x'". */
  public String problem() {
    return problem;
  }
}
