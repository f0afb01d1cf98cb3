package org.tabuleiro.server.live;

import java.time.InstantSource;

/**
 * At most {@code limit} messages per second (a fixed one-second window on the server clock). A human sends a few
 * per second at most; a flooding client gets error frames, and other games never notice. One guard per socket for
 * every message ({@link GameSocket}, {@code lobby.LobbySocket}), and one per socket and per address for
 * {@code sync} ({@link SocketGate}).
 */
public final class FloodGuard {
  private final InstantSource clock;
  private final int limit;
  private long windowStartMillis;
  private int count;

  public FloodGuard(InstantSource clock, int limit) {
    this.clock = clock;
    this.limit = limit;
  }

  /** True when this message is within the limit. */
  public synchronized boolean allow() {
    long now = clock.millis();
    if (count == 0 || now - windowStartMillis >= 1000 || now < windowStartMillis) {
      windowStartMillis = now;
      count = 0;
    }
    return ++count <= limit;
  }
}
