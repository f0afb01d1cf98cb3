package org.tabuleiro.server.game;

/**
 * A game as an archive lists it: the stored row, the players' names, the ratings the game moved (null when it
 * moved none) and its length.
 *
 * @param plies half-moves on the board at the end (moves played minus moves taken back)
 */
public record ArchivedGame(StoredGame game, String white, String black, RatingChange whiteRating,
    RatingChange blackRating, int plies) {
  /** A player's rating before and after a rated game, rounded as the game's row keeps them. */
  public record RatingChange(int before, int after) {}
}
