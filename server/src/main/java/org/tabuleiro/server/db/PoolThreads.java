package org.tabuleiro.server.db;

import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.atomic.AtomicInteger;

/**
 * The threads HikariCP makes for a pool (its connection adder, closer and housekeeper), kept so that they can be
 * woken when the database is back: while the database is down, the adder retries with a backoff that doubles up to
 * 5 s (HikariCP's, not configurable), so the pool would stay empty for up to 5 s after the database returned.
 * Interrupted, the adder stops its retries, and the next request's wait starts a fresh one, which connects at once.
 * The others are idle pool workers that ignore an interrupt.
 */
final class PoolThreads implements ThreadFactory {
  private final String name;
  private final AtomicInteger count = new AtomicInteger();
  private final Set<Thread> threads = ConcurrentHashMap.newKeySet();

  PoolThreads(String name) {
    this.name = name;
  }

  @Override
  public Thread newThread(Runnable r) {
    Thread t = Thread.ofPlatform().name(name + "-" + count.incrementAndGet()).daemon().unstarted(r);
    threads.add(t);
    return t;
  }

  /** Wakes every living thread of the pool (see above); forgets the ended ones. */
  void wake() {
    threads.removeIf(t -> t.getState() == Thread.State.TERMINATED);
    threads.forEach(Thread::interrupt);
  }
}
