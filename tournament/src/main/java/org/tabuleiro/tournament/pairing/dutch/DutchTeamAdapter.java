package org.tabuleiro.tournament.pairing.dutch;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.tabuleiro.tournament.TournamentSystem;
import org.tabuleiro.tournament.team.Team;
import org.tabuleiro.tournament.team.TeamEvent;
import org.tabuleiro.tournament.team.TeamMatch;
import org.tabuleiro.tournament.trf.Trf;
import org.tabuleiro.tournament.trf.TrfGame;
import org.tabuleiro.tournament.trf.TrfPlayer;

/**
 * A team event as the Dutch engine's input: each team a player, its pairing number its record 310 number, its score
 * its match points (record 362), its colour in a match the colour of its first board. This pairs teams by the Dutch
 * rules with match points as scores; it is not the FIDE team Swiss system (C.04.6), whose colour and float rules
 * differ. A team is left out of the next round when every one of its players already has a block for it (an
 * announced bye or absence). Records 260 name team numbers here.
 */
public final class DutchTeamAdapter {
  private DutchTeamAdapter() {}

  /**
   * The state before the next round.
   *
   * @throws IllegalArgumentException when the file is not a team event (see {@link org.tabuleiro.tournament.trf.Trf#teamEvent})
   */
  public static DutchTournament read(Trf trf) {
    TeamEvent event = trf.teamEvent(TournamentSystem.SWISS);
    int played = event.rounds();
    Map<Integer, TrfPlayer> players = trf.playersByStartNumber();
    List<Team> teams = new ArrayList<>(event.teams());
    teams.sort(Comparator.comparingInt(Team::number));
    List<DutchPlayer> out = new ArrayList<>();
    int rank = 0;
    for (Team team : teams) {
      List<DutchRound> rounds = new ArrayList<>();
      int half = 0;
      boolean participated = false;
      for (TeamMatch m : team.matches()) {
        int points = event.matchPoints().halfPoints(m);
        boolean paired = m.opponent() > 0 || m.pairingAllocatedBye();
        char colour = m.isPlayed() ? colour(team, m.round(), players) : '-';
        rounds.add(new DutchRound(m.opponent(), colour, m.isPlayed() && colour != '-', points, paired));
        half += points;
        participated |= paired;
      }
      boolean toPair = false;
      for (int p : team.players()) {
        TrfPlayer player = players.get(p);
        toPair |= player.games().size() <= played || !DutchTrfAdapter.isAnnounced(player.game(played + 1));
      }
      boolean valid = toPair || participated;
      out.add(new DutchPlayer(team.number(), valid ? rank++ : -1, half, rounds, toPair));
    }
    return new DutchTournament(out, played, trf.plannedRounds(), DutchTrfAdapter.initialWhite(trf, out),
        DutchTrfAdapter.forbidden(trf), event.matchPoints().win());
  }

  /**
   * The team's colour in a round: that of its first board played over the board, else of its first board paired
   * (a match of forfeits), else none.
   */
  private static char colour(Team team, int round, Map<Integer, TrfPlayer> players) {
    char paired = '-';
    for (int p : team.players()) {
      TrfGame g = players.get(p).game(round);
      if (g.isPlayed()) return g.color();
      if (paired == '-' && g.opponent() != 0) paired = g.color();
    }
    return paired;
  }
}
