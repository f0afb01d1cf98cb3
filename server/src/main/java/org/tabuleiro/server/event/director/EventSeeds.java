package org.tabuleiro.server.event.director;

import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import org.tabuleiro.play.RatingPool;
import org.tabuleiro.play.TimeControl;
import org.tabuleiro.server.event.Event;
import org.tabuleiro.server.event.EventPlayer;
import org.tabuleiro.server.event.RatingUsed;
import org.tabuleiro.server.event.store.EventStore;

/**
 * The rating a player is seeded with (the event's {@link RatingUsed}): fixed for everyone at round 1, and for a late
 * entry when it registers.
 */
public final class EventSeeds {
  private EventSeeds() {}

  /** The club ratings of the event's linked players in its game and pool, by player id (empty unless it seeds by them). */
  public static Map<Long, Integer> clubRatings(EventStore store, Event e) {
    if (e.settings().ratingUsed() != RatingUsed.CLUB) return Map.of();
    Optional<RatingPool> pool = TimeControl.parse(e.settings().timeControl()).ratingPool();
    if (pool.isEmpty()) return Map.of();
    return store.clubRatings(e.id(), e.settings().game().key(), pool.get().name().toLowerCase(Locale.ROOT));
  }

  public static int seedRating(Event e, EventPlayer p, Map<Long, Integer> club) {
    return switch (e.settings().ratingUsed()) {
      case NONE -> 0;
      case FIDE -> p.rating();
      case CLUB -> club.getOrDefault(p.id(), p.rating());
    };
  }

  /** Seeds the players not yet seeded (late entries), after round 1. */
  public static void seedLateEntries(EventStore store, Event e) {
    if (e.pairedRounds() == 0) return;
    Map<Long, Integer> club = clubRatings(store, e);
    for (EventPlayer p : store.players(e.id())) {
      if (p.seedRating() == null) store.setSeedRating(p.id(), seedRating(e, p, club));
    }
  }
}
