package org.tabuleiro.engine.draughts;

/**
 * A match score from the first player's side, with the Elo difference it suggests. The error bar is the
 * 95% interval of the mean score per game (normal approximation, from the observed spread of game results:
 * wins, draws and losses as 1, 1/2, 0), turned into Elo with the logistic curve.
 */
public record DraughtsMatchScore(int wins, int draws, int losses) {
  public DraughtsMatchScore {
    if (wins < 0 || draws < 0 || losses < 0) throw new IllegalArgumentException("negative game counts");
  }

  public int games() {
    return wins + draws + losses;
  }

  /** Score as a fraction, 0..1 (0.5 for no games). */
  public double score() {
    return games() == 0 ? 0.5 : (wins + 0.5 * draws) / games();
  }

  public DraughtsMatchScore add(DraughtsMatchScore other) {
    return new DraughtsMatchScore(wins + other.wins, draws + other.draws, losses + other.losses);
  }

  /** The Elo difference for this score; infinite for 100% or 0%. */
  public double elo() {
    return elo(score());
  }

  /** Half the width of the 95% interval, in Elo; infinite when the interval reaches 0% or 100%. */
  public double eloError95() {
    int n = games();
    if (n < 2) return Double.POSITIVE_INFINITY;
    double p = score();
    double variance = (wins * sq(1 - p) + draws * sq(0.5 - p) + losses * sq(p)) / n;
    double margin = 1.96 * Math.sqrt(variance / n);
    double low = p - margin, high = p + margin;
    if (low <= 0 || high >= 1) return Double.POSITIVE_INFINITY;
    return (elo(high) - elo(low)) / 2;
  }

  /**
   * The 95% bounds of the Elo difference by the Wilson score interval, which stays finite when every game
   * was won or lost (where the normal approximation has no width): {low, high}.
   */
  public double[] eloWilson95() {
    int n = games();
    if (n == 0) return new double[] {Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY};
    double z = 1.96, p = score(), z2n = z * z / n;
    double centre = (p + z2n / 2) / (1 + z2n);
    double half = z * Math.sqrt(p * (1 - p) / n + z2n / (4 * n)) / (1 + z2n);
    // At 0% or 100% one end of the interval is exactly 0 or 1; say so rather than trust the rounding.
    return new double[] {losses == n ? Double.NEGATIVE_INFINITY : elo(centre - half), wins == n ? Double.POSITIVE_INFINITY : elo(centre + half)};
  }

  private static double sq(double x) {
    return x * x;
  }

  static double elo(double p) {
    if (p <= 0) return Double.NEGATIVE_INFINITY;
    if (p >= 1) return Double.POSITIVE_INFINITY;
    return -400 * Math.log10(1 / p - 1);
  }
}
