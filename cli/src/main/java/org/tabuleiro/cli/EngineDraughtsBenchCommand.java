package org.tabuleiro.cli;

import java.io.PrintStream;
import java.util.Set;
import org.tabuleiro.engine.draughts.DraughtsBench;
import org.tabuleiro.rules.draughts.Variant;

/**
 * {@code engine draughts-bench --variant V [--depth D]}: the draughts search speed. Searches the bench
 * positions to a fixed depth (a fixed node count: a change in it means the search changed) and prints
 * nodes, time and nodes per second. One warm-up pass first, so the JIT has compiled the search.
 */
final class EngineDraughtsBenchCommand {
  private EngineDraughtsBenchCommand() {}

  static int run(String[] argv, PrintStream out, PrintStream err) {
    Args args = new Args(argv, Set.of("--variant", "--depth"), Set.of());
    Variant variant = DraughtsCommand.variant(args.get("--variant"));
    long depth = args.number("--depth", variant.boardSize() == 10 ? 12 : 14);
    if (depth < 1 || depth > 40) throw new UsageException("--depth must be 1-40, not " + depth);
    DraughtsBench.run(variant, (int) Math.min(depth, 8)); // warm-up
    DraughtsBench b = DraughtsBench.run(variant, (int) depth);
    out.printf("%s: %d positions to depth %d: %,d nodes in %.3f s: %,d nodes/s%n", variant.name(), b.positions(), depth, b.nodes(), b.millis() / 1000.0, b.nodesPerSecond());
    return 0;
  }
}
