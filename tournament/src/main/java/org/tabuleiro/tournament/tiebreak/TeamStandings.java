package org.tabuleiro.tournament.tiebreak;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.tabuleiro.tournament.team.Team;
import org.tabuleiro.tournament.team.TeamEvent;
import org.tabuleiro.tournament.team.TeamMatch;
import org.tabuleiro.tournament.team.TeamStanding;

/**
 * The final table of a team event: the primary score (match points, or game points when record 192 says so),
 * then the requested {@link TeamTiebreak}s in order.
 *
 * <p>Example: {@code TeamStandings.compute(TeamEvent.fromTrf(trf, null), TeamTiebreak.parseList("GP,DE,EMGSB-C1"))}.
 */
public final class TeamStandings {
  private TeamStandings() {}

  /** One {@link TeamStanding} per team, in rank order (ties by team number). */
  public static List<TeamStanding> compute(TeamEvent event, List<TeamTiebreak> tiebreaks) {
    Crosstable t = new Crosstable(event.asTournament());
    int n = t.n;
    List<Team> teams = event.teams();
    // the score-based tiebreaks use the primary score: game points when record 192 puts them first
    Crosstable primary = event.gamePointsFirst() ? onGamePoints(event, t) : t;
    BigDecimal[] mp = new BigDecimal[n];
    BigDecimal[] gp = new BigDecimal[n];
    for (int i = 0; i < n; i++) {
      mp[i] = Standings.half(t.total[i]);
      gp[i] = Standings.half(teams.get(i).gameHalfPoints());
    }
    int[] rank = new int[n];
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < n; i++) order.add(i);
    Standings.rerank(t, order, rank, event.gamePointsFirst() ? gp : mp, false);
    TiebreakValues individual = new TiebreakValues(primary);
    TiebreakValues matches = new TiebreakValues(t);
    BigDecimal[][] values = new BigDecimal[tiebreaks.size()][];
    for (int k = 0; k < tiebreaks.size(); k++) {
      TeamTiebreak tb = tiebreaks.get(k);
      values[k] = switch (tb.kind()) {
        case MP -> mp;
        case GP -> gp;
        case EMMSB -> extended(event, t, true, true, tb.cutLow());
        case EMGSB -> extended(event, t, true, false, tb.cutLow());
        case EGMSB -> extended(event, t, false, true, tb.cutLow());
        case EGGSB -> extended(event, t, false, false, tb.cutLow());
        case INDIVIDUAL -> switch (tb.individual().kind()) {
          case WIN, WON -> matches.values(tb.individual(), rank); // matches won, whatever the primary score
          default -> individual.values(tb.individual(), rank);
        };
      };
      Standings.rerank(t, order, rank, values[k], tb.ascending());
    }
    List<TeamStanding> out = new ArrayList<>();
    for (int i : order) {
      List<BigDecimal> row = new ArrayList<>();
      for (BigDecimal[] v : values) row.add(v[i]);
      out.add(new TeamStanding(rank[i], teams.get(i), mp[i], gp[i], row));
    }
    return out;
  }

  /** The team crosstable scored in game points: a round's score is its game points, a "win" all the boards. */
  private static Crosstable onGamePoints(TeamEvent event, Crosstable matchPoints) {
    int boards = 1;
    int[][] scores = new int[matchPoints.n][matchPoints.rounds + 1];
    for (int i = 0; i < matchPoints.n; i++) {
      Team team = event.teams().get(i);
      for (int r = 1; r <= matchPoints.rounds; r++) {
        TeamMatch m = team.match(r);
        scores[i][r] = m.gameHalfPoints();
        boards = Math.max(boards, m.boardHalfPoints().size());
      }
    }
    int win = boards * event.gamePoints().win();
    return new Crosstable(event.asTournament(), scores, win, win / 2);
  }

  /**
   * Extended Sonneborn-Berger: over the matches played, the opponent's final match or game points times the match
   * or game points the team made against them; {@code cutLow} drops the contributions of the lowest-scored
   * opponents (C.07 14.1). Byes, no-shows and absences add nothing. Quarter points.
   */
  private static BigDecimal[] extended(TeamEvent event, Crosstable t, boolean opponentMatchPoints, boolean ownMatchPoints, int cutLow) {
    List<Team> teams = event.teams();
    BigDecimal[] out = new BigDecimal[t.n];
    for (int i = 0; i < t.n; i++) {
      List<int[]> contributions = new ArrayList<>(); // opponent score, contribution
      for (int r = 1; r <= t.rounds; r++) {
        TeamMatch m = teams.get(i).match(r);
        int o = t.opponent[i][r];
        if (!m.isPlayed() || o < 0) continue;
        int opponentScore = opponentMatchPoints ? t.total[o] : teams.get(o).gameHalfPoints();
        int own = ownMatchPoints ? t.points[i][r] : m.gameHalfPoints();
        contributions.add(new int[] {opponentScore, opponentScore * own});
      }
      contributions.sort(Comparator.<int[]>comparingInt(c -> c[0]).thenComparingInt(c -> c[1]));
      int sum = 0;
      for (int c = Math.min(cutLow, contributions.size()); c < contributions.size(); c++) sum += contributions.get(c)[1];
      out[i] = Standings.quarter(sum);
    }
    return out;
  }
}
