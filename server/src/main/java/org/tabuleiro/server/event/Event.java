package org.tabuleiro.server.event;

import java.time.Instant;
import java.util.List;

/**
 * A stored event: its settings, its arbiters and how far it has gone.
 *
 * @param pairedRounds how many rounds are paired (the last may still lack results)
 * @param publishedRounds how many of them are published: all, or all but the last when it is a draft
 * @param playerCount the players registered (withdrawn ones too)
 * @param lastRoundComplete every game of the last published round has a final result (true before round 1)
 */
public record Event(long id, EventSettings settings, List<EventArbiter> arbiters, long createdBy, Instant createdAt,
    int pairedRounds, int publishedRounds, int playerCount, boolean lastRoundComplete) {
  public Event {
    arbiters = List.copyOf(arbiters);
  }

  /** The round paired as a draft (not yet published), or 0. */
  public int draftRound() {
    return pairedRounds > publishedRounds ? pairedRounds : 0;
  }

  /** The event as those who may not see its draft round see it: paired up to its last published round. */
  public Event withoutDraft() {
    return draftRound() == 0 ? this : new Event(id, settings, arbiters, createdBy, createdAt, publishedRounds, publishedRounds,
        playerCount, lastRoundComplete);
  }

  /**
   * {@code upcoming} before round 1 is published, {@code finished} once its last round (a round robin's rounds are
   * set at round 1) is published with every result, {@code running} between.
   */
  public String status() {
    if (publishedRounds == 0) return "upcoming";
    return publishedRounds >= settings.rounds() && lastRoundComplete ? "finished" : "running";
  }

  public boolean isFinished() {
    return status().equals("finished");
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
