package org.tabuleiro.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.tabuleiro.bench.ServerBench;

/**
 * {@code server-bench}: the club server in a child JVM under N live games, a move a second per game over two
 * WebSockets each; prints the ack latency (p50/p99/max) and the server's heap per game ({@link ServerBench}).
 * {@code --nodes N} (1 to 3): that many cluster nodes (PostgreSQL, Redis) behind HAProxy, then every acknowledged
 * move is looked for in the stored games.
 */
final class ServerBenchCommand {
  /**
   * G1 with a 20 ms pause goal. At 5,000 games, once the server's flush was spread and a write per move saved, G1
   * gave p99 42-53 ms in four runs (heap 61-72 KB a game) against generational ZGC's 62 and 597 ms (139-166 KB):
   * ZGC's concurrent marking takes a core's share the two busy cores lack. (Earlier, with bursty flushes, G1's young
   * pauses were the worse; see docs/server/benchmarks.md.)
   */
  static final String DEFAULT_COLLECTOR = "-XX:+UseG1GC -XX:MaxGCPauseMillis=20";

  private ServerBenchCommand() {}

  static int run(String[] argv, PrintStream out, PrintStream err) {
    Args args = new Args(argv, Set.of("--games", "--seconds", "--warmup", "--server-heap", "--server-opts",
        "--nodes"), Set.of());
    if (!args.positional().isEmpty()) {
      throw new UsageException(
          "server-bench takes [--games N] [--seconds S] [--warmup W] [--server-heap 2g] [--server-opts '-XX:...']"
              + " [--nodes 1-3]");
    }
    String heap = args.get("--server-heap") == null ? "2g" : args.get("--server-heap");
    var jvm = new ArrayList<>(List.of("-Xmx" + heap, "-Xms" + heap));
    // Extra options for the server's JVM only: a flight recording (-XX:StartFlightRecording=filename=s.jfr), or
    // another collector (-XX:+UseG1GC), which then replaces the default.
    String extra = args.get("--server-opts");
    List<String> more = extra == null || extra.isBlank() ? List.of() : Arrays.asList(extra.trim().split("\\s+"));
    if (more.stream().noneMatch(o -> o.startsWith("-XX:+Use") && o.endsWith("GC"))) {
      jvm.addAll(Arrays.asList(DEFAULT_COLLECTOR.split(" ")));
    }
    jvm.addAll(more);
    ServerBench.Options options;
    try {
      options = new ServerBench.Options((int) args.number("--games", 1000), (int) args.number("--seconds", 60),
          (int) args.number("--warmup", 20), jvm, (int) args.number("--nodes", 0));
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
    try {
      ServerBench.Report r = ServerBench.run(options, err);
      out.printf("games %,d (sockets %,d), measured %.1f s: %,d moves acknowledged (%,.0f/s), %,d late ticks, "
          + "%,d errors%n", r.games(), r.sockets(), r.seconds(), r.moves(), r.movesPerSecond(), r.lateTicks(),
          r.errors());
      out.printf("ack latency ms: p50 %.2f, p99 %.2f, max %.2f%n", r.p50Millis(), r.p99Millis(), r.maxMillis());
      out.printf("server heap after GC: %,d KB before the games, %,d KB with them: %,d bytes per game%n",
          r.heapBeforeBytes() / 1024, r.heapWithGamesBytes() / 1024, r.heapPerGameBytes());
      if (r.nodes() > 0) {
        out.printf("nodes: %d behind HAProxy, heap after GC with the games per node: %s KB; %,d moves acknowledged"
            + " in the whole run, %,d of them missing from the stored games%n", r.nodes(),
            r.heapPerNodeBytes().stream().map(b -> String.format("%,d", b / 1024)).toList(), r.acknowledged(),
            r.lostMoves());
      }
      if (r.firstError() != null) out.println("first error: " + r.firstError());
      return r.errors() == 0 && r.lostMoves() <= 0 ? 0 : 1;
    } catch (IOException e) {
      err.println("tabuleiro: " + e.getMessage());
      return 5;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return 1;
    }
  }
}
