package org.tabuleiro.cli;

import java.io.PrintStream;
import java.util.Locale;
import java.util.Set;
import org.tabuleiro.engine.draughts.DraughtsLevel;
import org.tabuleiro.engine.draughts.DraughtsMatch;
import org.tabuleiro.engine.draughts.DraughtsMatchPlayer;
import org.tabuleiro.engine.match.MatchScore;
import org.tabuleiro.rules.draughts.Variant;

/**
 * {@code engine draughts-match --variant V --games N --level1 L (--level2 L | --depth2 D) [--nodes N]
 * [--movetime MS] [--seed S] [--max-plies P]}: an in-process match of our draughts engine against itself at
 * two strengths. Prints one TSV line per game ({@code GAME, OPENING, PLAYER1_COLOUR, PLAYER1_POINTS, REASON,
 * PLIES}) and a summary: wins, draws, losses and score of player 1, and the Elo difference with its 95%
 * interval. {@code --nodes} and {@code --movetime} bound every move of a level player.
 */
final class EngineDraughtsMatchCommand {
  private EngineDraughtsMatchCommand() {}

  static int run(String[] argv, PrintStream out, PrintStream err) {
    Args args = new Args(argv, Set.of("--variant", "--games", "--level1", "--level2", "--depth2", "--nodes", "--movetime", "--seed", "--max-plies"), Set.of());
    Variant variant = DraughtsCommand.variant(args.get("--variant"));
    long games = args.number("--games", 100);
    if (games < 1 || games > 100_000) throw new UsageException("--games must be 1-100000, not " + games);
    long nodes = args.number("--nodes", 0), moveTime = args.number("--movetime", 0);
    if (nodes < 0 || moveTime < 0) throw new UsageException("--nodes and --movetime cannot be negative");
    if (args.get("--level1") == null) throw new UsageException("draughts-match needs --level1 L (1-8)");
    DraughtsMatchPlayer first = level(args.number("--level1", 8), nodes, moveTime, "--level1");
    DraughtsMatchPlayer second;
    if (args.get("--level2") != null && args.get("--depth2") != null) throw new UsageException("give --level2 or --depth2, not both");
    if (args.get("--level2") != null) {
      second = level(args.number("--level2", 0), nodes, moveTime, "--level2");
    } else if (args.get("--depth2") != null) {
      long depth = args.number("--depth2", 0);
      if (depth < 1 || depth > 30) throw new UsageException("--depth2 must be 1-30, not " + depth);
      second = new DraughtsMatchPlayer.AtDepth((int) depth);
    } else {
      throw new UsageException("draughts-match needs --level2 L or --depth2 D");
    }
    long maxPlies = args.number("--max-plies", DraughtsMatch.DEFAULT_MAX_PLIES);
    if (maxPlies < 10 || maxPlies > 10_000) throw new UsageException("--max-plies must be 10-10000, not " + maxPlies);
    DraughtsMatch match = new DraughtsMatch(variant, (int) games, first, second, args.number("--seed", 1), (int) maxPlies);
    long start = System.nanoTime();
    out.println("GAME\tOPENING\tPLAYER1_COLOUR\tPLAYER1_POINTS\tREASON\tPLIES");
    MatchScore score = match.play(g -> out.printf(Locale.ROOT, "%d\t%s\t%s\t%s\t%s\t%d%n", g.number(), g.openingText(),
        g.firstPlaysWhite() ? "white" : "black", g.firstScore() == 0.5 ? "1/2" : g.firstScore() == 1 ? "1" : "0", g.reason(), g.plies()));
    double seconds = (System.nanoTime() - start) / 1e9;
    out.printf(Locale.ROOT, "%s: %s vs %s: +%d =%d -%d, score %.1f%%, Elo %s (95%%), %d games in %.0f s%n", variant.name(),
        first.name(), second.name(), score.wins(), score.draws(), score.losses(), 100 * score.score(), elo(score), score.games(), seconds);
    return 0;
  }

  private static DraughtsMatchPlayer level(long n, long nodes, long moveTime, String option) {
    if (n < DraughtsLevel.MIN || n > DraughtsLevel.MAX) throw new UsageException(option + " must be 1-8, not " + n);
    return new DraughtsMatchPlayer.AtLevel(DraughtsLevel.of((int) n), nodes, moveTime);
  }

  /** "+240 ± 85"; near 0% or 100%, where the normal interval breaks down, the Wilson 95% bounds instead. */
  static String elo(MatchScore s) {
    double elo = s.elo(), error = s.eloMargin();
    if (Double.isInfinite(elo)) {
      double[] wilson = s.eloWilson95();
      return elo > 0 ? "> +" + Math.round(wilson[0]) : "< " + Math.round(wilson[1]);
    }
    if (Double.isInfinite(error)) { // the normal interval reaches 0% or 100%: give Wilson's bounds instead
      double[] wilson = s.eloWilson95();
      return signed(elo) + " [" + signed(wilson[0]) + ", " + signed(wilson[1]) + "]";
    }
    return signed(elo) + " ± " + Math.round(error);
  }

  private static String signed(double elo) {
    return (elo >= 0 ? "+" : "") + Math.round(elo);
  }
}
