package org.tabuleiro.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import org.tabuleiro.engine.uci.UciClient;
import org.tabuleiro.rules.chess.Position;
import org.tabuleiro.rules.common.Color;

/**
 * {@code engine tune-label --engine CMD --in FILE --out FILE [--nodes 5000] [--concurrency 2]}: gives each position
 * of {@code engine tune-data}'s file ({@code FEN;result}) a reference engine's judgement in place of the game's
 * result: its score after a search of {@code --nodes} nodes, from white's side, as an expected score
 * {@code 1 / (1 + 10^(-cp / 400))} (a mate is 1 or 0). The game's result says only who won in the end, hundreds
 * of moves and blunders later; a strong engine's score says what the position is worth, which is what the
 * evaluation should learn. Lines it cannot read are reported by number and left out.
 */
final class EngineTuneLabelCommand {
  private EngineTuneLabelCommand() {}

  static int run(String[] argv, PrintStream out, PrintStream err) {
    Args args = new Args(argv, Set.of("--engine", "--in", "--out", "--nodes", "--concurrency"), Set.of());
    if (args.get("--engine") == null || args.get("--in") == null || args.get("--out") == null) {
      throw new UsageException("engine tune-label needs --engine, --in and --out");
    }
    long nodes = args.number("--nodes", 5_000);
    int concurrency = (int) Math.max(1, args.number("--concurrency", 2));
    List<String> lines;
    try {
      lines = Files.readAllLines(Path.of(args.get("--in")), StandardCharsets.UTF_8);
    } catch (IOException e) {
      err.println("tabuleiro: cannot read " + args.get("--in") + ": " + e.getMessage());
      return 3;
    }
    List<String> command = UciClient.splitCommand(args.get("--engine"));
    String[] labelled = new String[lines.size()];
    AtomicInteger next = new AtomicInteger(), done = new AtomicInteger(), bad = new AtomicInteger();
    long start = System.nanoTime();
    List<Thread> workers = new ArrayList<>();
    for (int t = 0; t < concurrency; t++) {
      workers.add(Thread.ofPlatform().start(() -> {
        try (UciClient engine = UciClient.start(command)) {
          engine.newGame();
          for (int i = next.getAndIncrement(); i < lines.size(); i = next.getAndIncrement()) {
            labelled[i] = label(engine, lines.get(i), i + 1, nodes, err, bad);
            int d = done.incrementAndGet();
            if (d % 20_000 == 0) err.printf(Locale.ROOT, "tune-label: %d of %d%n", d, lines.size());
          }
        }
      }));
    }
    for (Thread w : workers) {
      try {
        w.join();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return 1;
      }
    }
    List<String> kept = new ArrayList<>(lines.size());
    for (String l : labelled) if (l != null) kept.add(l);
    try {
      Files.write(Path.of(args.get("--out")), kept, StandardCharsets.UTF_8);
    } catch (IOException e) {
      err.println("tabuleiro: cannot write " + args.get("--out") + ": " + e.getMessage());
      return 3;
    }
    out.printf(Locale.ROOT, "tune-label: %d positions labelled, %d left out, %d s%n", kept.size(), bad.get(),
        (System.nanoTime() - start) / 1_000_000_000);
    return 0;
  }

  private static String label(UciClient engine, String line, int number, long nodes, PrintStream err, AtomicInteger bad) {
    if (line.isBlank()) return null;
    int semi = line.lastIndexOf(';');
    String fen = (semi < 0 ? line : line.substring(0, semi)).trim();
    Position position;
    try {
      position = Position.fromFen(fen);
    } catch (RuntimeException e) {
      bad.incrementAndGet();
      err.printf(Locale.ROOT, "tune-label: line %d: %s%n", number, e.getMessage());
      return null;
    }
    UciClient.BestMove best = engine.go(fen, List.of(), "nodes " + nodes, 60_000);
    if (best.score() == null) {
      bad.incrementAndGet();
      err.printf(Locale.ROOT, "tune-label: line %d: the engine gave no score%n", number);
      return null;
    }
    double p = expectedScore(best.score());
    if (position.sideToMove() != Color.WHITE) p = 1 - p;
    return fen + ";" + String.format(Locale.ROOT, "%.4f", p);
  }

  /** The mover's expected score from a UCI score. */
  static double expectedScore(UciClient.Score score) {
    if (score.mate()) return score.value() > 0 ? 1 : 0;
    return 1 / (1 + Math.pow(10, -score.value() / 400.0));
  }
}
