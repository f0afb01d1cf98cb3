package org.tabuleiro.server.event;

/**
 * Players joining an event by themselves ({@code POST /api/events/{id}/join}) and the organiser's conditions. Each
 * condition is null when not set.
 *
 * @param open players may join and withdraw by themselves, before the event and between rounds
 * @param maxPlayers the event is full with this many players still in it
 * @param minRating the player's club rating in the event's game and time control's pool (a newcomer: 1500)
 * @param maxRating the same, at most
 * @param minRatedGames rated games the player has played in that game and pool
 * @param ageGroup the name of one of the event's age groups (its categories, or the school preset of its season)
 *     the player's birth year must fall in
 * @param invitationCode the code a player must give to join
 */
public record EventEntry(boolean open, Integer maxPlayers, Integer minRating, Integer maxRating, Integer minRatedGames,
    String ageGroup, String invitationCode) {
  public static final EventEntry CLOSED = new EventEntry(false, null, null, null, null, null, null);
  public static final EventEntry OPEN = new EventEntry(true, null, null, null, null, null, null);
}
