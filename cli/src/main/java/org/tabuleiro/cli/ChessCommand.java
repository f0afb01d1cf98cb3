package org.tabuleiro.cli;

import java.io.PrintStream;
import java.util.Arrays;

/** {@code ./tabuleiro chess ...}. */
final class ChessCommand {
  private ChessCommand() {}

  static int run(String[] args, PrintStream out, PrintStream err) {
    if (args.length == 0) throw new UsageException("chess needs a subcommand: perft, san, status or pgn");
    String[] rest = Arrays.copyOfRange(args, 1, args.length);
    return switch (args[0]) {
      case "perft" -> PerftCommand.run(rest, out, err);
      case "san" -> SanCommand.run(rest, out, err);
      case "status" -> StatusCommand.run(rest, out, err);
      case "pgn" -> PgnCommand.run(rest, out, err);
      default -> throw new UsageException("unknown chess subcommand '" + args[0] + "'");
    };
  }
}
