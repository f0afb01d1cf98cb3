package org.tabuleiro.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.tabuleiro.engine.chess.Search;
import org.tabuleiro.engine.chess.SearchLimits;
import org.tabuleiro.engine.chess.SearchResult;
import org.tabuleiro.engine.chess.TestPosition;
import org.tabuleiro.rules.chess.Move;

/**
 * {@code engine solve FILE.epd [--nodes N]}: searches every position of an EPD test suite ("bm"/"am") with a
 * node limit and prints one TSV line each ({@code id, result, expected, played, score}), then the solve rate.
 * A node limit (not a time limit) makes the run reproducible on any machine.
 */
final class EngineSolveCommand {
  private EngineSolveCommand() {}

  static int run(String[] argv, PrintStream out, PrintStream err) {
    Args args = new Args(argv, Set.of("--nodes", "--hash"), Set.of());
    if (args.positional().size() != 1) throw new UsageException("engine solve needs one EPD file");
    long nodes = args.number("--nodes", 1_000_000);
    if (nodes < 1) throw new UsageException("--nodes must be at least 1");
    Path file = Path.of(args.positional().get(0));
    List<TestPosition> suite;
    try {
      suite = TestPosition.parseAll(Files.readAllLines(file, StandardCharsets.UTF_8));
    } catch (IOException e) {
      err.println("tabuleiro: cannot read " + file + ": " + e.getMessage());
      return 3;
    } catch (IllegalArgumentException e) {
      err.println("tabuleiro: " + file + ": " + e.getMessage());
      return 3;
    }
    Search search = new Search((int) args.number("--hash", 64));
    int solved = 0;
    long totalNodes = 0, start = System.nanoTime();
    for (TestPosition test : suite) {
      search.newGame();
      SearchResult result = search.search(test.position(), List.of(), SearchLimits.nodes(nodes), info -> {});
      Move played = result.bestMove().orElse(null);
      boolean ok = played != null && test.isSolvedBy(played);
      if (ok) solved++;
      totalNodes += result.info().nodes();
      out.println(test.id() + "\t" + (ok ? "solved" : "missed") + "\t" + expected(test) + "\t"
          + (played == null ? "-" : played.uci()) + "\t" + result.info().scoreUci());
    }
    long millis = Math.max(1, (System.nanoTime() - start) / 1_000_000);
    out.printf("solved %d of %d (%.1f%%) at %d nodes per position; %d nodes in %d ms, %d nodes/s%n", solved, suite.size(),
        suite.isEmpty() ? 0.0 : 100.0 * solved / suite.size(), nodes, totalNodes, millis, totalNodes * 1000 / millis);
    return 0;
  }

  private static String expected(TestPosition test) {
    StringBuilder sb = new StringBuilder();
    for (Move m : test.bestMoves()) sb.append(sb.isEmpty() ? "" : " ").append(m.uci());
    for (Move m : test.avoidMoves()) sb.append(sb.isEmpty() ? "" : " ").append("!").append(m.uci());
    return sb.toString();
  }
}
