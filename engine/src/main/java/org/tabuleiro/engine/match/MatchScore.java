package org.tabuleiro.engine.match;

/**
 * A match's tally from the first engine's (or player's) side, chess or draughts, and the Elo difference it implies
 * with a 95% confidence interval from the games' own variance (a trinomial model: wins, draws and losses as
 * observed), or by the Wilson score interval, which stays finite when every game was won or lost.
 */
public record MatchScore(int wins, int draws, int losses) {
  public MatchScore {
    if (wins < 0 || draws < 0 || losses < 0) throw new IllegalArgumentException("negative game counts");
  }

  public int games() {
    return wins + draws + losses;
  }

  /** Points per game, 0 to 1. */
  public double score() {
    return games() == 0 ? 0.5 : (wins + 0.5 * draws) / games();
  }

  public MatchScore plus(double points) {
    return points == 1 ? new MatchScore(wins + 1, draws, losses)
        : points == 0 ? new MatchScore(wins, draws, losses + 1) : new MatchScore(wins, draws + 1, losses);
  }

  public MatchScore add(MatchScore other) {
    return new MatchScore(wins + other.wins, draws + other.draws, losses + other.losses);
  }

  /** The logistic Elo difference for the score; infinite at 0% and 100%. */
  public double elo() {
    return elo(score());
  }

  /** Half the width of the 95% interval of {@link #elo()}; infinite when an end of the interval is. */
  public double eloMargin() {
    double[] b = eloInterval();
    return (b[1] - b[0]) / 2;
  }

  /**
   * The 95% interval of the Elo difference, {@code [low, high]}: the score ± 1.96 standard errors of the mean (from
   * the games' own variance), turned into Elo; an end at or past 0% or 100% is infinite.
   */
  public double[] eloInterval() {
    int n = games();
    if (n < 2) return new double[] {Double.NEGATIVE_INFINITY, Double.POSITIVE_INFINITY};
    double s = score();
    double variance = (wins * sq(1 - s) + draws * sq(0.5 - s) + losses * sq(s)) / n;
    double se = Math.sqrt(variance / n);
    return new double[] {elo(s - 1.96 * se), elo(s + 1.96 * se)};
  }

  /**
   * The 95% bounds of the Elo difference by the Wilson score interval, which stays finite when every game
   * was won or lost (where the interval of {@link #eloInterval} has no width): {low, high}.
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

  static double elo(double score) {
    if (score <= 0) return Double.NEGATIVE_INFINITY;
    if (score >= 1) return Double.POSITIVE_INFINITY;
    return -400 * Math.log10(1 / score - 1);
  }

  private static double sq(double x) {
    return x * x;
  }

  /**
   * {@code +12 -8 =30  score 54.0%  Elo +27.9 ± 61.3}; when the interval is lopsided or open (a score near 0% or
   * 100%), its ends instead: {@code Elo +445.6 (95%: +190.2 to +inf)}.
   */
  public String summary() {
    double[] b = eloInterval();
    String head = String.format(java.util.Locale.ROOT, "+%d -%d =%d  score %.1f%%  Elo %s", wins, losses, draws,
        100 * score(), signed(elo()));
    if (Double.isInfinite(b[0]) || Double.isInfinite(b[1])) {
      return head + " (95%: " + signed(b[0]) + " to " + signed(b[1]) + ")";
    }
    return head + String.format(java.util.Locale.ROOT, " ± %.1f", eloMargin());
  }

  private static String signed(double elo) {
    if (Double.isInfinite(elo)) return elo > 0 ? "+inf" : "-inf";
    return String.format(java.util.Locale.ROOT, "%+.1f", elo);
  }
}
