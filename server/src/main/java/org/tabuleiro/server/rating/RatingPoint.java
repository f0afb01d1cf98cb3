package org.tabuleiro.server.rating;

/** A point of a rating chart: the rating and deviation after the game {@code gameId}, rated at {@code at}
 * (ISO-8601 UTC). */
public record RatingPoint(String at, int rating, int deviation, long gameId) {}
