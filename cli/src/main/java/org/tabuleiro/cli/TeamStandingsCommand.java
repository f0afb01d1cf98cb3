package org.tabuleiro.cli;

import java.io.PrintStream;
import java.nio.file.Path;
import java.util.List;
import org.tabuleiro.tournament.TournamentSystem;
import org.tabuleiro.tournament.team.TeamEvent;
import org.tabuleiro.tournament.team.TeamStanding;
import org.tabuleiro.tournament.tiebreak.TeamStandings;
import org.tabuleiro.tournament.tiebreak.TeamStandingsTsv;
import org.tabuleiro.tournament.tiebreak.TeamTiebreak;
import org.tabuleiro.tournament.trf.Trf;

/**
 * {@code standings INPUT.trf --teams --tiebreaks MP,GP,DE,EMGSB-C1 [--system swiss|round-robin]}: the team table
 * as TSV, header {@code rank team_no name match_points game_points} and the codes as given, one row per team in
 * rank order. Teams come from records 310, match points from record 362 (2 / 1 / 0 without it), game points from
 * record 162. Exit 0 ok, 2 usage (an unknown or non-team tiebreak), 3 invalid input.
 */
final class TeamStandingsCommand {
  private TeamStandingsCommand() {}

  static int run(Trf trf, Path file, String codes, TournamentSystem system, PrintStream out, PrintStream err) {
    List<TeamTiebreak> tiebreaks;
    try {
      tiebreaks = TeamTiebreak.parseList(codes);
    } catch (IllegalArgumentException e) {
      throw new UsageException(e.getMessage());
    }
    List<TeamStanding> table;
    try {
      table = TeamStandings.compute(trf.teamEvent(system), tiebreaks);
    } catch (IllegalArgumentException e) {
      err.println("tabuleiro: " + file + ": " + e.getMessage());
      return 3;
    }
    out.print(TeamStandingsTsv.write(table, tiebreaks));
    return 0;
  }
}
