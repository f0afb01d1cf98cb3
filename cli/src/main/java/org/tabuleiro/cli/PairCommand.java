package org.tabuleiro.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import org.tabuleiro.tournament.pairing.PairingResult;
import org.tabuleiro.tournament.pairing.acceleration.Acceleration;
import org.tabuleiro.tournament.pairing.dutch.DutchChecker;
import org.tabuleiro.tournament.pairing.dutch.DutchEngine;
import org.tabuleiro.tournament.pairing.dutch.DutchGenerator;
import org.tabuleiro.tournament.pairing.dutch.DutchTeamAdapter;
import org.tabuleiro.tournament.pairing.dutch.DutchTournament;
import org.tabuleiro.tournament.pairing.dutch.DutchTrfAdapter;
import org.tabuleiro.tournament.trf.Trf;
import org.tabuleiro.tournament.trf.TrfConsistency;
import org.tabuleiro.tournament.trf.TrfException;
import org.tabuleiro.tournament.trf.TrfReader;
import org.tabuleiro.tournament.trf.TrfWriter;

/**
 * {@code pair}: the FIDE Dutch system on a TRF, in the bbpPairings / JaVaFo contract
 * ({@code --dutch IN -p [OUT]}: count, then {@code white black} per board, {@code N 0} for the bye), the pairings
 * checker ({@code --check}), a random tournament generator for benchmarks ({@code --generate}), and the Berger
 * tables ({@code --round-robin N}). {@code --baku} pairs with the Baku acceleration (C.04.5.1), as record 192
 * {@code ..._BAKU} does; records 250 in the file take precedence. {@code --teams} pairs the teams of records 310
 * by the Dutch rules on match points and prints team numbers. Exit codes: 0 paired, 1 no valid pairing (or a
 * check found differences), 3 invalid input, 4 not enough memory (the JVM's heap limit), 5 file error.
 */
final class PairCommand {
  private PairCommand() {}

  static int run(String[] argv, PrintStream out, PrintStream err) {
    try {
      return pair(argv, out, err);
    } catch (OutOfMemoryError e) {
      // Thrown where the pairing was: everything it held is garbage now, so the message can be printed.
      return Main.outOfMemory("pair", err);
    }
  }

  private static int pair(String[] argv, PrintStream out, PrintStream err) {
    Args args = new Args(argv, Set.of("--dutch", "--round-robin", "--players", "--rounds", "--planned", "--seed"),
        Set.of("-p", "--check", "--double", "--generate", "--baku", "--teams"));
    if (args.has("--generate")) return generate(args, out, err);
    if (args.get("--round-robin") != null) return PairRoundRobin.run(args, out, err);
    String input = args.get("--dutch");
    if (input == null) throw new UsageException("pair needs --dutch FILE (or --round-robin N, --generate)");
    Trf trf;
    try {
      trf = TrfReader.read(TextFile.read(Path.of(input)));
    } catch (IOException e) {
      return FileProblem.report(input, e, err);
    } catch (TrfException e) {
      err.println("tabuleiro: " + input + ":" + e.line() + ":" + e.column() + ": " + e.getMessage());
      return 3;
    }
    if (trf.players().isEmpty()) {
      err.println("tabuleiro: " + input + ": no player lines (001): nothing to pair");
      return 3;
    }
    if (!args.has("--check") && !args.has("-p")) throw new UsageException("pair --dutch FILE needs -p [OUTPUT] or --check");
    if (args.has("--teams")) {
      return refused(trf, Acceleration.NONE, input, err) ? 3 : pairTeams(trf, input, args, out, err);
    }
    Acceleration acceleration;
    try {
      // C.04.5.1: --baku, record 192 ending in _BAKU, or the file's records 250 (which take precedence)
      acceleration = Acceleration.forTrf(trf, args.has("--baku"));
    } catch (IllegalArgumentException e) {
      err.println("tabuleiro: " + input + ": " + e.getMessage());
      return 3;
    }
    if (refused(trf, acceleration, input, err)) return 3;
    if (args.has("--check")) return check(trf, acceleration, out);
    PairingResult result = DutchEngine.pair(DutchTrfAdapter.read(trf, acceleration));
    return switch (result) {
      case PairingResult.NoValidPairing none -> {
        err.println("tabuleiro: no valid pairing: " + none.reason());
        yield 1;
      }
      case PairingResult.Paired paired -> write(paired.format(), args.positional(), out, err);
    };
  }

