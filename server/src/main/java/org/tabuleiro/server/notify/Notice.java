package org.tabuleiro.server.notify;

import java.time.Instant;
import java.util.Map;

/**
 * Something a player is told on whatever page they have open (the bell): a challenge, its answer, a rematch offer, a
 * saved game's opponent back. {@code data} holds the type's fields (docs/protocol.md, Notifications).
 */
public record Notice(long id, String type, Map<String, Object> data, Instant at, boolean read) {
  public Notice {
    data = Map.copyOf(data);
  }

  Notice asRead() {
    return new Notice(id, type, data, at, true);
  }
}
