package org.tabuleiro.tournament.tiebreak;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.tabuleiro.tournament.team.Team;
import org.tabuleiro.tournament.team.TeamEvent;
import org.tabuleiro.tournament.team.TeamMatch;
import org.tabuleiro.tournament.team.TeamStanding;

/**
 * The final table of a team event: the primary score (match points, or game points when record 192 says so),
 * then the requested {@link TeamTiebreak}s in order.
 *
 * <p>Example: {@code TeamStandings.compute(trf.teamEvent(null), TeamTiebreak.parseList("GP,DE,EMGSB-C1"))}.
 */
public final class TeamStandings {
  private TeamStandings() {}

  /** One {@link TeamStanding} per team, in rank order (ties by team number). */
  public static List<TeamStanding> compute(TeamEvent event, List<TeamTiebreak> tiebreaks) {
    Crosstable t = new Crosstable(event.asTournament());
    int n = t.n;
    List<Team> teams = event.teams();
    // the score-based tiebreaks use the primary score: game points when record 192 puts them first
    Crosstable games = onGamePoints(event, t);
    Crosstable primary = event.gamePointsFirst() ? games : t;
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
        case EMMSB -> extended(t, games, true, true, tb.cutLow());
        case EMGSB -> extended(t, games, true, false, tb.cutLow());
        case EGMSB -> extended(t, games, false, true, tb.cutLow());
        case EGGSB -> extended(t, games, false, false, tb.cutLow());
        case BC -> TeamBoardCount.values(event, false);
        case BSV -> TeamBoardCount.values(event, true);
        case INDIVIDUAL -> switch (tb.individual().kind()) {
          case WIN, WON -> matches.values(tb.individual(), rank); // matches won, whatever the primary score
          default -> individual.values(tb.individual(), rank);
        };
      };
      boolean de = tb.kind() == TeamTiebreak.Kind.INDIVIDUAL && tb.individual().kind() == TiebreakKind.DE;
      // DE shows the points among the tied teams and orders by its own rules (position 1 first)
      Standings.rerank(t, order, rank, de ? individual.directEncounterOrder(rank) : values[k], de || tb.ascending());
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
   * Extended Sonneborn-Berger: per round the opponent's adjusted final score of the first kind (match or game points,
   * C.07 16.3) times the team's own score of the second kind in that match, and the cuts of C.07 14 with 16.5
   * ({@link ContributionCut}), as SB. A match without play is an unplayed round of C.07 16 for both teams: a no-show
   * is the absent team's forfeit loss (a voluntary unplayed round) and the present team's forfeit win, each counted
   * against the dummy opponent of 16.4 (the team's own score of the first kind, capped by the scheduled opponent's
   * adjusted score) times what the team scored in it (the absent team nothing); a bye counts its dummy (capped at a
   * draw a round) times what the bye scored. A round robin counts a forfeit as a match against its opponent and a bye
   * as nothing. Quarter points.
   */
  private static BigDecimal[] extended(Crosstable matchPoints, Crosstable gamePoints, boolean opponentMatchPoints, boolean ownMatchPoints, int cutLow) {
    Crosstable opponents = opponentMatchPoints ? matchPoints : gamePoints;
    Crosstable own = ownMatchPoints ? matchPoints : gamePoints;
    Buchholz sums = new Buchholz(opponents, false);
    BigDecimal[] out = new BigDecimal[opponents.n];
    for (int i = 0; i < opponents.n; i++) out[i] = Standings.quarter(sums.value(i, own.points, cutLow, 0));
    return out;
  }
}
