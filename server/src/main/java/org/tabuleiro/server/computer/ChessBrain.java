package org.tabuleiro.server.computer;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.tabuleiro.engine.chess.ChessEngine;
import org.tabuleiro.play.Game;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.chess.Position;

/**
 * Chess through the engine module's searcher. Each thinker thread keeps its own engine (its transposition table is
 * not shared between threads), 16 MB each.
 */
final class ChessBrain implements ComputerBrain {
  private static final int HASH_MB = 16;
  private final ThreadLocal<ChessEngine> engines = ThreadLocal.withInitial(() -> new ChessEngine(HASH_MB));

  @Override
  public String choose(Game game, int level, long budgetMillis, Random random) {
    String fen = game.setup().initialFen();
    Position p = fen == null ? Position.initial() : Position.fromFen(fen);
    List<Position> history = new ArrayList<>();
    for (String uci : game.moves()) {
      history.add(p);
      p = p.play(find(p, uci));
    }
    return engines.get().choose(p, history, level, budgetMillis, random).uci();
  }

  private static Move find(Position p, String uci) {
    try {
      return p.parseUci(uci);
    } catch (IllegalArgumentException e) {
      throw new IllegalStateException("stored move " + uci + " is not legal in " + p.fen(), e);
    }
  }
}
