package org.tabuleiro.server.computer;

import java.util.Random;
import org.tabuleiro.engine.chess.ChessEngine;
import org.tabuleiro.play.GameMove;
import org.tabuleiro.play.Line;

/**
 * Chess through the engine module's searcher. Each thinker thread keeps its own engine (its transposition table is
 * not shared between threads), 16 MB each.
 */
final class ChessBrain {
  private static final int HASH_MB = 16;
  private final ThreadLocal<ChessEngine> engines = ThreadLocal.withInitial(() -> new ChessEngine(HASH_MB));

  /** From the game's own position and the positions a repetition can reach: nothing is replayed, nothing written. */
  GameMove choose(Line.Chess line, int level, long budgetMillis, Random random) {
    return new GameMove.Chess(engines.get().choose(line.position(), line.repeatable(), level, budgetMillis, random));
  }
}
