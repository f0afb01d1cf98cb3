package org.tabuleiro.cli;

import java.io.PrintStream;
import java.math.BigDecimal;
import java.math.RoundingMode;
import java.nio.file.Path;
import java.util.List;
import org.tabuleiro.tournament.TournamentSystem;
import org.tabuleiro.tournament.team.TeamEvent;
import org.tabuleiro.tournament.team.TeamStanding;
import org.tabuleiro.tournament.tiebreak.TeamStandings;
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
      table = TeamStandings.compute(TeamEvent.fromTrf(trf, system), tiebreaks);
    } catch (IllegalArgumentException e) {
      err.println("tabuleiro: " + file + ": " + e.getMessage());
      return 3;
    }
    StringBuilder b = new StringBuilder("rank\tteam_no\tname\tmatch_points\tgame_points");
    for (TeamTiebreak t : tiebreaks) b.append('\t').append(t.code());
    out.println(b);
    for (TeamStanding s : table) {
      b.setLength(0);
      b.append(s.rank()).append('\t').append(s.team().number()).append('\t').append(s.team().name().replace('\t', ' '));
      b.append('\t').append(s.matchPoints().toPlainString()).append('\t').append(s.gamePoints().toPlainString());
      for (int k = 0; k < tiebreaks.size(); k++) {
        BigDecimal v = s.values().get(k);
        b.append('\t');
        if (v != null) b.append(v.setScale(tiebreaks.get(k).decimals(), RoundingMode.HALF_UP).toPlainString());
      }
      out.println(b);
    }
    return 0;
  }
}
