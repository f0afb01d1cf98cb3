package org.tabuleiro.cli;

import java.io.PrintStream;
import java.util.Arrays;
import org.tabuleiro.rules.draughts.Variant;

/** {@code ./tabuleiro draughts ...}: perft, legal move lists and PDN checks for International and Brazilian. */
final class DraughtsCommand {
  private DraughtsCommand() {}

  static int run(String[] args, PrintStream out, PrintStream err) {
    if (args.length == 0) throw new UsageException("draughts needs a subcommand: perft, moves or pdn");
    String[] rest = Arrays.copyOfRange(args, 1, args.length);
    return switch (args[0]) {
      case "perft" -> DraughtsPerftCommand.run(rest, out, err);
      case "moves" -> DraughtsMovesCommand.run(rest, out, err);
      case "pdn" -> DraughtsPdnCommand.run(rest, out, err);
      default -> throw new UsageException("unknown draughts subcommand '" + args[0] + "'");
    };
  }

  /** The variant named by {@code --variant}; a usage error when it is missing or unknown. */
  static Variant variant(String name) {
    if (name == null) throw new UsageException("draughts needs --variant international|brazilian");
    Variant v = Variant.byName(name);
    if (v == null) throw new UsageException("unknown variant '" + name + "' (international or brazilian)");
    return v;
  }
}
