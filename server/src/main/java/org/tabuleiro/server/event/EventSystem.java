package org.tabuleiro.server.event;

import java.util.Optional;
import org.tabuleiro.tournament.TournamentSystem;

/** How an event is paired: the FIDE Dutch Swiss, or a Berger round robin played once or twice. */
public enum EventSystem {
  SWISS("swiss"),
  ROUND_ROBIN("round-robin"),
  DOUBLE_ROUND_ROBIN("double-round-robin");

  private final String key;

  EventSystem(String key) {
    this.key = key;
  }

  /** The word of the API and the database. */
  public String key() {
    return key;
  }

  public boolean isRoundRobin() {
    return this != SWISS;
  }

  /** The tournament module's system, which decides how tiebreaks count unplayed games (C.07 16). */
  public TournamentSystem tournamentSystem() {
    return this == SWISS ? TournamentSystem.SWISS : TournamentSystem.ROUND_ROBIN;
  }

  public static Optional<EventSystem> byKey(String key) {
    for (EventSystem s : values()) {
      if (s.key.equalsIgnoreCase(key.strip())) return Optional.of(s);
    }
    return Optional.empty();
  }
}
