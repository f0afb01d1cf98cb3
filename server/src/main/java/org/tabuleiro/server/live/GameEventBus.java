package org.tabuleiro.server.live;

import java.util.List;
import java.util.function.Consumer;

/**
 * Carries a game's stored events to whoever watches it (players' and spectators' sockets). In memory for one
 * server process today; a Redis or NATS implementation can replace it for several processes, which is why
 * listeners get the event's seq: they drop what they have already seen instead of trusting delivery order across
 * subscribe and snapshot. A batch's frames are made once and shared by every listener ({@link EventFrame}).
 */
public interface GameEventBus {
  /** {@code listener} receives each later event of the game, in seq order, until the subscription is closed. */
  Subscription subscribe(long gameId, Consumer<EventFrame> listener);

  /** Called by the game's owner only after the events are stored, in seq order. */
  void publish(long gameId, List<EventFrame> events);

  interface Subscription extends AutoCloseable {
    @Override
    void close();
  }
}
