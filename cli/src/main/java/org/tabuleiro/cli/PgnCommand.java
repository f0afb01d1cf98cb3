package org.tabuleiro.cli;

import java.io.BufferedInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.tabuleiro.rules.chess.Language;
import org.tabuleiro.rules.chess.Fen;
import org.tabuleiro.rules.format.pgn.PgnReader;
import org.tabuleiro.rules.format.pgn.PgnReplay;

/**
 * {@code chess pgn FILE...}: per game {@code FILE<TAB>GAME<TAB>PLIES<TAB>FINAL_FEN<TAB>RESULT}, or
 * {@code FILE<TAB>GAME<TAB>ERROR<TAB>message with line}. Streams each file; never stops at a bad game.
 * Exit code 0 when every game was clean, 1 when some game had an error, 5 when a file could not be read.
 */
final class PgnCommand {
  private PgnCommand() {}

  static int run(String[] argv, PrintStream out, PrintStream err) {
    Args args = new Args(argv, Set.of("--lang"), Set.of());
    if (args.positional().isEmpty()) throw new UsageException("chess pgn needs at least one FILE");
    Language language = SanCommand.language(args.get("--lang"));
    int exit = 0;
    for (String name : args.positional()) {
      try (InputStream in = new BufferedInputStream(Files.newInputStream(Path.of(name)), 1 << 16);
          PgnReader reader = new PgnReader(in)) {
        PgnReplay replay = new PgnReplay(reader, language);
        int index = 0;
        while (reader.readGame(replay)) {
          index++;
          PgnReplay.Game g = replay.game();
          if (g.isClean()) {
            out.println(name + "\t" + index + "\t" + g.plies() + "\t" + Fen.write(g.finalPosition()) + "\t" + g.result());
          } else {
            out.println(name + "\t" + index + "\tERROR\t" + g.error());
            exit = Math.max(exit, 1);
          }
        }
      } catch (IOException e) {
        exit = FileProblem.report(name, e, err);
      } catch (UncheckedIOException e) {
        exit = FileProblem.report(name, e, err);
      }
    }
    return exit;
  }
}
