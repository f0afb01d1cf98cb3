package org.tabuleiro.tournament.rating;

import java.util.List;

/**
 * The Glicko-2 rating system (Mark Glickman, "Example of the Glicko-2 system", 2013), step by step as the paper
 * numbers them. The club updates after every rated game, each game its own rating period.
 *
 * <pre>{@code
 * Glicko2 glicko = new Glicko2(0.5);
 * Glicko2Rating after = glicko.update(player, List.of(new Glicko2.Result(opponent, 1.0)));
 * }</pre>
 */
public final class Glicko2 {
  /** Step 2: the factor between the Glicko scale and the Glicko-2 scale. */
  private static final double SCALE = 173.7178;
  private static final double CONVERGENCE = 0.000001;

  private final double tau;

  /** @param tau the system constant that limits how fast volatility changes (Glickman: 0.3 to 1.2) */
  public Glicko2(double tau) {
    if (!(tau > 0)) throw new IllegalArgumentException("tau must be positive");
    this.tau = tau;
  }

  /** One game against an opponent as rated before it: score 1 win, 0.5 draw, 0 loss. */
  public record Result(Glicko2Rating opponent, double score) {
    public Result {
      if (score != 0 && score != 0.5 && score != 1) throw new IllegalArgumentException("score is 0, 0.5 or 1");
    }
  }

  /** The rating after a period with these games; with none, only the deviation grows (step 6 alone). */
  public Glicko2Rating update(Glicko2Rating player, List<Result> games) {
    double mu = (player.rating() - 1500) / SCALE;
    double phi = player.deviation() / SCALE;
    double sigma = player.volatility();
    if (games.isEmpty()) {
      double grown = Math.sqrt(phi * phi + sigma * sigma) * SCALE;
      return new Glicko2Rating(player.rating(), Math.min(grown, Glicko2Rating.MAX_DEVIATION), sigma);
    }
    // Step 3: the estimated variance v; step 4: the estimated improvement delta.
    double inverseV = 0;
    double sum = 0;
    for (Result r : games) {
      double muJ = (r.opponent().rating() - 1500) / SCALE;
      double g = g(r.opponent().deviation() / SCALE);
      double e = 1 / (1 + Math.exp(-g * (mu - muJ)));
      inverseV += g * g * e * (1 - e);
      sum += g * (r.score() - e);
    }
    double v = 1 / inverseV;
    double delta = v * sum;
    // Step 5: the new volatility, by the Illinois algorithm.
    double sigmaNew = volatility(delta, phi, v, sigma);
    // Steps 6-8.
    double phiStar = Math.sqrt(phi * phi + sigmaNew * sigmaNew);
    double phiNew = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
    double muNew = mu + phiNew * phiNew * sum;
    return new Glicko2Rating(muNew * SCALE + 1500, Math.min(phiNew * SCALE, Glicko2Rating.MAX_DEVIATION), sigmaNew);
  }

  private static double g(double phi) {
    return 1 / Math.sqrt(1 + 3 * phi * phi / (Math.PI * Math.PI));
  }

  private double volatility(double delta, double phi, double v, double sigma) {
    double a = Math.log(sigma * sigma);
    double deltaSq = delta * delta;
    double phiSq = phi * phi;
    java.util.function.DoubleUnaryOperator f = x -> {
      double ex = Math.exp(x);
      double d = phiSq + v + ex;
      return ex * (deltaSq - phiSq - v - ex) / (2 * d * d) - (x - a) / (tau * tau);
    };
    double bigA = a;
    double bigB;
    if (deltaSq > phiSq + v) {
      bigB = Math.log(deltaSq - phiSq - v);
    } else {
      int k = 1;
      while (f.applyAsDouble(a - k * tau) < 0) k++;
      bigB = a - k * tau;
    }
    double fA = f.applyAsDouble(bigA);
    double fB = f.applyAsDouble(bigB);
    for (int i = 0; i < 100 && Math.abs(bigB - bigA) > CONVERGENCE; i++) {
      double c = bigA + (bigA - bigB) * fA / (fB - fA);
      double fC = f.applyAsDouble(c);
      if (fC * fB <= 0) {
        bigA = bigB;
        fA = fB;
      } else {
        fA = fA / 2;
      }
      bigB = c;
      fB = fC;
    }
    return Math.exp(bigA / 2);
  }
}
