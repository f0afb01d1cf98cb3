package org.tabuleiro.play;

import java.math.BigDecimal;

/** A cursor over a time control text for the two parsers: skips spaces between tokens, ignores case. */
final class TimeControlScanner {
  private static final int MAX_DIGITS = 9; // keeps every product in milliseconds far inside a long

  private final String notation;
  private final String text;
  private int pos;

  TimeControlScanner(String notation, String text) {
    this.notation = notation;
    this.text = text;
  }

  /** True when only spaces are left. */
  boolean atEnd() {
    skipSpaces();
    return pos >= text.length();
  }

  /** The next character, lower case, after spaces; requires {@code !atEnd()}. */
  char peek() {
    skipSpaces();
    return Character.toLowerCase(text.charAt(pos));
  }

  /** Consumes {@code c} (lower case) if it comes next. */
  boolean accept(char c) {
    if (!atEnd() && peek() == c) {
      pos++;
      return true;
    }
    return false;
  }

  /** Consumes {@code c} (lower case) if it comes next and only spaces follow it. */
  boolean acceptLast(char c) {
    if (atEnd() || peek() != c || !text.substring(pos + 1).isBlank()) {
      return false;
    }
    pos = text.length();
    return true;
  }

  /** The 1-based column of the next token. */
  int column() {
    skipSpaces();
    return pos + 1;
  }

  /** A whole number of at most 9 digits; {@code what} names it in errors ("seconds", "moves"). */
  long integer(String what) {
    int start = column();
    BigDecimal n = decimal(what);
    if (n.scale() > 0) {
      throw fail(start, what + " must be a whole number");
    }
    return n.longValueExact();
  }

  /** Digits with an optional decimal point ({@code 0.5}); no spaces inside. */
  BigDecimal decimal(String what) {
    if (atEnd() || !isDigit(text.charAt(pos))) {
      throw expected(what);
    }
    int start = pos;
    while (pos < text.length() && isDigit(text.charAt(pos))) {
      pos++;
    }
    if (pos < text.length() && text.charAt(pos) == '.') {
      pos++;
      if (pos >= text.length() || !isDigit(text.charAt(pos))) {
        throw expected("digits after '.'");
      }
      while (pos < text.length() && isDigit(text.charAt(pos))) {
        pos++;
      }
    }
    String digits = text.substring(start, pos);
    if (digits.replace(".", "").length() > MAX_DIGITS) {
      throw fail(start + 1, what + ": at most " + MAX_DIGITS + " digits");
    }
    return new BigDecimal(digits);
  }

  /** "expected X, found 'c'" (or "found end of text") at the next token. */
  TimeControlException expected(String what) {
    String found = atEnd() ? "end of text" : "'" + text.charAt(pos) + "'";
    return fail(column(), "expected " + what + ", found " + found);
  }

  TimeControlException fail(int column, String problem) {
    return new TimeControlException(notation, text, column, problem);
  }

  private void skipSpaces() {
    while (pos < text.length() && Character.isWhitespace(text.charAt(pos))) {
      pos++;
    }
  }

  private static boolean isDigit(char c) {
    return c >= '0' && c <= '9';
  }
}
