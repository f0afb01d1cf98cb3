package org.tabuleiro.cli;

import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import org.tabuleiro.tournament.Standing;
import org.tabuleiro.tournament.Tournament;
import org.tabuleiro.tournament.TournamentSystem;
import org.tabuleiro.tournament.pairing.acceleration.Acceleration;
import org.tabuleiro.tournament.tiebreak.Standings;
import org.tabuleiro.tournament.tiebreak.StandingsTsv;
import org.tabuleiro.tournament.tiebreak.Tiebreak;
import org.tabuleiro.tournament.trf.Trf;
import org.tabuleiro.tournament.trf.TrfConsistency;
import org.tabuleiro.tournament.trf.TrfException;
import org.tabuleiro.tournament.trf.TrfReader;

/**
 * {@code standings INPUT.trf --tiebreaks DE,BH-C1,BH,SB,WIN [--system swiss|round-robin]}: the final table as TSV,
 * header {@code rank start_no name points} and the tiebreak codes as given, one row per player in rank order.
 * Points and Buchholz-type values print with one decimal, SB and AOB with two, counts and ratings as whole
 * numbers; an undefined value (rating tiebreaks with unrated players) is an empty cell. Exit 0 ok, 2 usage,
 * 3 invalid TRF (line and column named, or no player line), 5 file error. With {@code --teams}, the team table of
 * {@link TeamStandingsCommand}.
 */
final class StandingsCommand {
  private StandingsCommand() {}

  static int run(String[] argv, PrintStream out, PrintStream err) {
    Args args = new Args(argv, Set.of("--tiebreaks", "--system"), Set.of("--teams"));
    if (args.positional().size() != 1) throw new UsageException("standings needs exactly one TRF file");
    String codes = args.get("--tiebreaks");
    if (codes == null) throw new UsageException("standings needs --tiebreaks, e.g. --tiebreaks DE,BH-C1,BH,SB,WIN");
    List<Tiebreak> tiebreaks = List.of();
    if (!args.has("--teams")) {
      try {
        tiebreaks = Tiebreak.parseList(codes);
      } catch (IllegalArgumentException e) {
        throw new UsageException(e.getMessage());
      }
    }
    TournamentSystem system = system(args.get("--system"));
    Path file = Path.of(args.positional().get(0));
    Trf trf;
    try {
      trf = TrfReader.read(TextFile.read(file));
    } catch (IOException e) {
      return FileProblem.report(file, e, err);
    } catch (TrfException e) {
      err.println("tabuleiro: " + file + ": " + e.getMessage());
      return 3;
    }
    if (trf.players().isEmpty()) {
      // a table of nobody is no table: the file is not a tournament (as `pair` refuses it)
      err.println("tabuleiro: " + file + ": no player lines (001): no standings to compute");
      return 3;
    }
    try {
      // Two records of one game that disagree, or a points column the results do not give, are refused.
      TrfConsistency.check(trf, virtualPoints(trf)::virtualHalfPoints);
    } catch (TrfException e) {
      err.println("tabuleiro: " + file + ": " + e.getMessage());
      return 3;
    }
    if (args.has("--teams")) return TeamStandingsCommand.run(trf, file, codes, system, out, err);
    List<Standing> table;
    try {
      table = Standings.compute(trf.tournament(system), tiebreaks);
    } catch (IllegalArgumentException e) {
      err.println("tabuleiro: " + file + ": " + e.getMessage());
      return 3;
    }
    out.print(StandingsTsv.write(table, tiebreaks));
    return 0;
  }

  /** The acceleration the file names (records 250, record 192's Baku), whose virtual points a points column may hold. */
  private static Acceleration virtualPoints(Trf trf) {
    try {
      return Acceleration.forTrf(trf, false);
    } catch (IllegalArgumentException e) {
      return Acceleration.NONE; // an acceleration that cannot apply gives no virtual points
    }
  }

  private static TournamentSystem system(String value) {
    if (value == null) return null;
    return switch (value.toLowerCase(Locale.ROOT)) {
      case "swiss" -> TournamentSystem.SWISS;
      case "round-robin", "roundrobin", "rr" -> TournamentSystem.ROUND_ROBIN;
      default -> throw new UsageException("--system must be swiss or round-robin, not '" + value + "'");
    };
  }
}
