package org.tabuleiro.tournament.trf;

import java.math.BigDecimal;

/** Fixed-column fields of the TRF-2026 records, read with the line and 1-based column of any fault. */
final class TrfColumns {
  private final TrfLine line;
  private final String text;

  TrfColumns(TrfLine line) {
    this.line = line;
    this.text = TrfReader.stripBom(line.text());
  }

  /** Columns {@code from..to} (1-based, inclusive), "" past the end of the line. */
  String field(int from, int to) {
    if (from > text.length()) return "";
    return text.substring(from - 1, Math.min(to, text.length()));
  }

  /** A whole number in columns {@code from..to}; {@code blank} if they are blank. */
  int number(int from, int to, int blank, String what) throws TrfException {
    String f = field(from, to).trim();
    if (f.isEmpty()) return blank;
    if (!f.matches("\\d+")) throw error(from, what + " must be a whole number, not '" + f + "'");
    return Integer.parseInt(f);
  }

  /** Points in the {@code 11.5} format in columns {@code from..to}, as half points; {@code blank} if blank. */
  int halfPoints(int from, int to, int blank, String what) throws TrfException {
    String f = field(from, to).trim();
    if (f.isEmpty()) return blank;
    if (!f.matches("-?\\d{1,4}(\\.\\d{1,2})?")) throw error(from, what + " must be points such as 11.5, not '" + f + "'");
    BigDecimal twice = new BigDecimal(f).multiply(BigDecimal.TWO);
    if (twice.stripTrailingZeros().scale() > 0) throw error(from, what + " " + f + " is not a whole or half point");
    return twice.intValueExact();
  }

  TrfException error(int column, String reason) {
    return new TrfException(line.number(), column, "record " + line.code() + ": " + reason);
  }

  int length() {
    return text.length();
  }
}
