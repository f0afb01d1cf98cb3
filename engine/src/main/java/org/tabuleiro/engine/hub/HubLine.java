package org.tabuleiro.engine.hub;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * One line of the Hub protocol (version 2, Scan 3.x): {@code command arg=value arg="quoted value" flag}.
 * Values may be quoted with double quotes, which they must be when they hold a space or '=' or are empty;
 * a flag has no value (its value is the empty string).
 *
 * @param command the first word
 * @param args the arguments in the order given
 */
public record HubLine(String command, Map<String, String> args) {
  public HubLine {
    args = Collections.unmodifiableMap(new LinkedHashMap<>(args));
  }

  /**
   * Reads a line.
   *
   * @throws IllegalArgumentException for an empty line, an unterminated quote or an argument without a name,
   *     with the column (1-based) in the message
   */
  public static HubLine parse(String line) {
    String text = line.strip();
    if (text.isEmpty()) throw new IllegalArgumentException("empty line");
    int i = 0, n = text.length();
    while (i < n && !Character.isWhitespace(text.charAt(i))) i++;
    String command = text.substring(0, i);
    Map<String, String> args = new LinkedHashMap<>();
    while (true) {
      while (i < n && Character.isWhitespace(text.charAt(i))) i++;
      if (i >= n) break;
      int start = i;
      while (i < n && !Character.isWhitespace(text.charAt(i)) && text.charAt(i) != '=') i++;
      String name = text.substring(start, i);
      if (name.isEmpty()) throw new IllegalArgumentException("argument without a name at column " + (start + 1));
      if (i < n && text.charAt(i) == '=') {
        i++;
        if (i < n && text.charAt(i) == '"') {
          int close = text.indexOf('"', i + 1);
          if (close < 0) throw new IllegalArgumentException("unterminated quote at column " + (i + 1));
          args.put(name, text.substring(i + 1, close));
          i = close + 1;
        } else {
          int vs = i;
          while (i < n && !Character.isWhitespace(text.charAt(i))) i++;
          args.put(name, text.substring(vs, i));
        }
      } else {
        args.put(name, "");
      }
    }
    return new HubLine(command, args);
  }

  public boolean has(String name) {
    return args.containsKey(name);
  }

  public String get(String name) {
    return args.get(name);
  }

  /** A value that must be present. */
  public String require(String name) {
    String v = args.get(name);
    if (v == null) throw new IllegalArgumentException(command + " needs " + name + "=...");
    return v;
  }

  /** A number of seconds (a real number, as the protocol writes time) as milliseconds. */
  public long millis(String name) {
    String v = require(name);
    try {
      double seconds = Double.parseDouble(v);
      if (!(seconds >= 0) || Double.isInfinite(seconds)) throw new NumberFormatException();
      return Math.round(seconds * 1000);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(name + " must be a number of seconds, not '" + v + "'");
    }
  }

  /** A whole number within bounds. */
  public long number(String name, long min, long max) {
    String v = require(name);
    try {
      long x = Long.parseLong(v);
      if (x < min || x > max) throw new IllegalArgumentException(name + " must be " + min + "-" + max + ", not " + x);
      return x;
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException(name + " must be a whole number, not '" + v + "'");
    }
  }

  /** Quotes a value when the protocol requires it. */
  public static String quote(String value) {
    boolean plain = !value.isEmpty() && value.chars().noneMatch(c -> Character.isWhitespace(c) || c == '=' || c == '"');
    return plain ? value : '"' + value + '"';
  }
}
