package org.tabuleiro.server.computer;

import java.util.Random;
import org.tabuleiro.play.Game;
import org.tabuleiro.play.GameMove;

/** Chooses the computer's move in a game: the engines behind one small door, so the club can be tested without them. */
public interface ComputerBrain {
  /** The move for the side to move, as a value (no text: the game takes it as it is), thinking at most {@code budgetMillis}. */
  GameMove choose(Game game, int level, long budgetMillis, Random random);
}
