package org.tabuleiro.server.event.store;

import java.util.List;
import java.util.Map;
import org.tabuleiro.server.event.EventMatch;
import org.tabuleiro.server.event.EventTeam;

/** The team tables of migration V10 inside the transaction of an {@link EventStore}. */
public interface EventTeamStore {
  /** The teams by number, each with its players in board order. */
  List<EventTeam> teams(long eventId);

  /** Every match of every round, by round and match. */
  List<EventMatch> matches(long eventId);

  void addTeam(long eventId, int number, String name);

  /** Puts the player in the team at this place of its board order (1 = board 1). */
  void setTeam(long eventId, int startNo, int team, int boardOrder);

  /** Gives the teams new numbers ({@code numbers}: old to new, a permutation), their players following. */
  void renumber(long eventId, Map<Integer, Integer> numbers);

  /** Stores the matches of a round (whose row {@link EventStore#addRound} made). */
  void addMatches(long eventId, List<EventMatch> matches);
}
