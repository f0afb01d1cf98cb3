package org.tabuleiro.tournament.trf;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.tabuleiro.tournament.PointSystem;
import org.tabuleiro.tournament.team.MatchOutcome;
import org.tabuleiro.tournament.team.Team;
import org.tabuleiro.tournament.team.TeamMatch;

/**
 * Derives team matches from board games: in a round, a team meets the team of its players' opponents; its game
 * points are its players' points (record 162); the match is won, drawn or lost on game points; a team whose every
 * paired board is a forfeit loss did not show up. A team without an opponent scores a bye from its boards' byes:
 * more than half the boards' maximum is a win (a pairing-allocated bye if a board has {@code U}), half a draw.
 * A match of record 330 (decided by forfeit) overrides the boards: the winner scores every board, the other team
 * is a no-show (both, for a double forfeit). A team of record 320 has the pairing-allocated bye of that round,
 * with the record's game points; a team of record 240 has that bye (F: every board, H: half, Z: nothing).
 */
final class TrfTeamMatches {
  private TrfTeamMatches() {}

  static List<Team> derive(Trf trf) {
    List<TrfTeam> rosters = trf.teams();
    if (rosters.isEmpty()) throw new IllegalArgumentException("no team: a team event needs records 310");
    Map<Integer, Integer> teamOf = new HashMap<>();
    for (TrfTeam t : rosters) {
      for (int p : t.players()) teamOf.put(p, t.number());
    }
    Map<Integer, TrfPlayer> players = trf.playersByStartNumber();
    PointSystem points = trf.pointSystem();
    List<TrfForfeitedMatch> forfeits = trf.forfeitedMatches();
    TrfTeamByes byes = trf.teamByes();
    int rounds = trf.playedRounds();
    for (TrfForfeitedMatch f : forfeits) rounds = Math.max(rounds, f.round());
    int boards = boards(rosters, players, teamOf, rounds);
    List<Team> teams = new ArrayList<>();
    for (TrfTeam t : rosters) {
      List<TeamMatch> matches = new ArrayList<>();
      for (int r = 1; r <= rounds; r++) {
        TeamMatch forfeited = forfeited(t.number(), r, forfeits, boards * points.win());
        char announced = trf.byeOf(t.number(), r); // record 240 names teams in a team event
        if (announced != ' ' && forfeited == null) {
          matches.add(announcedBye(r, announced, boards * points.win()));
        } else if (byes != null && byes.team(r) == t.number()) {
          // record 320: the pairing-allocated bye with its game points (its match points are the system's)
          matches.add(new TeamMatch(r, 0, byes.gameHalfPoints(), 0, MatchOutcome.WIN, false, true, List.of()));
        } else {
          matches.add(forfeited != null ? forfeited : match(t, r, players, teamOf, points, boards));
        }
      }
      teams.add(new Team(t.number(), t.name(), t.players(), matches));
    }
    return teams;
  }

  /** A bye of record 240: F scores every board and wins, H half of them and draws, Z nothing. */
  private static TeamMatch announcedBye(int round, char type, int allBoards) {
    return switch (type) {
      case 'F' -> new TeamMatch(round, 0, allBoards, 0, MatchOutcome.WIN, false, false, List.of());
      case 'H' -> new TeamMatch(round, 0, allBoards / 2, 0, MatchOutcome.DRAW, false, false, List.of());
      default -> new TeamMatch(round, 0, 0, 0, null, false, false, List.of());
    };
  }

  /** The match of record 330 for this team and round, or null. */
  private static TeamMatch forfeited(int team, int round, List<TrfForfeitedMatch> forfeits, int allBoards) {
    for (TrfForfeitedMatch f : forfeits) {
      if (!f.involves(team, round)) continue;
      boolean white = f.white() == team;
      boolean won = white ? f.whiteWins() : f.blackWins();
      boolean theyWon = white ? f.blackWins() : f.whiteWins();
      return new TeamMatch(round, white ? f.black() : f.white(), won ? allBoards : 0, theyWon ? allBoards : 0,
          won ? MatchOutcome.WIN : MatchOutcome.NO_SHOW, true, false, List.of());
    }
    return null;
  }

  /** Boards per match: the most games a team had in one round (at least 1). */
  private static int boards(List<TrfTeam> rosters, Map<Integer, TrfPlayer> players, Map<Integer, Integer> teamOf, int rounds) {
    int most = 1;
    for (TrfTeam t : rosters) {
      for (int r = 1; r <= rounds; r++) {
        int n = 0;
        for (int p : t.players()) {
          TrfGame g = players.get(p).game(r);
          if (g.opponent() != 0) n++;
        }
        most = Math.max(most, n);
      }
    }
    return most;
  }

  private static TeamMatch match(TrfTeam team, int round, Map<Integer, TrfPlayer> players, Map<Integer, Integer> teamOf, PointSystem points, int boards) {
    int opponent = 0;
    int own = 0;
    int theirs = 0;
    int paired = 0;
    int forfeited = 0;
    int theirForfeits = 0;
    boolean anyResult = false;
    boolean pab = false;
    List<Integer> byBoard = new ArrayList<>();
    for (int p : team.players()) {
      TrfGame g = players.get(p).game(round);
      int score = points.halfPoints(g.result());
      own += score;
      // on a board this round: paired, or scored on an empty board or a bye (reserves left out are blank or Z)
      if (g.opponent() != 0 || "+UFH".indexOf(g.result()) >= 0) byBoard.add(score);
      anyResult |= g.hasResult();
      pab |= g.isPairingAllocatedBye();
      if (g.opponent() == 0) continue;
      Integer other = teamOf.get(g.opponent());
      if (other == null) {
        throw new IllegalArgumentException("round " + round + ": player " + p + " of team " + team.number() + " meets player " + g.opponent() + ", who is in no team (record 310)");
      }
      if (other == team.number()) {
        throw new IllegalArgumentException("round " + round + ": players " + p + " and " + g.opponent() + " of team " + team.number() + " meet each other");
      }
      if (opponent != 0 && opponent != other) {
        throw new IllegalArgumentException("round " + round + ": team " + team.number() + " meets both team " + opponent + " and team " + other);
      }
      opponent = other;
      paired++;
      if (g.result() == '-') forfeited++;
      TrfGame back = players.get(g.opponent()).game(round);
      theirs += points.halfPoints(back.result());
      if (back.result() == '-') theirForfeits++;
    }
    if (opponent != 0) {
      boolean noShow = forfeited == paired;
      boolean theyNoShow = theirForfeits == paired;
      MatchOutcome outcome;
      if (noShow) outcome = MatchOutcome.NO_SHOW;
      else if (theyNoShow || own > theirs) outcome = MatchOutcome.WIN;
      else outcome = own == theirs ? MatchOutcome.DRAW : MatchOutcome.LOSS;
      return new TeamMatch(round, opponent, own, theirs, outcome, noShow || theyNoShow, false, byBoard);
    }
    if (!anyResult) return new TeamMatch(round, 0, 0, 0, null, false, false, byBoard);
    // a bye: compare the boards' points with half of what the boards could score
    int half = boards * points.win();
    MatchOutcome outcome = 2 * own > half ? MatchOutcome.WIN : 2 * own == half ? MatchOutcome.DRAW : MatchOutcome.LOSS;
    return new TeamMatch(round, 0, own, 0, outcome, false, pab, byBoard);
  }
}
