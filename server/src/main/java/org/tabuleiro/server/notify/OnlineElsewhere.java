package org.tabuleiro.server.notify;

import java.util.Map;
import java.util.function.Supplier;

/**
 * Who is online on a cluster's other nodes: each node tells it the players with a {@code /ws/me} socket open on it
 * ({@link #changed}, and it re-reads {@code here} whenever it likes), and asks it for everyone's. A single server has
 * none. {@link #everyone} may throw {@link org.tabuleiro.server.common.UnavailableException}.
 */
public interface OnlineElsewhere {
  /** Starts telling the others this node's players, read from {@code here} (account id to username). */
  void start(Supplier<Map<Long, String>> here);

  /** A player came online here or left: the others should hear soon. */
  void changed();

  /** The players online on every node, this one's included: account id to username. */
  Map<Long, String> everyone();

  /** The game each player is playing on every node, as the nodes last told it: account id to game id. */
  Map<Long, Long> playing();
}
