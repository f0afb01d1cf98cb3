package org.tabuleiro.server.event;

import java.util.List;

/**
 * A team of a team event.
 *
 * @param number the team's pairing number: registration order until round 1 is paired, then the seeding's
 * @param players start numbers in board order (board 1 first); the reserves after the boards a match needs
 */
public record EventTeam(int number, String name, List<Integer> players) {
  public EventTeam {
    players = List.copyOf(players);
  }
}
