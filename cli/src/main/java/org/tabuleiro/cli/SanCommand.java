package org.tabuleiro.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.Set;
import org.tabuleiro.rules.chess.Language;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.chess.Position;
import org.tabuleiro.rules.chess.San;
import org.tabuleiro.rules.chess.Fen;

/**
 * {@code chess san [--lang en|pt] FILE}: TSV columns fen, uci -> one SAN per row.
 * {@code chess san --parse [--lang en|pt] FILE}: TSV columns fen, san -> one UCI move per row, or
 * {@code ERROR <message>}.
 */
final class SanCommand {
  private SanCommand() {}

  static int run(String[] argv, PrintStream out, PrintStream err) {
    Args args = new Args(argv, Set.of("--lang"), Set.of("--parse"));
    if (args.positional().size() != 1) throw new UsageException("chess san needs exactly one FILE");
    Language language = language(args.get("--lang"));
    Path file = Path.of(args.positional().get(0));
    boolean parse = args.has("--parse");
    try {
      Tsv.forEachRow(file, new String[] {"fen", parse ? "san" : "uci"}, row -> {
        try {
          Position position = Fen.read(row.get("fen"));
          out.println(parse ? San.parse(position, row.get("san"), language).uci()
              : San.write(position, uciMove(position, row.get("uci")), language));
        } catch (IllegalArgumentException e) {
          out.println("ERROR " + e.getMessage());
        }
      });
    } catch (Tsv.TsvException e) {
      err.println("tabuleiro: " + e.getMessage());
      return e.exitCode;
    }
    return 0;
  }

  static Language language(String code) {
    try {
      return code == null ? Language.ENGLISH : Language.fromCode(code);
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
  }

  /** A legal move of the position given in UCI (e2e4, e7e8q, e1g1). */
  static Move uciMove(Position position, String uci) {
    return position.parseUci(uci);
  }
}
