package org.tabuleiro.server.computer;

import java.util.Random;
import org.tabuleiro.play.Game;
import org.tabuleiro.play.GameMove;
import org.tabuleiro.play.Line;

/** The engine module's players: the chess engine for chess, the draughts engine for both draughts games. */
final class EngineBrain implements ComputerBrain {
  private final ChessBrain chess = new ChessBrain();
  private final DraughtsBrain draughts = new DraughtsBrain();

  @Override
  public GameMove choose(Game game, int level, long budgetMillis, Random random) {
    return switch (game.line()) {
      case Line.Chess c -> chess.choose(c, level, budgetMillis, random);
      case Line.Draughts d -> draughts.choose(d, level, budgetMillis, random);
    };
  }
}
