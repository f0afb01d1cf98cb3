package org.tabuleiro.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.tabuleiro.engine.chess.tune.TrainingGames;
import org.tabuleiro.rules.chess.Position;

/**
 * {@code engine tune-data --openings FILE.epd --out FILE [--minutes M] [--positions N] [--nodes N]
 * [--random-plies N] [--threads N] [--seed N]}: self-play games of our own engine, in this process, and their
 * quiet positions with the game's result ({@code FEN;1|0.5|0}, white's score): the data of {@code engine tune}.
 */
final class EngineTuneDataCommand {
  private EngineTuneDataCommand() {}

  static int run(String[] argv, PrintStream out, PrintStream err) {
    Args args = new Args(argv, Set.of("--openings", "--out", "--minutes", "--positions", "--nodes", "--random-plies",
        "--threads", "--seed"), Set.of());
    if (args.get("--openings") == null || args.get("--out") == null) throw new UsageException("engine tune-data needs --openings and --out");
    List<Position> openings = new ArrayList<>();
    try {
      for (String line : Files.readAllLines(Path.of(args.get("--openings")), StandardCharsets.UTF_8)) {
        String[] f = line.trim().split("\\s+");
        if (f.length < 4 || line.startsWith("#")) continue;
        String fen = String.join(" ", f[0], f[1], f[2], f[3]) + (f.length >= 6 && f[4].matches("\\d+") && f[5].matches("\\d+") ? " " + f[4] + " " + f[5] : " 0 1");
        openings.add(Position.fromFen(fen));
      }
    } catch (IOException e) {
      err.println("tabuleiro: cannot read " + args.get("--openings") + ": " + e.getMessage());
      return 3;
    }
    var options = new TrainingGames.Options(args.number("--nodes", 3_000), (int) args.number("--random-plies", 4),
        (int) args.number("--threads", 2), args.number("--minutes", 30) * 60_000, args.number("--positions", Long.MAX_VALUE),
        args.number("--seed", 1));
    TrainingGames games = new TrainingGames(openings, options);
    long start = System.nanoTime();
    try (BufferedWriter writer = Files.newBufferedWriter(Path.of(args.get("--out")), StandardCharsets.UTF_8)) {
      Thread progress = Thread.ofPlatform().daemon().start(() -> {
        try {
          while (true) {
            Thread.sleep(60_000);
            err.printf(Locale.ROOT, "tune-data: %d games, %d positions%n", games.games(), games.positions());
          }
        } catch (InterruptedException e) {
          // done
        }
      });
      games.run(writer);
      progress.interrupt();
    } catch (IOException e) {
      err.println("tabuleiro: cannot write " + args.get("--out") + ": " + e.getMessage());
      return 3;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return 1;
    }
    out.printf(Locale.ROOT, "tune-data: %d games, %d positions in %d s%n", games.games(), games.positions(),
        (System.nanoTime() - start) / 1_000_000_000);
    return 0;
  }
}
