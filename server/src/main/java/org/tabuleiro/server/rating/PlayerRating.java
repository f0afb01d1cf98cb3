package org.tabuleiro.server.rating;

import org.tabuleiro.tournament.rating.Glicko2Rating;

/** A player's rating in one game and pool, and how many rated games made it. */
public record PlayerRating(long accountId, Glicko2Rating rating, int games) {
  public static PlayerRating newcomer(long accountId) {
    return new PlayerRating(accountId, Glicko2Rating.newcomer(), 0);
  }
}
