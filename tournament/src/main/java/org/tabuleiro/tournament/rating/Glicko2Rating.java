package org.tabuleiro.tournament.rating;

/**
 * A player's Glicko-2 rating on the Glicko scale: the rating, its deviation (how uncertain it is) and the
 * volatility (how erratic the player's results are).
 *
 * @param rating     1500 for a newcomer
 * @param deviation  350 for a newcomer; shrinks with every game, grows with inactivity
 * @param volatility 0.06 for a newcomer
 */
public record Glicko2Rating(double rating, double deviation, double volatility) {
  /** Above this deviation a rating is provisional (lichess's threshold, shown with a "?"). */
  public static final double PROVISIONAL_DEVIATION = 110;
  /** The deviation never grows past a newcomer's. */
  public static final double MAX_DEVIATION = 350;

  public Glicko2Rating {
    if (!(deviation > 0) || !(volatility > 0) || !Double.isFinite(rating)) {
      throw new IllegalArgumentException("not a Glicko-2 rating: " + rating + ", " + deviation + ", " + volatility);
    }
  }

  public static Glicko2Rating newcomer() {
    return new Glicko2Rating(1500, MAX_DEVIATION, 0.06);
  }

  public boolean isProvisional() {
    return deviation > PROVISIONAL_DEVIATION;
  }

  /** The rating as a whole number, as players see it. */
  public int rounded() {
    return (int) Math.round(rating);
  }
}
