package org.tabuleiro.server.rating;

import java.time.Instant;

/**
 * A player's rating in one game and pool as a profile shows it, rounded.
 *
 * @param provisional deviation over 110 (Glicko2Rating.PROVISIONAL_DEVIATION), as lichess: shown as "1500?"
 */
public record CurrentRating(String game, String pool, int rating, int deviation, boolean provisional, int games,
    Instant updatedAt) {}
