package org.tabuleiro.server.game;

import org.tabuleiro.server.db.StorageException;

/**
 * A cluster node tried to store events of a game it no longer owns: another node took the game over (this one was
 * paused or cut off past its lease), so nothing was stored. The node drops the game; its clients reconnect.
 */
public final class LeaseLost extends StorageException {
  private final long gameId;

  public LeaseLost(long gameId, String node) {
    super("game " + gameId + ": node " + node + " no longer owns it (another node took it over)", null);
    this.gameId = gameId;
  }

  public long gameId() {
    return gameId;
  }
}
