package org.tabuleiro.server.event;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The teams of a team event and its matches, read with the rest of its state ({@link EventState}). */
public record EventTeams(List<EventTeam> teams, List<EventMatch> matches) {
  public EventTeams {
    teams = List.copyOf(teams);
    matches = List.copyOf(matches);
  }

  /** Team number by start number. */
  public Map<Integer, Integer> teamOf() {
    Map<Integer, Integer> out = new HashMap<>();
    for (EventTeam t : teams) for (int p : t.players()) out.put(p, t.number());
    return out;
  }

  public EventTeam team(int number) {
    for (EventTeam t : teams) if (t.number() == number) return t;
    return null;
  }

  public List<EventMatch> matches(int round) {
    return matches.stream().filter(m -> m.round() == round).toList();
  }
}
