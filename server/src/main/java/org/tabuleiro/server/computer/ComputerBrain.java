package org.tabuleiro.server.computer;

import java.util.Random;
import org.tabuleiro.play.Game;

/** Chooses the computer's move in a game: the engines behind one small door, so the club can be tested without them. */
public interface ComputerBrain {
  /**
   * The move for the side to move, in the notation {@link org.tabuleiro.play.Command.Move} takes (UCI for chess, PDN
   * for draughts), thinking at most {@code budgetMillis}.
   */
  String choose(Game game, int level, long budgetMillis, Random random);
}
