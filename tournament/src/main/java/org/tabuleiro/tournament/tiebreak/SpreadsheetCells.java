package org.tabuleiro.tournament.tiebreak;

import java.util.regex.Pattern;

/**
 * The cells of a table a spreadsheet opens ({@code standings.tsv}, the server's {@code standings.csv}), kept from
 * being read as formulas (OWASP, "CSV Injection"): a text cell that begins with {@code =}, {@code +}, {@code -},
 * {@code @}, a tab or a carriage return gets a single quote {@code '} in front, so a player named
 * {@code =HYPERLINK("http://...")} is shown as the text {@code '=HYPERLINK(...)}, never run. A leading double quote
 * counts too: a TSV is not quoted, and a spreadsheet takes a leading {@code "} as the start of a quoted field whose
 * content may be a formula.
 *
 * <p>The rule is per column: text columns (names of players and teams) always go through {@link #text}; number
 * columns (ranks, start numbers, points, tiebreaks) through {@link #number}, which keeps a number such as {@code -1}
 * or {@code 2.5} a number and treats anything else as text.
 *
 * <pre>{@code
 * SpreadsheetCells.text("=1+1")    // "'=1+1"
 * SpreadsheetCells.text("Ana Sá")  // "Ana Sá"
 * SpreadsheetCells.number("-1.5")  // "-1.5"
 * }</pre>
 */
public final class SpreadsheetCells {
  private static final Pattern NUMBER = Pattern.compile("-?\\d+([.,]\\d+)?");

  private SpreadsheetCells() {}

  /** A text cell as a spreadsheet must show it: as it is, or after a {@code '} when it would start a formula. */
  public static String text(String value) {
    if (value.isEmpty()) return value;
    return switch (value.charAt(0)) {
      case '=', '+', '-', '@', '\t', '\r', '"' -> "'" + value;
      default -> value;
    };
  }

  /** A number cell: kept when it is a number (an optional minus, digits, a decimal point or comma), else {@link #text}. */
  public static String number(String value) {
    return value.isEmpty() || isNumber(value) ? value : text(value);
  }

  /** Whether a spreadsheet reads {@code value} as a plain number: an optional minus, digits, a decimal point or comma. */
  public static boolean isNumber(String value) {
    return NUMBER.matcher(value).matches();
  }
}
