package org.tabuleiro.tournament.trf;

import java.util.List;
import java.util.Locale;
import org.tabuleiro.tournament.TournamentSystem;
import org.tabuleiro.tournament.team.Team;
import org.tabuleiro.tournament.team.TeamEvent;
import org.tabuleiro.tournament.team.TeamPointSystem;

/** The team event a TRF with records 310 describes ({@link Trf#teamEvent}). */
final class TrfTeamEvent {
  private TrfTeamEvent() {}

  /**
   * The team event of a TRF with records 310.
   *
   * @param system null to follow record 192, else Swiss
   * @throws IllegalArgumentException when the file has no team, or its games do not make matches (a player meets
   *     players of two teams in one round, a player outside every team...): the message says which
   */
  static TeamEvent of(Trf trf, TournamentSystem system) {
    TournamentSystem s = system != null ? system : TournamentSystem.fromTournamentType(trf.tournamentType());
    if (s == null) s = TournamentSystem.SWISS;
    String type = trf.tournamentType().toUpperCase(Locale.ROOT);
    int gp = type.indexOf("_GP");
    int mp = type.indexOf("_MP");
    boolean gamePointsFirst = gp >= 0 && (mp < 0 || gp < mp);
    List<Team> teams = TrfTeamMatches.derive(trf);
    int rounds = teams.get(0).matches().size(); // the TRF's paired rounds, or the last round of a record 330
    TeamPointSystem matchPoints = trf.teamPointSystem();
    if (trf.teamByes() != null) matchPoints = matchPoints.withPairingAllocatedBye(trf.teamByes().matchHalfPoints());
    return new TeamEvent(trf.name(), rounds, s, teams, matchPoints, trf.pointSystem(), gamePointsFirst);
  }
}
