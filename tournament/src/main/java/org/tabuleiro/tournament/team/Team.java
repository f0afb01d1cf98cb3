package org.tabuleiro.tournament.team;

import java.util.List;

/**
 * A team and what it did in each round.
 *
 * @param number the team pairing number (record 310, columns 5-7)
 * @param players start numbers in board order
 * @param matches one per round 1..R, in order
 */
public record Team(int number, String name, List<Integer> players, List<TeamMatch> matches) {
  public Team {
    players = List.copyOf(players);
    matches = List.copyOf(matches);
    for (int i = 0; i < matches.size(); i++) {
      if (matches.get(i).round() != i + 1) throw new IllegalArgumentException("team " + number + ": rounds must be 1, 2, 3... in order");
    }
  }

  /** The match of round {@code round}, 1-based. */
  public TeamMatch match(int round) {
    return matches.get(round - 1);
  }

  /** Total match points under this system, half points (no match: nothing). */
  public int matchHalfPoints(TeamPointSystem system) {
    int sum = 0;
    for (TeamMatch m : matches) sum += system.halfPoints(m);
    return sum;
  }

  /** Total game points, half points. */
  public int gameHalfPoints() {
    int sum = 0;
    for (TeamMatch m : matches) sum += m.gameHalfPoints();
    return sum;
  }
}
