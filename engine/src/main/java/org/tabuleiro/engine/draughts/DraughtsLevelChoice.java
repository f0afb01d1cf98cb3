package org.tabuleiro.engine.draughts;

import java.util.Random;

/**
 * Draws a move index with probability proportional to {@code exp((score - best) / temperature)}: a softmax
 * over the moves' scores. Won and lost lines are clipped to +-20 men first, so that a winning move still
 * dominates without overflowing.
 */
final class DraughtsLevelChoice {
  private static final int CLIP = 2_000;

  private DraughtsLevelChoice() {}

  static int draw(int[] scores, int temperature, Random random) {
    if (scores.length == 0) throw new IllegalArgumentException("no move to choose from");
    if (temperature <= 0) throw new IllegalArgumentException("temperature must be positive, not " + temperature);
    int best = Integer.MIN_VALUE;
    for (int s : scores) best = Math.max(best, clip(s));
    double[] weight = new double[scores.length];
    double total = 0;
    for (int i = 0; i < scores.length; i++) {
      weight[i] = Math.exp((clip(scores[i]) - best) / (double) temperature);
      total += weight[i];
    }
    double x = random.nextDouble() * total;
    for (int i = 0; i < scores.length; i++) {
      x -= weight[i];
      if (x < 0) return i;
    }
    return scores.length - 1;
  }

  private static int clip(int score) {
    return Math.max(-CLIP, Math.min(CLIP, score));
  }
}
