package org.tabuleiro.server.live;

import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Consumer;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/** {@link GameEventBus} inside one process: listeners are called on the publisher's thread, in order. */
public final class InMemoryGameEventBus implements GameEventBus {
  private static final Logger LOG = LoggerFactory.getLogger(InMemoryGameEventBus.class);

  private final Map<Long, List<Consumer<EventFrame>>> listeners = new ConcurrentHashMap<>();

  @Override
  public Subscription subscribe(long gameId, Consumer<EventFrame> listener) {
    listeners.computeIfAbsent(gameId, id -> new CopyOnWriteArrayList<>()).add(listener);
    return () -> listeners.computeIfPresent(gameId, (id, list) -> {
      list.remove(listener);
      return list.isEmpty() ? null : list;
    });
  }

  @Override
  public void publish(long gameId, List<EventFrame> events) {
    List<Consumer<EventFrame>> watching = listeners.get(gameId);
    if (watching == null) return;
    for (Consumer<EventFrame> l : watching) {
      for (EventFrame e : events) {
        try {
          l.accept(e);
        } catch (RuntimeException ex) {
          // One broken socket must not keep the event from the others, nor fail the move that was stored.
          LOG.warn("game {}: a listener failed on event {}: {}", gameId, e.seq(), ex.toString());
        }
      }
    }
  }

  /** How many listeners watch the game (tests: sockets unsubscribe when they close). */
  int listenerCount(long gameId) {
    List<Consumer<EventFrame>> watching = listeners.get(gameId);
    return watching == null ? 0 : watching.size();
  }
}
