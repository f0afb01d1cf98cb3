package org.tabuleiro.server.event;

import java.time.Instant;
import java.util.List;

/**
 * A stored event: its settings, its arbiters and how far it has gone.
 *
 * @param pairedRounds how many rounds are paired (the last may still lack results)
 */
public record Event(long id, EventSettings settings, List<EventArbiter> arbiters, long createdBy, Instant createdAt,
    int pairedRounds) {
  public Event {
    arbiters = List.copyOf(arbiters);
  }

  /** May this account change the event? Its arbiters may; the club's admins are checked by the caller. */
  public boolean isArbiter(long accountId) {
    for (EventArbiter a : arbiters) {
      if (a.accountId() == accountId) return true;
    }
    return false;
  }

  /** The chief arbiter, or null when the event has no arbiter yet. */
  public EventArbiter chief() {
    for (EventArbiter a : arbiters) {
      if (a.chief()) return a;
    }
    return null;
  }
}
