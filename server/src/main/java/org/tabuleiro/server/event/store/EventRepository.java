package org.tabuleiro.server.event.store;

import java.util.function.Function;
import org.tabuleiro.server.common.Result;

/** Where events live. Every change runs in {@link #write}, one transaction per request. */
public interface EventRepository {
  /**
   * Runs {@code work} in one transaction holding the event's row lock, so the writes of one event run one at a time
   * (across server processes too). A {@link Result.Rejected} rolls the whole transaction back: nothing changes.
   * An event that does not exist gives {@code work} an empty {@link EventStore#event}.
   */
  <T> Result<T> write(long eventId, Function<EventStore, Result<T>> work);

  /** Runs {@code work} in one read-only transaction (a consistent view of the event). */
  <T> T read(Function<EventStore, T> work);
}
