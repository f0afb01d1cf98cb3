package org.tabuleiro.server.event;

import java.time.Instant;
import java.util.List;
import java.util.Map;

/**
 * An event's state, read in one transaction: what the pairing, the standings, the exports and the pages work from.
 *
 * @param roundDates when each published round was published, by round (the TRF's record 132)
 * @param teams the teams and matches of a team event; null for an individual one
 */
public record EventState(Event event, List<EventPlayer> players, List<EventBoard> boards, List<RequestedBye> byes,
    Map<Integer, Instant> roundDates, EventTeams teams) {
  public EventState(Event event, List<EventPlayer> players, List<EventBoard> boards, List<RequestedBye> byes,
      Map<Integer, Instant> roundDates) {
    this(event, players, boards, byes, roundDates, null);
  }

  /** The state up to the last published round: what everyone sees and what the exports hold. */
  public EventState withoutDraft() {
    int draft = event.draftRound();
    if (draft == 0) return this;
    return new EventState(event.withoutDraft(), players, boards.stream().filter(b -> b.round() != draft).toList(), byes,
        roundDates, teams == null ? null
            : new EventTeams(teams.teams(), teams.matches().stream().filter(m -> m.round() != draft).toList()));
  }
}
