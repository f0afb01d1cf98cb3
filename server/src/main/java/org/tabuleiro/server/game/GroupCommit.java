package org.tabuleiro.server.game;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.function.Consumer;
import org.tabuleiro.server.db.StorageException;

/**
 * Many callers' writes stored in one transaction: a group commit. Each caller queues its item and waits; the first
 * to find no write under way becomes the leader, takes everything queued and stores it with one call of
 * {@code store} (one transaction, one commit), then wakes the callers whose items went in. Items queued meanwhile
 * wait for the next leader, one of their own callers. No thread of its own, so nothing to start or stop.
 *
 * <p>{@link #write} returns only after the caller's item is committed, or throws: acknowledging after it keeps
 * "a move is acknowledged only once it is stored". Under light load a batch is one item (no added wait); under
 * heavy load the batch grows with the time a commit takes, so commits per second stay bounded while items per
 * second grow; while commits follow each other closely a leader first waits a little ({@link #LINGER_NANOS}) for
 * more company. Why it pays: with an H2 file every commit writes a new chunk (the changed B-tree pages up to the
 * root) and PostgreSQL flushes its log on every commit; one commit for the moves of many games shares that cost.
 *
 * <p>A failed batch is stored again one item a transaction, so a bad item (a seq already taken) fails only its
 * own caller.
 */
final class GroupCommit<T> {
  /** Bounds one transaction's size; the rest waits for the next leader, at once. */
  private static final int MAX_BATCH = 1_000;
  /**
   * How long a leader waits for company when the previous commit ended less than this ago (the store is busy).
   * Measured on an H2 file: without it batches held 1.4 moves at 1,000 moves/s, and at 2,500 moves/s the commits
   * could not keep up (a commit writes a chunk whatever it holds); with 3 ms they held 16 and kept up. An idle
   * store never waits.
   * {@code group_commit_linger_micros} of the configuration (config/Tuning) sets it (0: never wait).
   */
  static final long LINGER_NANOS = 3_000_000;

  private final Consumer<List<T>> store;
  private final long lingerNanos;
  private final ReentrantLock lock = new ReentrantLock();
  private final Condition written = lock.newCondition();
  private final Condition lingering = lock.newCondition();   // never signalled: a timed wait that frees the lock
  private List<Pending<T>> queue = new ArrayList<>();
  private boolean writing;
  private long lastCommitEnd = System.nanoTime() - Long.MAX_VALUE / 2;   // long ago: an idle store never waits

  /** @param store stores the items in one transaction, or throws {@link StorageException} having stored none */
  GroupCommit(Consumer<List<T>> store) {
    this(store, LINGER_NANOS);
  }

  /** @param lingerNanos how long a leader waits for company while the store is busy (0: never) */
  GroupCommit(Consumer<List<T>> store, long lingerNanos) {
    this.store = store;
    this.lingerNanos = lingerNanos;
  }

  /** Stores {@code item}, batched with whatever else is waiting; returns once it is committed. */
  void write(T item) {
    var mine = new Pending<>(item);
    lock.lock();
    try {
      queue.add(mine);
      while (!mine.done) {
        if (writing) {
          written.awaitUninterruptibly();
          continue;
        }
        writing = true;
        if (lingerNanos > 0 && System.nanoTime() - lastCommitEnd < lingerNanos) linger();
        List<Pending<T>> batch = takeBatch();
        lock.unlock();
        try {
          storeAll(batch);
        } finally {
          lock.lock();
          for (Pending<T> p : batch) p.done = true;
          writing = false;
          lastCommitEnd = System.nanoTime();
          written.signalAll();
        }
      }
    } finally {
      lock.unlock();
    }
    mine.outcome();
  }

  /** Called with the lock held; returns with it held, having let others queue for {@link #LINGER_NANOS}. */
  private void linger() {
    long left = lingerNanos;
    while (left > 0 && queue.size() < MAX_BATCH) {
      try {
        left = lingering.awaitNanos(left);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();   // kept for the caller; the batch is written anyway
        return;
      }
    }
  }

  /** The oldest queued items, at most {@link #MAX_BATCH}; a leader whose own item waits beyond them leads again. */
  private List<Pending<T>> takeBatch() {
    if (queue.size() <= MAX_BATCH) {
      List<Pending<T>> all = queue;
      queue = new ArrayList<>();
      return all;
    }
    List<Pending<T>> first = new ArrayList<>(queue.subList(0, MAX_BATCH));
    queue = new ArrayList<>(queue.subList(MAX_BATCH, queue.size()));
    return first;
  }

  /** Items waiting for the next leader (tests). */
  int queued() {
    lock.lock();
    try {
      return queue.size();
    } finally {
      lock.unlock();
    }
  }

  /** Records each item's fate: stored, or the failure its caller rethrows. */
  private void storeAll(List<Pending<T>> batch) {
    try {
      store.accept(batch.stream().map(p -> p.item).toList());
      batch.forEach(p -> p.stored = true);
      return;
    } catch (RuntimeException e) {
      if (batch.size() == 1) {
        batch.getFirst().failure = e;
        return;
      }
    }
    for (Pending<T> p : batch) {
      try {
        store.accept(List.of(p.item));
        p.stored = true;
      } catch (RuntimeException e) {
        p.failure = e;
      }
    }
  }

  /** One caller's item; the leader writes its fields, the caller reads them once {@code done} (under the lock). */
  private static final class Pending<T> {
    final T item;
    boolean done;
    boolean stored;
    RuntimeException failure;

    Pending(T item) {
      this.item = item;
    }

    /** Returns normally only when stored; rethrows the store's failure otherwise. */
    void outcome() {
      if (stored) return;
      // The leader died of an Error before deciding: never acknowledge what may not be stored.
      throw failure != null ? failure : new StorageException("the batch was not stored", null);
    }
  }
}
