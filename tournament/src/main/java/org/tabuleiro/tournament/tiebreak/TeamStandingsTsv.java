package org.tabuleiro.tournament.tiebreak;

import java.math.BigDecimal;
import java.math.RoundingMode;
import java.util.List;
import org.tabuleiro.tournament.team.TeamStanding;

/**
 * A team event's final table as tab-separated text, as {@code ./tabuleiro standings --teams} prints it and the
 * server's {@code standings.tsv} of a team event serves it: a header {@code rank team_no name match_points
 * game_points} and the tiebreak codes as given, then one row per team in the order given; each value with its
 * tiebreak's decimals ({@link TeamTiebreak#decimals}), an undefined one empty. Lines end with {@code \n}. The
 * team's name is a text cell kept from being read as a formula, as in {@link StandingsTsv}.
 */
public final class TeamStandingsTsv {
  private TeamStandingsTsv() {}

  public static String write(List<TeamStanding> table, List<TeamTiebreak> tiebreaks) {
    StringBuilder b = new StringBuilder(64 + table.size() * (50 + 8 * tiebreaks.size()));
    b.append("rank\tteam_no\tname\tmatch_points\tgame_points");
    for (TeamTiebreak t : tiebreaks) b.append('\t').append(t.code());
    b.append('\n');
    for (TeamStanding s : table) {
      b.append(s.rank()).append('\t').append(s.team().number()).append('\t').append(StandingsTsv.cell(s.team().name()));
      b.append('\t').append(s.matchPoints().toPlainString()).append('\t').append(s.gamePoints().toPlainString());
      for (int k = 0; k < tiebreaks.size(); k++) {
        BigDecimal v = s.values().get(k);
        b.append('\t');
        if (v != null) b.append(v.setScale(tiebreaks.get(k).decimals(), RoundingMode.HALF_UP).toPlainString());
      }
      b.append('\n');
    }
    return b.toString();
  }
}
