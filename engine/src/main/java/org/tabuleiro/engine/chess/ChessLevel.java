package org.tabuleiro.engine.chess;

import java.util.List;
import java.util.Random;
import org.tabuleiro.rules.chess.Position;

/**
 * The eight playing levels, from a first-week beginner (1) to full strength (8).
 *
 * <p>Levels 1-7 look at every legal move with a shallow search ({@code depth} plies, then captures until
 * quiet) and pick one at random, each move weighted by {@code exp((score - best) / temperature)}: a move
 * {@code temperature} centipawns worse than the best is e times less likely. The lowest levels also play a
 * completely random move now and then ({@code randomMoveChance}): a beginner's game is never blunder-free.
 * Level 8 is the full search within the time or node budget.
 *
 * <p>{@code elo} is the rating measured for the level (see the enum's comment), used to map UCI_Elo to a level.
 */
public enum ChessLevel {
  // elo: measured at 10+0.1 (engine at e06cd94), anchored on Stockfish 15.1's UCI_Elo: levels 5-7 against
  // Stockfish at UCI_Elo 1320 (20 games each: 45%, 67.5%, 85%), levels 1-4 by a ladder of 20-game matches
  // (1 v 2 -215, 2 v 3 -269, 3 v 4 -147, 4 v 5 -301 Elo), level 8 against UCI_Elo 2200 (engine/README.md).
  // Each is ±120-220 Elo (95%); rounded to 25.
  BEGINNER(1, 1, 250, 0.20, 350),
  NOVICE(2, 1, 150, 0.08, 575),
  CASUAL(3, 2, 90, 0.03, 825),
  CLUB(4, 2, 55, 0.01, 975),
  INTERMEDIATE(5, 3, 35, 0, 1275),
  STRONG(6, 4, 20, 0, 1450),
  EXPERT(7, 5, 10, 0, 1625),
  MASTER(8, 0, 0, 0, 2250);

  private final int number, depth, temperature, elo;
  private final double randomMoveChance;

  ChessLevel(int number, int depth, int temperature, double randomMoveChance, int elo) {
    this.number = number;
    this.depth = depth;
    this.temperature = temperature;
    this.randomMoveChance = randomMoveChance;
    this.elo = elo;
  }

  public int number() {
    return number;
  }

  public int elo() {
    return elo;
  }

  /** Whether this level searches at full strength (no weakening). */
  public boolean isFullStrength() {
    return depth == 0;
  }

  int depth() {
    return depth;
  }

  public static final int MIN_ELO = 350, MAX_ELO = 2250;

  public static ChessLevel of(int number) {
    if (number < 1 || number > 8) throw new IllegalArgumentException("chess level must be 1 to 8, got " + number);
    return values()[number - 1];
  }

  /** The strongest level whose nominal rating does not exceed {@code elo} (level 1 below its rating). */
  public static ChessLevel forElo(int elo) {
    ChessLevel chosen = BEGINNER;
    for (ChessLevel level : values()) if (level.elo <= elo) chosen = level;
    return chosen;
  }

  /**
   * A move for a weakened level (1-7): every legal move scored by a shallow search, then a weighted random
   * pick. The position must have a legal move.
   */
  public ScoredMove play(Search search, Position root, List<Position> history, Random random) {
    return pick(search.scoreMoves(root, history, Math.max(depth, 1)), random);
  }

  /** Picks among scored moves (best first, as {@link Search#scoreMoves} returns them). */
  ScoredMove pick(List<ScoredMove> moves, Random random) {
    if (moves.isEmpty()) throw new IllegalArgumentException("no legal move to pick from");
    if (temperature == 0) return moves.get(0);
    // java.util.Random's first outputs for nearby seeds (a game id, a move number) are nearly equal: mix the
    // seed through SplittableRandom, whose seeds are hashed, so each game gets its own sequence.
    java.util.SplittableRandom mixed = new java.util.SplittableRandom(random.nextLong());
    if (mixed.nextDouble() < randomMoveChance) return moves.get(mixed.nextInt(moves.size()));
    // Mates count as a large but finite edge, so a beginner may still miss one.
    int best = clamp(moves.get(0).score());
    double[] weights = new double[moves.size()];
    double total = 0;
    for (int i = 0; i < weights.length; i++) {
      weights[i] = Math.exp((clamp(moves.get(i).score()) - best) / (double) temperature);
      total += weights[i];
    }
    double r = mixed.nextDouble() * total;
    for (int i = 0; i < weights.length; i++) {
      r -= weights[i];
      if (r < 0) return moves.get(i);
    }
    return moves.get(weights.length - 1);
  }

  private static int clamp(int score) {
    return Math.max(-1_500, Math.min(1_500, score));
  }
}
