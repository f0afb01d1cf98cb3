package org.tabuleiro.cli;

import java.io.PrintStream;
import java.util.Arrays;

/** {@code ./tabuleiro} entry point: dispatches to the subcommands. */
public final class Main {
  private Main() {}

  static final String USAGE = """
      usage: ./tabuleiro <command> [options]

        chess perft --fen FEN --depth N [--divide]   count the leaves of the move tree
        chess perft --epd FILE [--max-nodes N]        run a perft suite (lines: FEN ;D1 n ;D2 n ...)
        chess perft --bench                           nodes per second on the standard positions
        chess san [--lang en|pt] FILE                 TSV (fen, uci) -> one SAN per row
        chess san --parse [--lang en|pt] FILE         TSV (fen, san) -> one UCI move per row
        chess status FILE                             TSV (fen, moves_uci) -> end-of-game status per row
        chess pgn FILE...                             one line per game: plies, final FEN, result
        test                                          run every test
      """;

  public static void main(String[] args) {
    int code;
    try {
      code = run(args, System.out, System.err);
    } catch (UsageException e) {
      System.err.println("tabuleiro: " + e.getMessage());
      System.err.print(USAGE);
      code = 2;
    } catch (RuntimeException | OutOfMemoryError e) {
      // Never a stack trace for the user; the message says what went wrong.
      System.err.println("tabuleiro: " + e);
      code = 1;
    }
    System.out.flush();
    System.exit(code);
  }

  static int run(String[] args, PrintStream out, PrintStream err) {
    if (args.length == 0 || args[0].equals("help") || args[0].equals("--help") || args[0].equals("-h")) {
      out.print(USAGE);
      return 0;
    }
    String[] rest = Arrays.copyOfRange(args, 1, args.length);
    return switch (args[0]) {
      case "chess" -> ChessCommand.run(rest, out, err);
      default -> throw new UsageException("unknown command '" + args[0] + "'");
    };
  }
}
