package org.tabuleiro.server.lobby;

/**
 * Carries the lobby's frames between a cluster's nodes: each node hands what it receives to its own sockets
 * ({@link LobbyFeed#deliverToAll}, {@link LobbyFeed#deliverToAccount}). A single server has none. Each method may
 * throw {@link org.tabuleiro.server.common.UnavailableException}.
 */
public interface LobbyRelay {
  /** {@code frame} to every lobby socket on every node. */
  void toAll(String frame);

  /** {@code frame} to {@code accountId}'s lobby sockets on every node. */
  void toAccount(long accountId, String frame);
}
