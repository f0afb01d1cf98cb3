package org.tabuleiro.engine.draughts;

/**
 * The strength levels offered to players, 1 (a first-week beginner) to 8 (everything the engine has).
 * A level bounds the search (depth and nodes) and adds measured randomness: every legal move is scored by a
 * search of the level's depth and one is drawn with probability proportional to
 * {@code exp(score / temperature)}, so that a weak level prefers good moves but often plays a worse one; on
 * top of that, with probability {@code wildChance} it plays any legal move at all (the silly moves of a
 * beginner). Levels 7 and 8 play their best move.
 *
 * @param number 1..8
 * @param depth the nominal search depth (0: no bound, the time budget decides)
 * @param nodes a node bound per move for the levels that play their best move (7, 8; 0: none); the
 *     randomised levels score every move to their depth, bounded by that depth and the time budget
 * @param temperature spread of the move choice, hundredths of a man (0: always the best move)
 * @param wildChance probability of a uniformly random legal move
 */
public record DraughtsLevel(int number, int depth, long nodes, int temperature, double wildChance) {
  public static final int MIN = 1, MAX = 8;

  private static final DraughtsLevel[] LEVELS = {
      new DraughtsLevel(1, 1, 0, 150, 0.15),
      new DraughtsLevel(2, 2, 0, 80, 0.05),
      new DraughtsLevel(3, 3, 0, 45, 0.02),
      new DraughtsLevel(4, 4, 0, 25, 0.0),
      new DraughtsLevel(5, 6, 0, 12, 0.0),
      new DraughtsLevel(6, 8, 0, 5, 0.0),
      new DraughtsLevel(7, 12, 2_000_000, 0, 0.0),
      new DraughtsLevel(8, 0, 0, 0, 0.0),
  };

  public DraughtsLevel {
    if (number < MIN || number > MAX) throw new IllegalArgumentException("draughts level must be " + MIN + "-" + MAX + ", not " + number);
    if (depth < 0 || nodes < 0 || temperature < 0 || wildChance < 0 || wildChance > 1) throw new IllegalArgumentException("bad settings for level " + number);
  }

  /** Level {@code number} (1..8). */
  public static DraughtsLevel of(int number) {
    if (number < MIN || number > MAX) throw new IllegalArgumentException("draughts level must be " + MIN + "-" + MAX + ", not " + number);
    return LEVELS[number - 1];
  }

  /** Whether this level chooses among moves at random (levels 1-6). */
  public boolean isRandomised() {
    return temperature > 0 || wildChance > 0;
  }

  /** The same level held to a node bound (matches and tests that need reproducible moves). */
  public DraughtsLevel withNodes(long bound) {
    return new DraughtsLevel(number, depth, bound, temperature, wildChance);
  }

  /** Nodes for a level without depth or node bound when no time budget is given either: a few seconds. */
  static final long UNBOUNDED_FALLBACK_NODES = 3_000_000;

  /**
   * The search bound of this level within a time budget (0: no time bound). Never unbounded: level 8
   * without a budget stops after {@link #UNBOUNDED_FALLBACK_NODES} nodes.
   */
  public DraughtsLimit limit(long budgetMillis) {
    long budget = Math.max(0, budgetMillis);
    long bound = depth == 0 && nodes == 0 && budget == 0 ? UNBOUNDED_FALLBACK_NODES : nodes;
    return new DraughtsLimit(depth, bound, budget, 0, 0, 0);
  }
}
