package org.tabuleiro.server.event;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

/** The teams of a team event and its matches, read with the rest of its state ({@link EventTrf.State}). */
record EventTeams(List<EventTeam> teams, List<EventMatch> matches) {
  EventTeams {
    teams = List.copyOf(teams);
    matches = List.copyOf(matches);
  }

  /** The teams and matches of the event, or null for an individual event. */
  static EventTeams load(EventStore store, Event e) {
    if (e.settings().teams() == null) return null;
    return new EventTeams(store.teams().teams(e.id()), store.teams().matches(e.id()));
  }

  /** Team number by start number. */
  Map<Integer, Integer> teamOf() {
    Map<Integer, Integer> out = new HashMap<>();
    for (EventTeam t : teams) for (int p : t.players()) out.put(p, t.number());
    return out;
  }

  EventTeam team(int number) {
    for (EventTeam t : teams) if (t.number() == number) return t;
    return null;
  }

  List<EventMatch> matches(int round) {
    return matches.stream().filter(m -> m.round() == round).toList();
  }
}
