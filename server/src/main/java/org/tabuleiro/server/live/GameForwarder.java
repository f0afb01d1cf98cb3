package org.tabuleiro.server.live;

import org.tabuleiro.rules.common.Color;

/**
 * How a cluster node reaches the owner of a game it does not own (cluster/RedisGameCommands); a single server owns
 * every game and has none. The owner answers with {@link ForwardedCommands}.
 */
public interface GameForwarder {
  /**
   * What {@link #forward} answers when the way to the owner is down (Redis away): nothing reached the owner, or what
   * did may or may not have been played; the socket is then sent to the owner (docs/server/cluster.md, "When Redis
   * goes away") and its client, reconnected there, sees in the game's {@code state} whether it was.
   */
  Submission.Refused UNLINKED = new Submission.Refused("game_elsewhere",
      "A partida está noutro servidor do clube, que este não alcança agora; a ligar a ele.");

  /**
   * The player's command (the client's frame as written) decided by the game's owner, wherever it is now; waits for
   * the answer. When none comes in time, a {@link Submission.Refused} that says so (the command may or may not have
   * been played: its events, if any, reach the socket all the same); {@link #UNLINKED} when the way is down.
   */
  Submission forward(long gameId, Color color, String message);

  /** A socket of the player {@code color} opened ({@code open}) or closed on this node: the owner counts it. */
  void presence(long gameId, Color color, boolean open);

  /**
   * Whether commands and events cross nodes now. While they do not (Redis away), a socket on a game another node
   * owns would get neither its opponent's moves nor its own played: it is sent to the owner instead.
   */
  boolean linked();
}
