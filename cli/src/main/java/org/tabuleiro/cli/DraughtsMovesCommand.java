package org.tabuleiro.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.tabuleiro.rules.draughts.DraughtsMove;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.Variant;
import org.tabuleiro.rules.draughts.PdnFen;
import org.tabuleiro.rules.draughts.PdnFenException;

/**
 * {@code draughts moves FILE}: for every row ({@code variant<TAB>fen...}; {@code #} lines are comments),
 * every legal move as {@code VARIANT<TAB>FEN<TAB>MOVE<TAB>CAPTURED<TAB>RESULTING_FEN}, sorted by from, to
 * and captured squares. A bad row is reported on stderr (exit code 1) and the file goes on.
 */
final class DraughtsMovesCommand {
  private DraughtsMovesCommand() {}

  static int run(String[] argv, PrintStream out, PrintStream err) {
    Args args = new Args(argv, Set.of(), Set.of());
    if (args.positional().size() != 1) throw new UsageException("draughts moves needs one FILE");
    Path file = Path.of(args.positional().get(0));
    int exit = 0;
    try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      String line;
      int lineNumber = 0;
      while ((line = reader.readLine()) != null) {
        lineNumber++;
        if (line.isBlank() || line.startsWith("#")) continue;
        String[] cells = line.split("\t", -1);
        Variant variant = cells.length >= 2 ? Variant.byName(cells[0]) : null;
        if (variant == null) {
          err.println(file + ":" + lineNumber + ": " + (cells.length < 2 ? "expected variant and FEN separated by a tab" : "unknown variant '" + cells[0] + "'"));
          exit = 1;
          continue;
        }
        DraughtsPosition position;
        try {
          position = PdnFen.read(cells[1], variant);
        } catch (PdnFenException e) {
          err.println(file + ":" + lineNumber + ": " + e.getMessage());
          exit = 1;
          continue;
        }
        for (DraughtsMove m : position.legalMoves()) {
          out.println(cells[0] + "\t" + cells[1] + "\t" + m.notation() + "\t" + m.capturedNotation() + "\t" + position.play(m).fen());
        }
      }
    } catch (IOException e) {
      return FileProblem.report(file, e, err);
    }
    return exit;
  }
}
