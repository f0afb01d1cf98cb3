package org.tabuleiro.server.event;

import java.time.LocalDate;
import java.util.List;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.tournament.PointSystem;

/**
 * What the organiser decides about an event, checked (by the event routes' JSON reader).
 *
 * @param rounds planned rounds; a round robin's are set by its players when round 1 is paired
 * @param points what each result is worth (half points); forfeits and byes follow it as record 162 says
 * @param tiebreaks codes the tournament module knows, in order, e.g. {@code DE, BH-C1, BH, SB, WIN}
 * @param initialWhite the top seed has White in round 1
 * @param season the year age groups are counted from (school sport), or null
 * @param arbiters usernames of accounts with the arbiter role; the first is the chief arbiter
 * @param categories the event's own age groups; empty for the school-sport preset of the season
 * @param schoolBest how many pupils of a school count in its classification
 * @param requestedByes the byes a player may ask for ahead, in the order H (half point), Z (zero), F (full point):
 *     {@code "HZ"} unless the organiser says otherwise
 * @param teams boards per match and match points of a team event; null for an individual one
 * @param online how the event is played in the club; null over the board
 * @param entry whether and on what conditions players join by themselves
 */
public record EventSettings(
    String name,
    String place,
    LocalDate startsOn,
    LocalDate endsOn,
    String organiser,
    GameVariant game,
    String timeControl,
    EventSystem system,
    int rounds,
    PointSystem points,
    List<String> tiebreaks,
    RatingUsed ratingUsed,
    boolean initialWhite,
    Integer season,
    boolean published,
    List<String> arbiters,
    List<EventCategory> categories,
    int schoolBest,
    String requestedByes,
    EventTeamSettings teams,
    EventOnline online,
    EventEntry entry) {
  /** What players may ask for unless the organiser says otherwise: a half-point or a zero-point bye. */
  public static final String DEFAULT_REQUESTED_BYES = "HZ";

  public EventSettings {
    tiebreaks = List.copyOf(tiebreaks);
    arbiters = List.copyOf(arbiters);
    categories = List.copyOf(categories);
    if (entry == null) entry = EventEntry.CLOSED;
  }

  /** The same settings with another time control and online play (a change before the event starts). */
  public EventSettings with(String timeControl, EventOnline online, EventEntry entry) {
    return new EventSettings(name, place, startsOn, endsOn, organiser, game, timeControl, system, rounds, points,
        tiebreaks, ratingUsed, initialWhite, season, published, arbiters, categories, schoolBest, requestedByes, teams,
        online, entry);
  }

  /** May a player ask for this bye ({@code H}, {@code Z} or {@code F}) ahead? */
  public boolean allowsBye(char kind) {
    return requestedByes.indexOf(kind) >= 0;
  }
}
