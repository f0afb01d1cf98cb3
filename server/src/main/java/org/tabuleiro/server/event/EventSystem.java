package org.tabuleiro.server.event;

import java.util.Optional;
import org.tabuleiro.tournament.TournamentSystem;

/**
 * How an event is paired: the FIDE Dutch Swiss, or a Berger round robin played once or twice; for teams, the teams
 * paired by the Dutch rules on match points (as {@code ./tabuleiro pair -p --teams}) or by the Berger tables.
 */
public enum EventSystem {
  SWISS("swiss"),
  ROUND_ROBIN("round-robin"),
  DOUBLE_ROUND_ROBIN("double-round-robin"),
  TEAM_SWISS("team-swiss"),
  TEAM_ROUND_ROBIN("team-round-robin");

  private final String key;

  EventSystem(String key) {
    this.key = key;
  }

  /** The word of the API and the database. */
  public String key() {
    return key;
  }

  public boolean isRoundRobin() {
    return this != SWISS && this != TEAM_SWISS;
  }

  /** Do teams play (records 310), each match on several boards? */
  public boolean isTeam() {
    return this == TEAM_SWISS || this == TEAM_ROUND_ROBIN;
  }

  /** The tournament module's system, which decides how tiebreaks count unplayed games (C.07 16). */
  public TournamentSystem tournamentSystem() {
    return isRoundRobin() ? TournamentSystem.ROUND_ROBIN : TournamentSystem.SWISS;
  }

  public static Optional<EventSystem> byKey(String key) {
    for (EventSystem s : values()) {
      if (s.key.equalsIgnoreCase(key.strip())) return Optional.of(s);
    }
    return Optional.empty();
  }
}
