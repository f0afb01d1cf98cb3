package org.tabuleiro.tournament.tiebreak;

import java.util.ArrayList;
import java.util.List;

/**
 * The rating tiebreaks (C.07 10): ARO, TPR and PTP over the games played over the board, and the opponents'
 * averages APRO and APPO. Undefined (null) unless every player has a rating, and for a player with no game.
 */
final class Performance {
  private final Crosstable t;
  private final boolean allRated;

  Performance(Crosstable t) {
    this.t = t;
    boolean rated = true;
    for (int i = 0; i < t.n; i++) rated &= t.player(i).isRated();
    allRated = rated;
  }

  private List<Integer> opponentRatings(int i, int[] scoreHalf, int low, int high) {
    List<int[]> games = new ArrayList<>(); // rating, half points
    for (int r = 1; r <= t.rounds; r++) {
      int o = t.opponent[i][r];
      if (o >= 0 && t.played[i][r]) games.add(new int[] {t.player(o).rating(), t.gamePoints[i][r]});
    }
    // C.07 14: the cuts drop the lowest / highest rated opponents, with the points scored against them
    games.sort((a, b) -> Integer.compare(a[0], b[0]));
    int from = Math.min(low, games.size());
    int to = Math.max(from, games.size() - high);
    List<Integer> ratings = new ArrayList<>();
    int score = 0;
    for (int[] g : games.subList(from, to)) {
      ratings.add(g[0]);
      score += g[1];
    }
    scoreHalf[0] = score;
    return ratings;
  }

  /** C.07 10.1: average rating of opponents, rounded half up. */
  Integer aro(int i, int low, int high) {
    if (!allRated) return null;
    List<Integer> ratings = opponentRatings(i, new int[1], low, high);
    return ratings.isEmpty() ? null : average(ratings);
  }

  /** C.07 10.2: ARO + dp(p), p the percentage scored rounded half up. */
  Integer tpr(int i, int low, int high) {
    if (!allRated) return null;
    int[] score = new int[1];
    List<Integer> ratings = opponentRatings(i, score, low, high);
    if (ratings.isEmpty()) return null;
    int n = ratings.size();
    int percent = (score[0] * 50 * 2 + n) / (2 * n); // half points × 50 = hundredths of a point
    return average(ratings) + FideRatingTables.dp(percent);
  }

  /** C.07 10.3: the lowest rating whose expected score against the opponents reaches the score. */
  Integer ptp(int i, int low, int high) {
    if (!allRated) return null;
    int[] score = new int[1];
    List<Integer> ratings = opponentRatings(i, score, low, high);
    if (ratings.isEmpty()) return null;
    int min = Integer.MAX_VALUE;
    int max = Integer.MIN_VALUE;
    for (int r : ratings) {
      min = Math.min(min, r);
      max = Math.max(max, r);
    }
    if (score[0] == 0) return min - 800;
    int target = score[0] * 50;
    int lo = min - 800; // expected score 0 here: below the target
    int hi = max + 800; // expected score = all games: at or above the target
    while (hi - lo > 1) {
      int mid = (lo + hi) >>> 1;
      if (expected(mid, ratings) >= target) hi = mid;
      else lo = mid;
    }
    return hi;
  }

  private static int expected(int own, List<Integer> ratings) {
    int sum = 0;
    for (int r : ratings) sum += FideRatingTables.expectedHundredths(own, r);
    return sum;
  }

  /** C.07 10.4 / 10.5: the average of a per-player value over the opponents met over the board, rounded half up. */
  Integer averageOverOpponents(int i, Integer[] value) {
    List<Integer> values = new ArrayList<>();
    for (int r = 1; r <= t.rounds; r++) {
      int o = t.opponent[i][r];
      if (o >= 0 && t.played[i][r] && value[o] != null) values.add(value[o]);
    }
    return values.isEmpty() ? null : average(values);
  }

  private static int average(List<Integer> values) {
    long sum = 0;
    for (int v : values) sum += v;
    long n = values.size();
    return (int) Math.floorDiv(2 * sum + n, 2 * n);
  }
}
