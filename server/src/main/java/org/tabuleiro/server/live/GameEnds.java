package org.tabuleiro.server.live;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tabuleiro.play.Game;
import org.tabuleiro.server.game.StoredGame;

/**
 * Every part of the club told when a game ends (ratings, events, arenas), in the order they were added. Parts wired
 * after the live games (an event needs the live games to create its own) add themselves later. One listener that
 * fails does not keep the others from hearing of the end.
 */
public final class GameEnds implements GameEndListener {
  private static final Logger LOG = LoggerFactory.getLogger(GameEnds.class);
  private final List<GameEndListener> listeners = new CopyOnWriteArrayList<>();

  public GameEnds(GameEndListener... first) {
    listeners.addAll(List.of(first));
  }

  public void add(GameEndListener listener) {
    listeners.add(listener);
  }

  @Override
  public void gameEnded(StoredGame stored, Game game) {
    for (GameEndListener l : listeners) {
      try {
        l.gameEnded(stored, game);
      } catch (RuntimeException e) {
        LOG.error("game {}: a listener of its end failed: {}", stored.id(), e.toString());
      }
    }
  }
}
