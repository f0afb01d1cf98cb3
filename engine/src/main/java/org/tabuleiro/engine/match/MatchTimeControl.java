package org.tabuleiro.engine.match;

/**
 * A match's clock: base time plus an increment per move, as match tools write it ({@code 10+0.1} is ten seconds and a
 * tenth of a second per move; {@code 60} is a minute, no increment).
 */
public record MatchTimeControl(long baseMillis, long incrementMillis) {
  public MatchTimeControl {
    if (baseMillis <= 0) throw new IllegalArgumentException("base time must be positive");
    if (incrementMillis < 0) throw new IllegalArgumentException("increment must not be negative");
  }

  /** Parses {@code SECONDS[+INCREMENT_SECONDS]}, decimals allowed. */
  public static MatchTimeControl parse(String text) {
    String[] parts = text.trim().split("\\+", -1);
    if (parts.length > 2) throw new IllegalArgumentException("time control '" + text + "': expected SECONDS[+INCREMENT]");
    try {
      long base = Math.round(Double.parseDouble(parts[0]) * 1000);
      long inc = parts.length == 2 ? Math.round(Double.parseDouble(parts[1]) * 1000) : 0;
      return new MatchTimeControl(base, inc);
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("time control '" + text + "': expected SECONDS[+INCREMENT], e.g. 10+0.1");
    }
  }

  @Override
  public String toString() {
    return seconds(baseMillis) + "+" + seconds(incrementMillis);
  }

  private static String seconds(long millis) {
    return millis % 1000 == 0 ? Long.toString(millis / 1000) : Double.toString(millis / 1000.0);
  }
}
