package org.tabuleiro.server.rating;

/** A line of a ranking: the player, the rounded rating and deviation, and the number of rated games. */
public record RankedPlayer(String username, int rating, int deviation, boolean provisional, int games) {}
