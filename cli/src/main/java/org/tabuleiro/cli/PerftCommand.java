package org.tabuleiro.cli;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import org.tabuleiro.rules.chess.Position;
import org.tabuleiro.rules.chess.internal.Board;
import org.tabuleiro.rules.chess.internal.MoveGen;
import org.tabuleiro.rules.chess.internal.Moves;
import org.tabuleiro.rules.chess.internal.Perft;
import org.tabuleiro.rules.chess.Fen;
import org.tabuleiro.rules.chess.FenException;

/**
 * {@code chess perft}: the leaf count of the legal move tree, printed as the last line (contract used by
 * scripts and acceptance checks), or a whole EPD suite as {@code LINE<TAB>DEPTH<TAB>COUNT} lines.
 */
final class PerftCommand {
  private PerftCommand() {}

  static final String KIWIPETE = "r3k2r/p1ppqpb1/bn2pnp1/3PN3/1p2P3/2N2Q1p/PPPBBPPP/R3K2R w KQkq - 0 1";

  static int run(String[] argv, PrintStream out, PrintStream err) {
    Args args = new Args(argv, Set.of("--fen", "--depth", "--epd", "--max-nodes"), Set.of("--divide", "--bench"));
    if (args.has("--bench")) return bench(out);
    if (args.get("--epd") != null) return suite(Path.of(args.get("--epd")), args.number("--max-nodes", 10_000_000L), out, err);
    String fen = args.get("--fen") == null ? Fen.INITIAL : args.get("--fen");
    long depth = args.number("--depth", -1);
    if (depth < 0) throw new UsageException("perft needs --depth N (or --epd FILE)");
    if (depth > 64) throw new UsageException("--depth " + depth + " is too deep");
    Position position;
    try {
      position = Fen.readLenient(fen);
    } catch (FenException e) {
      err.println("tabuleiro: " + e.getMessage());
      return 3;
    }
    if (args.has("--divide")) return divide(position, (int) depth, out);
    out.println(new Perft(position.toBoard(), (int) depth).count((int) depth));
    return 0;
  }

  private static int divide(Position position, int depth, PrintStream out) {
    Board board = position.toBoard();
    int[] moves = new int[MoveGen.MAX_MOVES];
    int n = MoveGen.generate(board, moves);
    long total = 0;
    for (int i = 0; i < n; i++) {
      long count = 1;
      if (depth > 1) {
        board.make(moves[i]);
        count = new Perft(board, depth).count(depth - 1);
        board.unmake(moves[i]);
      }
      out.println(Moves.uci(moves[i]) + ": " + count);
      total += count;
    }
    out.println();
    out.println(depth == 0 ? 1 : total);
    return 0;
  }

  private static int suite(Path file, long maxNodes, PrintStream out, PrintStream err) {
    int failures = 0;
    try (BufferedReader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
      String line;
      int lineNumber = 0;
      while ((line = reader.readLine()) != null) {
        lineNumber++;
        if (line.isBlank() || line.startsWith("#")) continue;
        String[] parts = line.split(";");
        Position position;
        try {
          position = Fen.readLenient(parts[0]);
        } catch (FenException e) {
          err.println(file + ":" + lineNumber + ": " + e.getMessage());
          failures++;
          continue;
        }
        for (int i = 1; i < parts.length; i++) {
          String[] dn = parts[i].trim().split("\\s+");
          if (dn.length != 2 || !dn[0].matches("D\\d+") || !dn[1].matches("\\d+")) {
            err.println(file + ":" + lineNumber + ": cannot read depth entry '" + parts[i].trim() + "' (expected 'D<depth> <count>')");
            failures++;
            continue;
          }
          int depth = Integer.parseInt(dn[0].substring(1));
          long listed = Long.parseLong(dn[1]);
          if (listed > maxNodes) continue;
          long count = new Perft(position.toBoard(), depth).count(depth);
          out.println(lineNumber + "\t" + depth + "\t" + count);
          if (count != listed) {
            err.println(file + ":" + lineNumber + ": depth " + depth + ": computed " + count + ", listed " + listed);
            failures++;
          }
        }
      }
    } catch (IOException e) {
      return FileProblem.report(file, e, err);
    }
    return failures == 0 ? 0 : 1;
  }

  private static int bench(PrintStream out) {
    String[][] cases = {{"start position", Fen.INITIAL, "6"}, {"Kiwipete", KIWIPETE, "5"}};
    for (String[] c : cases) {
      Position p = Fen.readLenient(c[1]);
      int depth = Integer.parseInt(c[2]);
      new Perft(p.toBoard(), depth).count(depth - 1); // warm-up
      long t0 = System.nanoTime();
      long nodes = new Perft(p.toBoard(), depth).count(depth);
      double seconds = (System.nanoTime() - t0) / 1e9;
      out.printf("%-15s depth %d: %,d nodes in %.3f s = %,.0f nodes/s%n", c[0], depth, nodes, seconds, nodes / seconds);
    }
    return 0;
  }

}
