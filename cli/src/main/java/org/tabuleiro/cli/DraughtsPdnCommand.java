package org.tabuleiro.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.tabuleiro.rules.draughts.Variant;
import org.tabuleiro.rules.format.pdn.PdnGame;
import org.tabuleiro.rules.format.pdn.PdnReader;
import org.tabuleiro.rules.format.pdn.PdnReplay;

/**
 * {@code draughts pdn --variant V FILE}: per game {@code GAME<TAB>PLIES<TAB>FINAL_FEN}, or
 * {@code GAME<TAB>ERROR<TAB>ply N: message}. Streams the file (bytes that are not UTF-8 become U+FFFD);
 * a bad game never stops the others. A game of more than {@value #MAX_GAME_CHARS} characters (tags, moves and
 * comments) is not kept in memory: {@code GAME<TAB>ERROR<TAB>LINE:COLUMN: the game is longer than ...}, where it
 * passed the limit, and the games after it are read. Exit code 0 when every game replayed, 1 when one did not, 5 when
 * the file cannot be read.
 */
final class DraughtsPdnCommand {
  /** The longest game kept, as the server's library keeps: a file is any size, a game is not. */
  static final int MAX_GAME_CHARS = 1_000_000;

  private DraughtsPdnCommand() {}

  static int run(String[] argv, PrintStream out, PrintStream err) {
    Args args = new Args(argv, Set.of("--variant"), Set.of());
    Variant variant = DraughtsCommand.variant(args.get("--variant"));
    if (args.positional().size() != 1) throw new UsageException("draughts pdn needs one FILE");
    Path file = Path.of(args.positional().get(0));
    int exit = 0;
    try (PdnReader reader = new PdnReader(new BufferedReader(new InputStreamReader(Files.newInputStream(file), StandardCharsets.UTF_8), 1 << 16),
        MAX_GAME_CHARS)) {
      int index = 0;
      PdnGame game;
      while ((game = reader.next()) != null) {
        index++;
        if (game.tooLong()) {
          out.println(index + "\tERROR\t" + game.problems().getFirst());
          exit = 1;
          continue;
        }
        PdnReplay.Result r = PdnReplay.replay(game, variant);
        if (r.isClean()) {
          out.println(index + "\t" + r.plies() + "\t" + r.finalPosition().fen());
        } else {
          out.println(index + "\tERROR\t" + r.error());
          exit = 1;
        }
      }
    } catch (IOException e) {
      exit = FileProblem.report(file, e, err);
    } catch (UncheckedIOException e) {
      exit = FileProblem.report(file, e, err);
    }
    return exit;
  }
}
