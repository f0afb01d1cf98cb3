package org.tabuleiro.tournament.tiebreak;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import org.tabuleiro.tournament.team.Team;
import org.tabuleiro.tournament.team.TeamEvent;
import org.tabuleiro.tournament.team.TeamMatch;

/**
 * The board-weighted team tiebreaks: game points weighted by the board they were scored on, so that points on the
 * top boards count more.
 *
 * <ul>
 *   <li>{@code BC}, board count as FIDE's reference calculator computes C.07's: over every round, each board's game
 *       points times its board number (board 1 × 1, board 2 × 2, ...); the lower sum ranks first.
 *   <li>{@code BSV}, Swiss-Manager's Berlin board points (Berliner Schachverband): each board's game points times
 *       its weight, board 1 of n weighing n, board n weighing 1; the higher sum ranks first.
 * </ul>
 *
 * <p>Between teams with the same game points the two give the same order (BSV = (n + 1) × GP − BC). A round the
 * boards do not tell apart (a match of record 330, a bye of records 240 or 320) spreads its game points over the
 * boards: evenly when they divide evenly (every board won, drawn or lost), else from board 1 down. Half points.
 */
final class TeamBoardCount {
  private TeamBoardCount() {}

  static BigDecimal[] values(TeamEvent event, boolean berlin) {
    List<Team> teams = event.teams();
    int boards = boards(event);
    int win = event.gamePoints().win();
    BigDecimal[] out = new BigDecimal[teams.size()];
    for (int i = 0; i < teams.size(); i++) {
      int sum = 0;
      for (TeamMatch m : teams.get(i).matches()) {
        List<Integer> byBoard = boardPoints(m, boards, win);
        for (int b = 0; b < byBoard.size(); b++) {
          int weight = berlin ? boards - b : b + 1;
          sum += weight * byBoard.get(b);
        }
      }
      out[i] = Standings.half(sum);
    }
    return out;
  }

  /** Boards per match: the most boards a team took in a round (at least 1). */
  static int boards(TeamEvent event) {
    int most = 1;
    for (Team t : event.teams()) {
      for (TeamMatch m : t.matches()) most = Math.max(most, m.boardHalfPoints().size());
    }
    return most;
  }

  /** The game points of each board of a match, board 1 first, half points. */
  static List<Integer> boardPoints(TeamMatch m, int boards, int win) {
    if (!m.boardHalfPoints().isEmpty() || m.gameHalfPoints() == 0) return m.boardHalfPoints();
    List<Integer> out = new ArrayList<>();
    int total = m.gameHalfPoints();
    boolean even = total % boards == 0 && total / boards <= win;
    int left = total;
    for (int b = 0; b < boards; b++) {
      int p = even ? total / boards : Math.min(win, left);
      left -= p;
      out.add(p);
    }
    return out;
  }
}
