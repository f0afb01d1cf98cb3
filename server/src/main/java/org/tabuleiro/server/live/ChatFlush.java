package org.tabuleiro.server.live;

import java.util.Iterator;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/**
 * Chat frames wait up to {@link #MILLIS} in their socket's buffer ({@link Outbox#hold}), so that a busy room's lines
 * leave in a few writes rather than one each: a spectators' room of 600 sockets and 2,000 lines a second is 1.2
 * million frames a second, and a system call for each is more than two cores can make. A game's own frames are
 * never held by this (they leave at once and take the waiting chat with them, in order).
 */
final class ChatFlush implements AutoCloseable {
  static final long MILLIS = 25;

  private final Set<GameConnection> waiting = ConcurrentHashMap.newKeySet();
  private final AtomicBoolean scheduled = new AtomicBoolean();
  private final ScheduledExecutorService timer = Executors.newSingleThreadScheduledExecutor(r -> {
    Thread t = new Thread(r, "chat-flush");
    t.setDaemon(true);
    return t;
  });

  /** {@code c} holds chat frames: they leave within {@link #MILLIS}. */
  void held(GameConnection c) {
    // Added first: a flush that has just cleared the flag still finds it.
    if (waiting.add(c) && scheduled.compareAndSet(false, true)) timer.schedule(this::flush, MILLIS, TimeUnit.MILLISECONDS);
  }

  private void flush() {
    scheduled.set(false);
    for (Iterator<GameConnection> it = waiting.iterator(); it.hasNext(); ) {
      GameConnection c = it.next();
      it.remove();
      try {
        c.flushChat();
      } catch (RuntimeException e) {
        // a socket closing under us: its frames have nowhere to go
      }
    }
  }

  @Override
  public void close() {
    timer.shutdownNow();
  }
}
