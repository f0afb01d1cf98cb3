package org.tabuleiro.engine.chess;

import java.util.List;
import java.util.Optional;
import java.util.Random;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.chess.Position;

/**
 * The computer opponent, as the club server and the UCI loop use it: one call, one move.
 *
 * <pre>{@code
 * ChessEngine engine = new ChessEngine(16);
 * Move move = engine.choose(Position.initial(), List.of(), 3, 1_000, new Random(7));
 * }</pre>
 *
 * <p>One instance per game (or per thread): it keeps its transposition table between moves and is not
 * thread-safe.
 */
public final class ChessEngine {
  private final Search search;

  public ChessEngine(int hashMegabytes) {
    search = new Search(hashMegabytes);
  }

  /**
   * A move for the side to move at {@code level} (1-8), thinking at most about {@code budgetMillis}
   * (level 8 uses it all, minus a small overhead; the weaker levels need far less). {@code history} holds the
   * game's earlier positions, oldest first, so the engine sees repetitions. Throws
   * IllegalArgumentException when the game is over (no legal move) or the level is not 1-8.
   */
  public Move choose(Position position, List<Position> history, int level, long budgetMillis, Random random) {
    return choose(position, history, ChessLevel.of(level), SearchLimits.moveTime(Math.max(1, budgetMillis)), random);
  }

  /** As above, with any limits (a node limit makes level 8 reproducible). */
  public Move choose(Position position, List<Position> history, ChessLevel level, SearchLimits limits, Random random) {
    if (position.legalMoveCount() == 0) {
      throw new IllegalArgumentException("no legal move: the game is over in " + position.fen());
    }
    if (level.isFullStrength()) {
      Optional<Move> best = search.search(position, history, limits, info -> {}).bestMove();
      return best.orElseThrow();
    }
    return level.play(search, position, history, random).move();
  }

  /** The underlying search, for callers that want the figures (UCI info lines, benchmarks). */
  public Search search() {
    return search;
  }
}
