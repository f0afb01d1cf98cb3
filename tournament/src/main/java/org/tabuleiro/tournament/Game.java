package org.tabuleiro.tournament;

/** A scheduled game, from one player's side: played over the board or forfeited. */
public record Game(int round, int opponent, Color color, GameResult result) implements RoundEntry {
  public Game {
    if (opponent <= 0) throw new IllegalArgumentException("a game needs an opponent");
  }

  @Override
  public int halfPoints() {
    return result.halfPoints();
  }

  @Override
  public boolean isPlayed() {
    return result.isPlayed();
  }
}
