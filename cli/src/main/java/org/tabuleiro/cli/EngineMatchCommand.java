package org.tabuleiro.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.tabuleiro.engine.match.Adjudication;
import org.tabuleiro.engine.match.EngineSpec;
import org.tabuleiro.engine.match.Match;
import org.tabuleiro.engine.match.MatchPgn;
import org.tabuleiro.engine.match.MatchScore;
import org.tabuleiro.engine.match.MatchTimeControl;
import org.tabuleiro.engine.match.Opening;
import org.tabuleiro.engine.match.Openings;
import org.tabuleiro.engine.uci.EngineProcessException;
import org.tabuleiro.engine.uci.UciClient;

/**
 * {@code engine match --engine1 CMD --engine2 CMD --games N --tc 10+0.1 [--openings FILE] [--option1 NAME=VALUE]...}:
 * plays two UCI engines against each other and prints a line per game, then the first engine's score and Elo.
 */
final class EngineMatchCommand {
  private EngineMatchCommand() {}

  static final String USAGE = """
      engine match --engine1 CMD --engine2 CMD [--games 100] [--tc 10+0.1] [--openings FILE]
                   [--option1 NAME=VALUE]... [--option2 NAME=VALUE]... [--concurrency 1] [--pgn FILE]
                   [--draw-adjudication] [--resign-adjudication] [--nodes N]""";

  static int run(String[] args, PrintStream out, PrintStream err) {
    Map<String, String> single = new LinkedHashMap<>();
    Map<String, String> options1 = new LinkedHashMap<>(), options2 = new LinkedHashMap<>();
    boolean drawAdjudication = false, resignAdjudication = false;
    for (int i = 0; i < args.length; i++) {
      String a = args[i];
      switch (a) {
        case "--draw-adjudication" -> drawAdjudication = true;
        case "--resign-adjudication" -> resignAdjudication = true;
        case "--engine1", "--engine2", "--games", "--tc", "--openings", "--concurrency", "--pgn", "--option1", "--option2",
            "--nodes" -> {
          if (i + 1 >= args.length) throw new UsageException(a + " needs a value");
          String v = args[++i];
          if (a.startsWith("--option")) option(a.equals("--option1") ? options1 : options2, a, v);
          else single.put(a, v);
        }
        default -> throw new UsageException("unknown option " + a + "\n" + USAGE);
      }
    }
    String cmd1 = single.get("--engine1"), cmd2 = single.get("--engine2");
    if (cmd1 == null || cmd2 == null) throw new UsageException("engine match needs --engine1 and --engine2\n" + USAGE);
    int games = positive(single.getOrDefault("--games", "100"), "--games");
    int concurrency = positive(single.getOrDefault("--concurrency", "1"), "--concurrency");
    // --nodes N: every move is "go nodes N" and no clock runs (self-play that does not depend on the machine's load).
    long nodes = single.containsKey("--nodes") ? positive(single.get("--nodes"), "--nodes") : 0;
    MatchTimeControl tc;
    try {
      tc = MatchTimeControl.parse(single.getOrDefault("--tc", "10+0.1"));
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
    List<Opening> openings;
    String file = single.get("--openings");
    try {
      openings = file == null ? Openings.builtIn()
          : Openings.read(Files.newBufferedReader(Path.of(file), StandardCharsets.UTF_8), file);
    } catch (IOException e) {
      err.println("tabuleiro: cannot read " + file + ": " + e.getMessage());
      return 5;
    } catch (IllegalArgumentException e) {
      err.println("tabuleiro: " + e.getMessage());
      return 3;
    }
    Adjudication adjudication = new Adjudication(drawAdjudication ? 40 : 0, 10, drawAdjudication ? 16 : 0,
        resignAdjudication ? 1000 : 0, resignAdjudication ? 6 : 0);
    EngineSpec first = new EngineSpec(split(cmd1), options1), second = new EngineSpec(split(cmd2), options2);
    Match match = new Match(first, second, tc, adjudication, openings, nodes);
    String pgnFile = single.get("--pgn");
    // Each game is written as it ends, so a long match stopped half-way keeps what it played.
    Writer pgn;
    try {
      pgn = pgnFile == null ? Writer.nullWriter() : Files.newBufferedWriter(Path.of(pgnFile), StandardCharsets.UTF_8);
    } catch (IOException e) {
      err.println("tabuleiro: cannot write " + pgnFile + ": " + e.getMessage());
      return 5;
    }
    String limit = nodes > 0 ? nodes + " nodes a move" : tc.toString();
    String event = "Engine match " + limit;
    out.printf(Locale.ROOT, "match: %d games at %s, %d openings, concurrency %d%n", games, limit, openings.size(), concurrency);
    out.flush();
    MatchScore score;
    String[] names = {cmd1, cmd2};
    try {
      score = match.play(games, concurrency, p -> {
        var r = p.result();
        names[0] = p.firstHadWhite() ? r.white() : r.black();
        names[1] = p.firstHadWhite() ? r.black() : r.white();
        out.printf(Locale.ROOT, "game %d/%d\t%s - %s\t%s\t%s\t%s\t[%s]%n", p.number(), games, r.white(), r.black(),
            r.pgnResult(), r.reason(), p.tally().summary(), r.opening().name());
        out.flush();
        try {
          pgn.write(MatchPgn.write(r, p.number(), event));
          pgn.flush();
        } catch (IOException e) {
          err.println("tabuleiro: cannot write " + pgnFile + ": " + e.getMessage());
        }
      });
    } catch (EngineProcessException e) {
      err.println("tabuleiro: " + e.getMessage());
      closeQuietly(pgn);
      return 5;
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return 1;
    }
    out.printf(Locale.ROOT, "result\t%s vs %s\t%s%n", names[0], names[1], score.summary());
    try {
      pgn.close();
    } catch (IOException e) {
      err.println("tabuleiro: cannot write " + pgnFile + ": " + e.getMessage());
      return 5;
    }
    return 0;
  }

  private static void closeQuietly(Writer w) {
    try {
      w.close();
    } catch (IOException ignored) {
      // the engine error is the one to report
    }
  }

  private static void option(Map<String, String> into, String flag, String value) {
    int eq = value.indexOf('=');
    if (eq <= 0) throw new UsageException(flag + " takes NAME=VALUE, got '" + value + "'");
    into.put(value.substring(0, eq).trim(), value.substring(eq + 1).trim());
  }

  private static List<String> split(String command) {
    try {
      List<String> parts = UciClient.splitCommand(command);
      if (parts.isEmpty()) throw new UsageException("empty engine command");
      return parts;
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
  }

  private static int positive(String text, String flag) {
    try {
      int n = Integer.parseInt(text);
      if (n > 0) return n;
    } catch (NumberFormatException ignored) {
      // reported below
    }
    throw new UsageException(flag + " must be a positive whole number, got '" + text + "'");
  }
}
