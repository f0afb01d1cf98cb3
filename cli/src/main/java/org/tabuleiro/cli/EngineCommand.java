package org.tabuleiro.cli;

import java.io.PrintStream;
import java.util.Arrays;

/** {@code ./tabuleiro engine ...}: the computer players and their protocols. One subcommand per file. */
final class EngineCommand {
  private EngineCommand() {}

  static int run(String[] args, PrintStream out, PrintStream err) {
    if (args.length == 0) throw new UsageException("engine needs a subcommand");
    String[] rest = Arrays.copyOfRange(args, 1, args.length);
    return switch (args[0]) {
      case "help" -> {
        out.print(Main.USAGE);
        yield 0;
      }
      case "match" -> EngineMatchCommand.run(rest, out, err);
      case "uci" -> EngineUciCommand.run(rest, out, err);
      case "bench" -> EngineBenchCommand.run(rest, out, err);
      case "solve" -> EngineSolveCommand.run(rest, out, err);
      case "tune-data" -> EngineTuneDataCommand.run(rest, out, err);
      case "tune" -> EngineTuneCommand.run(rest, out, err);
      case "tune-label" -> EngineTuneLabelCommand.run(rest, out, err);
      // one line per subcommand, e.g.: case "uci" -> EngineUciCommand.run(rest, out, err);
      case "hub" -> EngineHubCommand.run(rest, out, err);
      case "draughts-match" -> EngineDraughtsMatchCommand.run(rest, out, err);
      case "draughts-bench" -> EngineDraughtsBenchCommand.run(rest, out, err);
      default -> throw new UsageException("unknown engine subcommand '" + args[0] + "'");
    };
  }
}
