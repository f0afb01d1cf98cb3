package org.tabuleiro.server.rating;

import java.time.Instant;

/** A point of a rating chart: the rating and deviation after the game {@code gameId}, rated at {@code at}. */
public record RatingPoint(Instant at, int rating, int deviation, long gameId) {}
