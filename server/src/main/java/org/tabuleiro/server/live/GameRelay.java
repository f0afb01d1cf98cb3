package org.tabuleiro.server.live;

import java.util.List;

/**
 * A game's events between the nodes of a cluster (cluster/RedisGameRelay): the owner publishes each stored batch,
 * and a node with sockets watching a game receives the batches other nodes publish ({@link RelayedGameEventBus#receive}).
 */
public interface GameRelay {
  /** The owner's batch, as its sockets' frames ({@code {"t":"event","v":SEQ,...}}), in seq order. */
  void publish(long gameId, List<String> frames);

  /** Starts receiving the game's batches from other nodes; returns once the next ones will arrive. */
  void watch(long gameId);

  void unwatch(long gameId);
}
