package org.tabuleiro.server.live;

import org.tabuleiro.rules.common.Color;

/**
 * How a cluster node reaches the owner of a game it does not own (cluster/RedisGameCommands); a single server owns
 * every game and has none. The owner answers with {@link ForwardedCommands}.
 */
public interface GameForwarder {
  /**
   * The player's command (the client's frame as written) decided by the game's owner, wherever it is now; waits for
   * the answer. When none comes in time, a {@link Submission.Refused} that says so (the command may or may not have
   * been played: its events, if any, reach the socket all the same).
   */
  Submission forward(long gameId, Color color, String message);

  /** A socket of the player {@code color} opened ({@code open}) or closed on this node: the owner counts it. */
  void presence(long gameId, Color color, boolean open);
}
