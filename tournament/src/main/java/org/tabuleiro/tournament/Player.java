package org.tabuleiro.tournament;

import java.util.List;

/**
 * A participant and what they did in each round.
 *
 * @param startNumber the pairing number, 1..N
 * @param rating FIDE rating, 0 = unrated
 * @param rounds one entry per round 1..R, in order
 */
public record Player(int startNumber, String name, int rating, List<RoundEntry> rounds) {
  public Player {
    rounds = List.copyOf(rounds);
    for (int i = 0; i < rounds.size(); i++) {
      if (rounds.get(i).round() != i + 1) throw new IllegalArgumentException("rounds must be 1, 2, 3... in order");
    }
  }

  /** The entry of round {@code round} (1-based). */
  public RoundEntry round(int round) {
    return rounds.get(round - 1);
  }

  /** Total points under the standard scoring, in half points. */
  public int halfPoints() {
    int sum = 0;
    for (RoundEntry e : rounds) sum += e.halfPoints();
    return sum;
  }

  /** Is the player rated? */
  public boolean isRated() {
    return rating > 0;
  }
}