  /**
   * The two records of a game disagree, or a points column disagrees with the results (the acceleration's virtual
   * points allowed): invalid input, as bbpPairings and JaVaFo treat it.
   */
  private static boolean refused(Trf trf, Acceleration acceleration, String input, PrintStream err) {
    try {
      TrfConsistency.check(trf, acceleration::virtualHalfPoints);
      return false;
    } catch (TrfException e) {
      err.println("tabuleiro: " + input + ":" + e.line() + ":" + e.column() + ": " + e.getMessage());
      return true;
    }
  }

  /** {@code --teams}: the teams of records 310 paired by the Dutch rules on match points (team numbers out). */
  private static int pairTeams(Trf trf, String input, Args args, PrintStream out, PrintStream err) {
    if (args.has("--check") || args.has("--baku")) throw new UsageException("pair --teams takes neither --check nor --baku");
    DutchTournament teams;
    try {
      teams = DutchTeamAdapter.read(trf);
    } catch (IllegalArgumentException e) {
      err.println("tabuleiro: " + input + ": " + e.getMessage());
      return 3;
    }
    return switch (DutchEngine.pair(teams)) {
      case PairingResult.NoValidPairing none -> {
        err.println("tabuleiro: no valid pairing: " + none.reason());
        yield 1;
      }
      case PairingResult.Paired paired -> write(paired.format(), args.positional(), out, err);
    };
  }

  private static int write(String text, List<String> positional, PrintStream out, PrintStream err) {
    if (positional.isEmpty()) {
      out.print(text);
      return 0;
    }
    try {
      Files.writeString(Path.of(positional.get(0)), text, StandardCharsets.UTF_8);
      return 0;
    } catch (IOException e) {
      err.println("tabuleiro: cannot write " + positional.get(0) + ": " + e.getMessage());
      return 5;
    }
  }

  private static int check(Trf trf, Acceleration acceleration, PrintStream out) {
    int differing = 0;
    List<DutchChecker.RoundCheck> checks = DutchChecker.check(trf, acceleration);
    for (DutchChecker.RoundCheck c : checks) {
      if (c.agrees()) continue;
      differing++;
      out.println("round " + c.round() + ": the tournament has");
      out.print(indent(c.played()));
      out.println("round " + c.round() + ": the Dutch system pairs");
      out.print(indent(c.engine()));
    }
    out.println(differing == 0
        ? "all " + checks.size() + " rounds agree with the Dutch system"
        : differing + " of " + checks.size() + " rounds differ");
    return differing == 0 ? 0 : 1;
  }

  private static String indent(PairingResult r) {
    String text = switch (r) {
      case PairingResult.Paired p -> p.format();
      case PairingResult.NoValidPairing none -> "no valid pairing: " + none.reason() + "\n";
    };
    return text.lines().map(l -> "  " + l + "\n").reduce("", String::concat);
  }

  private static int generate(Args args, PrintStream out, PrintStream err) {
    int players = (int) args.number("--players", 1000);
    int rounds = (int) args.number("--rounds", 8);
    int planned = (int) args.number("--planned", 11);
    long seed = args.number("--seed", 1);
    if (players < 2 || rounds < 0 || planned < rounds + 1) {
      throw new UsageException("--generate needs --players >= 2 and --planned > --rounds");
    }
    return write(TrfWriter.write(DutchGenerator.generate(players, rounds, planned, seed)), args.positional(), out, err);
  }
}
