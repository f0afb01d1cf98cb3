package org.tabuleiro.engine.match;

/**
 * A match's tally from the first engine's side, and the Elo difference it implies with a 95% confidence interval
 * from the games' own variance (a trinomial model: wins, draws and losses as observed).
 */
public record MatchScore(int wins, int draws, int losses) {
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

  /** The logistic Elo difference for the score; infinite at 0% and 100%. */
  public double elo() {
    return elo(score());
  }

  /** Half the width of the 95% interval of {@link #elo()}, from the standard error of the mean score. */
  public double eloMargin() {
    int n = games();
    if (n < 2 || Double.isInfinite(elo())) return Double.POSITIVE_INFINITY;
    double s = score();
    double variance = (wins * sq(1 - s) + draws * sq(0.5 - s) + losses * sq(s)) / n;
    double se = Math.sqrt(variance / n);
    double lo = elo(Math.max(1e-9, s - 1.96 * se)), hi = elo(Math.min(1 - 1e-9, s + 1.96 * se));
    return (hi - lo) / 2;
  }

  static double elo(double score) {
    if (score <= 0) return Double.NEGATIVE_INFINITY;
    if (score >= 1) return Double.POSITIVE_INFINITY;
    return -400 * Math.log10(1 / score - 1);
  }

  private static double sq(double x) {
    return x * x;
  }

  /** {@code +12 -8 =30  score 54.0%  Elo +27.9 ± 61.3}; an Elo that no finite number describes (all won) is "inf". */
  public String summary() {
    double elo = elo(), margin = eloMargin();
    String e = Double.isInfinite(elo) ? (elo > 0 ? "+inf" : "-inf") : String.format(java.util.Locale.ROOT, "%+.1f", elo);
    String m = Double.isInfinite(margin) || Double.isNaN(margin) ? "inf" : String.format(java.util.Locale.ROOT, "%.1f", margin);
    return String.format(java.util.Locale.ROOT, "+%d -%d =%d  score %.1f%%  Elo %s ± %s", wins, losses, draws,
        100 * score(), e, m);
  }
}
