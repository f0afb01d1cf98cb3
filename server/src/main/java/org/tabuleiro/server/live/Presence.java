package org.tabuleiro.server.live;

import java.time.Duration;
import java.time.Instant;
import org.tabuleiro.rules.common.Color;

/**
 * Which players of a game have a socket open, and since when a player has had none. A player who never connected
 * counts as gone since the game was loaded in this process (its creation, or the server's start).
 */
final class Presence {
  private final int[] sockets = new int[2];
  private final Instant[] goneSince = new Instant[2];

  Presence(Instant loaded) {
    goneSince[0] = loaded;
    goneSince[1] = loaded;
  }

  synchronized void joined(Color color) {
    sockets[color.ordinal()]++;
    goneSince[color.ordinal()] = null;
  }

  synchronized void left(Color color, Instant now) {
    if (--sockets[color.ordinal()] <= 0) {
      sockets[color.ordinal()] = 0;
      goneSince[color.ordinal()] = now;
    }
  }

  /** How long {@code color} has had no socket open at {@code now}, or null while it has one. */
  synchronized Duration absence(Color color, Instant now) {
    Instant since = goneSince[color.ordinal()];
    return since == null ? null : Duration.between(since, now);
  }
}
