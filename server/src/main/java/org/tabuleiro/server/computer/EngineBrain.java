package org.tabuleiro.server.computer;

import java.util.Random;
import org.tabuleiro.play.Game;

/** The engine module's players: the chess engine for chess, the draughts engine for both draughts games. */
final class EngineBrain implements ComputerBrain {
  private final ComputerBrain chess = new ChessBrain();
  private final ComputerBrain draughts = new DraughtsBrain();

  @Override
  public String choose(Game game, int level, long budgetMillis, Random random) {
    return switch (game.variant()) {
      case CHESS -> chess.choose(game, level, budgetMillis, random);
      case INTERNATIONAL, BRAZILIAN -> draughts.choose(game, level, budgetMillis, random);
    };
  }
}
