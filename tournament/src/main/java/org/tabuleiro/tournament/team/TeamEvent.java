package org.tabuleiro.tournament.team;

import java.util.ArrayList;
import java.util.List;
import org.tabuleiro.tournament.Bye;
import org.tabuleiro.tournament.ByeKind;
import org.tabuleiro.tournament.Color;
import org.tabuleiro.tournament.Game;
import org.tabuleiro.tournament.GameResult;
import org.tabuleiro.tournament.Player;
import org.tabuleiro.tournament.PointSystem;
import org.tabuleiro.tournament.RoundEntry;
import org.tabuleiro.tournament.Tournament;
import org.tabuleiro.tournament.TournamentSystem;

/**
 * A team event: teams (record 310) whose matches come from their players' games (001 lines).
 *
 * <p>Example: {@code TeamEvent e = trf.teamEvent(null); e.team(1).matchHalfPoints(e.matchPoints())}.
 *
 * @param rounds rounds played (those of the player lines, or of a record 330 if later)
 * @param matchPoints what a match result is worth (record 362; FIDE 2 / 1 / 0 without it), the pairing-allocated
 *     bye as record 320 says (else as a win)
 * @param gamePoints what a game result is worth (record 162)
 * @param gamePointsFirst the primary score is game points (record 192 naming {@code _GP} before {@code _MP})
 */
public record TeamEvent(String name, int rounds, TournamentSystem system, List<Team> teams, TeamPointSystem matchPoints,
    PointSystem gamePoints, boolean gamePointsFirst) {
  public TeamEvent {
    teams = List.copyOf(teams);
  }

  /** The team with this pairing number, or null. */
  public Team team(int number) {
    for (Team t : teams) {
      if (t.number() == number) return t;
    }
    return null;
  }

  /**
   * The teams as the participants of an individual tournament scored in match points: each match a game won,
   * drawn or lost (a no-show a forfeit), each round without an opponent a bye. The C.07 tiebreaks that apply to
   * teams (DE, WIN, PS, BH, FB, SB, AOB, KS) are then computed on match points by the individual rules.
   */
  public Tournament asTournament() {
    List<Player> players = new ArrayList<>();
    for (Team t : teams) {
      List<RoundEntry> entries = new ArrayList<>();
      for (TeamMatch m : t.matches()) entries.add(entry(m));
      players.add(new Player(t.number(), t.name(), 0, entries));
    }
    PointSystem inMatchPoints = new PointSystem(matchPoints.win(), matchPoints.draw(), matchPoints.loss(),
        matchPoints.noShow(), matchPoints.pairingAllocatedBye(), matchPoints.draw());
    return new Tournament(name, rounds, system, players, inMatchPoints);
  }

  private static RoundEntry entry(TeamMatch m) {
    if (m.opponent() > 0) {
      GameResult result = switch (m.outcome()) {
        case WIN -> m.forfeited() ? GameResult.FORFEIT_WIN : GameResult.WIN;
        case DRAW -> GameResult.DRAW;
        case LOSS -> GameResult.LOSS;
        case NO_SHOW -> GameResult.FORFEIT_LOSS;
      };
      return new Game(m.round(), m.opponent(), Color.NONE, result);
    }
    if (m.pairingAllocatedBye()) return new Bye(m.round(), ByeKind.PAIRING_ALLOCATED);
    if (m.outcome() == null) return new Bye(m.round(), ByeKind.ABSENT);
    return new Bye(m.round(), switch (m.outcome()) {
      case WIN -> ByeKind.FULL_POINT;
      case DRAW -> ByeKind.HALF_POINT;
      case LOSS, NO_SHOW -> ByeKind.ZERO_POINT;
    });
  }
}
