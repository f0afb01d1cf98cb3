package org.tabuleiro.cli;

import java.io.PrintStream;
import java.util.Set;
import org.tabuleiro.engine.chess.ChessBench;

/** {@code engine bench [--depth N]}: the search benchmark (30 positions at a fixed depth), nodes and nodes/s. */
final class EngineBenchCommand {
  private EngineBenchCommand() {}

  static int run(String[] argv, PrintStream out, PrintStream err) {
    Args args = new Args(argv, Set.of("--depth"), Set.of());
    long depth = args.number("--depth", ChessBench.DEFAULT_DEPTH);
    if (depth < 1 || depth > 30) throw new UsageException("--depth must be 1 to 30, not " + depth);
    ChessBench.run((int) depth, out);
    return 0;
  }
}
