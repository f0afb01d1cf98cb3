package org.tabuleiro.server.rating;

/**
 * A player's rating in one game and pool as a profile shows it, rounded.
 *
 * @param updatedAt   ISO-8601 UTC, as every date of the API
 * @param provisional deviation over 110 (Glicko2Rating.PROVISIONAL_DEVIATION), as lichess: shown as "1500?"
 */
public record CurrentRating(String game, String pool, int rating, int deviation, boolean provisional, int games,
    String updatedAt) {}
