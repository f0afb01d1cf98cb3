package org.tabuleiro.server.watch;

import java.util.List;
import java.util.Map;
import java.util.function.Supplier;

/**
 * The games being played on a cluster's other nodes, for the live games' list and the TV: each node tells it the
 * games it owns, as the list shows them ({@code here}, re-read whenever it likes), and asks it for the others'. A
 * single server has none. {@link #games} may throw {@link org.tabuleiro.server.common.UnavailableException}.
 */
public interface GamesElsewhere {
  /** Starts telling the other nodes this node's games, read from {@code here}: entries of the list's JSON. */
  void start(Supplier<List<Map<String, Object>>> here);

  /** The games the other nodes last told, each an entry of the list's JSON (not this node's own). */
  List<Map<String, Object>> games();
}
