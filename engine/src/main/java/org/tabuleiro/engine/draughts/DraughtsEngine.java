package org.tabuleiro.engine.draughts;

import java.util.List;
import java.util.Random;
import java.util.function.Consumer;
import java.util.function.Supplier;
import org.tabuleiro.rules.draughts.DraughtsMove;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.Variant;

/**
 * The computer player for international (10x10) and Brazilian (8x8) draughts.
 *
 * <pre>{@code
 * DraughtsPosition p = DraughtsPosition.initial(Variant.BRAZILIAN);
 * DraughtsMove m = DraughtsEngine.choose(p, List.of(), 5, 500, new Random(1));   // level 5, 0.5 s at most
 * p = p.play(m);
 * }</pre>
 *
 * An instance owns a transposition table and may be reused for a whole game (its table then carries over);
 * it is not thread-safe, except {@link #stop} and {@link #ponderHit} during a search.
 */
public final class DraughtsEngine {
  private final DraughtsSearch search;

  /** An engine with a 16 MB table. */
  public DraughtsEngine(Variant variant) {
    this(variant, 16);
  }

  public DraughtsEngine(Variant variant, int tableMegabytes) {
    if (tableMegabytes < 1 || tableMegabytes > 1024) throw new IllegalArgumentException("table size must be 1-1024 MB, not " + tableMegabytes);
    this.search = new DraughtsSearch(variant, DraughtsTable.ofMegabytes(tableMegabytes));
  }

  /**
   * The move a level plays, within {@code budgetMillis} (0: no time bound). The one call the server needs:
   * a fresh engine with a small table, so calls do not share state.
   *
   * @param history the positions before {@code position}, oldest first (for repetitions); may be empty
   * @param random the source of the weaker levels' randomness (seed it for reproducible games)
   * @throws IllegalArgumentException for a level outside 1..8 or a position without legal moves
   */
  public static DraughtsMove choose(DraughtsPosition position, List<DraughtsPosition> history, int level, long budgetMillis, Random random) {
    return new DraughtsEngine(position.variant(), 4).play(position, history, DraughtsLevel.of(level), budgetMillis, random);
  }

  public Variant variant() {
    return search.variant();
  }

  /** The best move within {@code limit}; {@code listener} (may be null) hears each finished iteration. */
  public DraughtsSearchResult search(DraughtsPosition position, List<DraughtsPosition> history, DraughtsLimit limit,
      Consumer<DraughtsSearchInfo> listener) {
    return search.search(position, List.copyOf(history), limit, listener);
  }

  /**
   * The best {@code lines} moves (multi-PV, 1-5) within {@code limit}, each iteration's lines in
   * {@link DraughtsSearchInfo#lines()}, best first, each score exact (the analysis board). One line is
   * {@link #search(DraughtsPosition, List, DraughtsLimit, Consumer)}.
   *
   * <pre>{@code
   * var r = new DraughtsEngine(Variant.BRAZILIAN).search(position, List.of(), DraughtsLimit.ofDepth(8), 3, null);
   * r.info().lines();   // three lines, best first
   * }</pre>
   */
  public DraughtsSearchResult search(DraughtsPosition position, List<DraughtsPosition> history, DraughtsLimit limit, int lines,
      Consumer<DraughtsSearchInfo> listener) {
    return search.ready(position, List.copyOf(history), limit, lines, listener).get();
  }

  /**
   * Readies a search on the calling thread and returns it, to be run on another (as a protocol loop does, so
   * that it can read the GUI meanwhile): the clock starts now, and a {@link #stop} or {@link #ponderHit} sent
   * from now on applies to it, even before that thread gets going.
   *
   * @throws IllegalArgumentException when the side to move has no legal move
   */
  public Supplier<DraughtsSearchResult> prepare(DraughtsPosition position, List<DraughtsPosition> history, DraughtsLimit limit,
      Consumer<DraughtsSearchInfo> listener) {
    return search.ready(position, List.copyOf(history), limit, listener);
  }

  /** The move {@code level} plays: see {@link DraughtsLevel} for how randomness enters. */
  public DraughtsMove play(DraughtsPosition position, List<DraughtsPosition> history, DraughtsLevel level, long budgetMillis, Random random) {
    List<DraughtsMove> legal = position.legalMoves();
    if (legal.isEmpty()) throw new IllegalArgumentException("no legal move in " + position.fen() + ": the side to move has lost");
    if (legal.size() == 1) return legal.get(0);
    if (level.wildChance() > 0 && random.nextDouble() < level.wildChance()) return legal.get(random.nextInt(legal.size()));
    if (level.temperature() == 0) return search(position, history, level.limit(budgetMillis), null).move();
    int[] scores = search.scoreEveryMove(position, List.copyOf(history), level.depth(), budgetMillis);
    return legal.get(DraughtsLevelChoice.draw(scores, level.temperature(), random));
  }

  /** Stops the running or {@linkplain #prepare prepared} search (from another thread); it returns its best move so far. */
  public void stop() {
    search.stop();
  }

  /** The opponent played the expected move: a ponder search now runs on these limits. */
  public void ponderHit(DraughtsLimit limit) {
    search.ponderHit(limit);
  }

  /** Forgets what earlier searches stored (the next search is unrelated to them). */
  public void newGame() {
    search.table().clear();
  }

  /** The static evaluation for the side to move, in hundredths of a man. */
  public int evaluate(DraughtsPosition position) {
    return search.evaluate(position);
  }
}
