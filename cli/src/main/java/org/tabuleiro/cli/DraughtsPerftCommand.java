package org.tabuleiro.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.Variant;
import org.tabuleiro.rules.draughts.internal.Perft;
import org.tabuleiro.rules.draughts.PdnFen;
import org.tabuleiro.rules.draughts.PdnFenException;

/**
 * {@code draughts perft}: the leaf count (captures with the same start, end and captured set counted once)
 * as the last line, or a suite file ({@code fen, depth, nodes, mode, ...}; only {@code distinct} rows) as
 * {@code LINE<TAB>DEPTH<TAB>COUNT} lines for the rows listing at most {@code --max-nodes} nodes.
 */
final class DraughtsPerftCommand {
  private DraughtsPerftCommand() {}

  static int run(String[] argv, PrintStream out, PrintStream err) {
    Args args = new Args(argv, Set.of("--variant", "--fen", "--depth", "--file", "--max-nodes"), Set.of("--divide"));
    Variant variant = DraughtsCommand.variant(args.get("--variant"));
    if (args.get("--file") != null) return suite(variant, Path.of(args.get("--file")), args.number("--max-nodes", 10_000_000L), out, err);
    long depth = args.number("--depth", -1);
    if (depth < 0) throw new UsageException("draughts perft needs --depth N (or --file FILE)");
    if (depth > 64) throw new UsageException("--depth " + depth + " is too deep");
    DraughtsPosition position;
    try {
      position = args.get("--fen") == null ? DraughtsPosition.initial(variant) : PdnFen.read(args.get("--fen"), variant);
    } catch (PdnFenException e) {
      err.println("tabuleiro: " + e.getMessage());
      return 3;
    }
    if (args.has("--divide")) {
      long total = 0;
      for (var m : position.legalMoves()) {
        long n = count(position.play(m), variant, (int) depth - 1);
        out.println(m.notation() + (m.isCapture() ? " (" + m.capturedNotation() + ")" : "") + ": " + n);
        total += n;
      }
      out.println();
      out.println(depth == 0 ? 1 : total);
      return 0;
    }
    out.println(count(position, variant, (int) depth));
    return 0;
  }

  private static long count(DraughtsPosition position, Variant variant, int depth) {
    return new Perft(position.toBoard(), variant.menMayNotStartCaptureBackwards(), depth).count(depth);
  }

  private static int suite(Variant variant, Path file, long maxNodes, PrintStream out, PrintStream err) {
    int failures = 0;
    try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      String line;
      int lineNumber = 0;
      while ((line = reader.readLine()) != null) {
        lineNumber++;
        if (line.isBlank() || line.startsWith("#")) continue;
        String[] cells = line.split("\t", -1);
        if (cells.length < 4) {
          err.println(file + ":" + lineNumber + ": expected fen, depth, nodes and mode separated by tabs");
          failures++;
          continue;
        }
        if (!cells[3].strip().equals("distinct")) continue;
        int depth;
        long listed;
        try {
          depth = Integer.parseInt(cells[1].strip());
          listed = Long.parseLong(cells[2].strip());
        } catch (NumberFormatException e) {
          err.println(file + ":" + lineNumber + ": depth and nodes must be whole numbers");
          failures++;
          continue;
        }
        if (listed > maxNodes) continue;
        if (depth < 0 || depth > 64) {
          err.println(file + ":" + lineNumber + ": depth " + depth + " out of range");
          failures++;
          continue;
        }
        DraughtsPosition position;
        try {
          position = PdnFen.read(cells[0], variant);
        } catch (PdnFenException e) {
          err.println(file + ":" + lineNumber + ": " + e.getMessage());
          failures++;
          continue;
        }
        long count = count(position, variant, depth);
        out.println(lineNumber + "\t" + depth + "\t" + count);
        if (count != listed) {
          err.println(file + ":" + lineNumber + ": depth " + depth + ": computed " + count + ", listed " + listed);
          failures++;
        }
      }
    } catch (IOException e) {
      return FileProblem.report(file, e, err);
    }
    return failures == 0 ? 0 : 1;
  }
}
