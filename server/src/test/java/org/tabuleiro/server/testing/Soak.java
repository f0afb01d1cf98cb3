package org.tabuleiro.server.testing;

/**
 * The size of a soak test: its short form in every build, its long form with {@code ./tabuleiro test --soak} (Maven's
 * {@code -Psoak}, which sets {@code -Dtabuleiro.soak=true}). Both forms check the same things with the same bounds;
 * only how many kills, how many seconds, how many bytes differ. A test's own property ({@code
 * -Dtabuleiro.killLoop.kills=N}, say) overrides either form.
 */
public final class Soak {
  private Soak() {
  }

  /** True under {@code ./tabuleiro test --soak}. */
  public static boolean on() {
    return Boolean.getBoolean("tabuleiro.soak");
  }

  /** {@code -Dtabuleiro.<property>} if given, else {@code build} in the build and {@code soak} under --soak. */
  public static int size(String property, int build, int soak) {
    return Integer.getInteger("tabuleiro." + property, on() ? soak : build);
  }

  /** As {@link #size(String, int, int)}, for longs. */
  public static long size(String property, long build, long soak) {
    return Long.getLong("tabuleiro." + property, on() ? soak : build);
  }

  /** As {@link #size(String, int, int)}, for decimals ({@code -Dtabuleiro.killLoop.pauseSeconds=2.5}). */
  public static double decimal(String property, double build, double soak) {
    String given = System.getProperty("tabuleiro." + property);
    return given != null ? Double.parseDouble(given) : on() ? soak : build;
  }

  /** {@code -Dtabuleiro.<property>} if given, else false in the build and {@code soak} under --soak. */
  public static boolean flag(String property, boolean soak) {
    String given = System.getProperty("tabuleiro." + property);
    return given != null ? Boolean.parseBoolean(given) : on() && soak;
  }
}
