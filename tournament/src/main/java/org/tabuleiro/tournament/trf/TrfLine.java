package org.tabuleiro.tournament.trf;

/**
 * One physical line of a TRF file, kept verbatim so that writing a file that was read gives the same bytes.
 *
 * @param number 1-based line number in the file it came from (0 for a line built in memory)
 * @param text the line without its terminator
 * @param terminator what ended the line: {@code "\n"}, {@code "\r\n"}, {@code "\r"}, or {@code ""} for a last
 *     line with no newline
 */
public record TrfLine(int number, String text, String terminator) {
  public TrfLine {
    if (text.indexOf('\n') >= 0 || text.indexOf('\r') >= 0) throw new IllegalArgumentException("a TRF line holds no line break");
  }

  /** A new line ending in LF, as TRF files are written by us. */
  public static TrfLine of(String text) {
    return new TrfLine(0, text, "\n");
  }

  /** The record code: the first three characters ({@code "001"}, {@code "012"}, {@code "XXR"}...), or the whole text if shorter. */
  public String code() {
    String t = text.startsWith("\uFEFF") ? text.substring(1) : text;
    return t.length() <= 3 ? t : t.substring(0, 3);
  }

  /** The record's data: everything from column 5 on, with trailing blanks removed ("" if none). */
  public String value() {
    String t = text.startsWith("\uFEFF") ? text.substring(1) : text;
    return t.length() <= 4 ? "" : t.substring(4).stripTrailing();
  }

  /** Is this a player record (code {@code 001})? */
  public boolean isPlayer() {
    return code().equals("001");
  }
}
