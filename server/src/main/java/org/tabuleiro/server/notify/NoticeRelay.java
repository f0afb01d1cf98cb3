package org.tabuleiro.server.notify;

import java.util.List;

/**
 * Carries the bell's notices between a cluster's nodes: the node that makes, takes back or reads a player's
 * notices stores that and tells the others, which update the copy they hold and tell the player's sockets there
 * ({@link Notifications#deliverPush}, {@link Notifications#deliverRemove}, {@link Notifications#deliverRead}). A
 * single server has none. Each method may throw {@link org.tabuleiro.server.common.UnavailableException}.
 */
public interface NoticeRelay {
  /** An id for a new notice, unique in the whole cluster (the store's key). */
  long nextId();

  void pushed(long accountId, String username, Notice notice);

  void removed(long accountId, List<Long> ids);

  void read(long accountId);
}
