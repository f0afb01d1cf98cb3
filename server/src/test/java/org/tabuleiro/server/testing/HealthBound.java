package org.tabuleiro.server.testing;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * The bound a test holds health's p99 to: issue 31's target of 100 ms when the machine is quiet, a guard against
 * the old stall when other work shares the cores. Health's p99 is the machine's tail as much as the server's: on
 * this 2-core machine it measured 5-27 ms at load average 1-2 and 158-420 ms at load 24-28, with the same code
 * (docs/benchmarks/2026-12-07-outage.md). "Quiet" is the one-minute load average, read when the test starts, at most
 * 1.5 a core. {@code -Dtabuleiro.healthP99Millis=N} sets the bound whatever the load.
 */
public final class HealthBound {
  /** Issue 31's target: a balancer with a short health timeout never takes the node out. */
  public static final double TARGET_MILLIS = 100;
  private static final double QUIET_LOAD_PER_CORE = 1.5;

  private HealthBound() {
  }

  /** The bound in milliseconds, and says on standard output which one was chosen and why. */
  public static double millis(String test, double busyGuardMillis) {
    String given = System.getProperty("tabuleiro.healthP99Millis");
    if (given != null) {
      double bound = Double.parseDouble(given);
      System.out.printf("%s: health p99 bound %.0f ms (-Dtabuleiro.healthP99Millis)%n", test, bound);
      return bound;
    }
    int cores = Runtime.getRuntime().availableProcessors();
    double load = loadAverage();
    boolean quiet = load >= 0 && load <= QUIET_LOAD_PER_CORE * cores;
    double bound = quiet ? TARGET_MILLIS : busyGuardMillis;
    System.out.printf("%s: health p99 bound %.0f ms (load average %.2f on %d cores: %s)%n", test, bound, load, cores,
        quiet ? "quiet, the target" : "busy, the guard against the old stall");
    return bound;
  }

  /** The one-minute load average, or -1 where the system does not give it. */
  static double loadAverage() {
    try {
      String text = Files.readString(Path.of("/proc/loadavg")).trim();
      return Double.parseDouble(text.substring(0, text.indexOf(' ')));
    } catch (IOException | RuntimeException e) {
      double load = java.lang.management.ManagementFactory.getOperatingSystemMXBean().getSystemLoadAverage();
      return load;
    }
  }
}
