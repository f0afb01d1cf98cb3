package org.tabuleiro.server.chat;

import java.time.Instant;

/**
 * Carries chat between a cluster's nodes (docs/server/cluster.md): every line said on one node reaches the rooms of
 * every node, this one's too, all in one order ({@link ChatService#deliver}). A single server has none: its lines go
 * straight to its rooms. Each method may throw {@link org.tabuleiro.server.common.UnavailableException}.
 */
public interface ChatRelay {
  /** An id for a new line, unique in the whole cluster (reports name lines by it). */
  long nextLineId();

  /** Hands {@code line} to every node, which each {@link ChatService#deliver deliver} it. */
  void send(ChatLine line);

  /**
   * Counts a line of {@code accountId} in game {@code gameId}'s rooms (0: the club's) against {@code limits} on every
   * node together, and says whether it may be said: the node's own count holds one node's sockets only, and a player
   * may write through two. Counted and checked in one step (two nodes at once never let one more through).
   */
  boolean allow(long accountId, long gameId, Instant now, ChatLimits limits);

  /** Tells the other nodes that a moderator muted {@code accountId} until {@code until} ({@link ChatService#mutedElsewhere}). */
  void muted(long accountId, Instant until);
}
