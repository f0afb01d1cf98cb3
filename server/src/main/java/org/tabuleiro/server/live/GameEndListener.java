package org.tabuleiro.server.live;

import org.tabuleiro.play.Game;
import org.tabuleiro.server.game.StoredGame;

/** Told once when a game ends, after its end is stored (ratings, the live registry). */
public interface GameEndListener {
  void gameEnded(StoredGame stored, Game game);
}
