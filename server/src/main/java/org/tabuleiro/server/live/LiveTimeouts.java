package org.tabuleiro.server.live;

import java.time.Duration;

/**
 * How long the server waits before it calls a game off or lets a player claim it.
 *
 * @param abandonment a player whose sockets have all been closed this long has left: the opponent may claim the
 *     win or call a draw ({@code claim-victory}, {@code call-draw})
 * @param firstMove a side that has not made its first move this long after its turn began gets the game aborted
 */
public record LiveTimeouts(Duration abandonment, Duration firstMove) {
  public static final LiveTimeouts DEFAULT = new LiveTimeouts(Duration.ofSeconds(60), Duration.ofSeconds(60));

  public LiveTimeouts {
    if (abandonment.isNegative() || firstMove.isNegative()) throw new IllegalArgumentException("negative timeout");
  }
}
