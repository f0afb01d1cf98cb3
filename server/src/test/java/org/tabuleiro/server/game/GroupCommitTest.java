package org.tabuleiro.server.game;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.tabuleiro.server.db.StorageException;

class GroupCommitTest {
  @Test
  void aWriteReturnsOnlyOnceItsItemIsStored() {
    List<Integer> stored = new ArrayList<>();
    var commit = new GroupCommit<Integer>(stored::addAll);
    commit.write(7);
    assertEquals(List.of(7), stored);
  }

  @Test
  void writesWaitingTogetherShareOneTransaction() throws Exception {
    List<Integer> stored = Collections.synchronizedList(new ArrayList<>());
    var transactions = new AtomicInteger();
    var firstStarted = new CountDownLatch(1);
    var release = new CountDownLatch(1);
    var commit = new GroupCommit<Integer>(items -> {
      if (transactions.incrementAndGet() == 1) {
        firstStarted.countDown();
        await(release);   // the others queue up behind this slow commit
      }
      stored.addAll(items);
    });
    try (var pool = Executors.newVirtualThreadPerTaskExecutor()) {
      var futures = new ArrayList<Future<?>>();
      futures.add(pool.submit(() -> commit.write(0)));
      firstStarted.await();
      for (int i = 1; i <= 50; i++) {
        int n = i;
        futures.add(pool.submit(() -> commit.write(n)));
      }
      while (commit.queued() < 50) Thread.sleep(5);
      release.countDown();
      for (Future<?> f : futures) f.get();
    }
    assertEquals(51, stored.size());
    assertEquals(2, transactions.get(), "the 50 writes queued behind the first commit go in one more");
  }

  @Test
  void aBadItemFailsOnlyItsOwnWriter() throws Exception {
    List<Integer> stored = Collections.synchronizedList(new ArrayList<>());
    var gate = new CountDownLatch(1);
    var first = new AtomicInteger();
    var commit = new GroupCommit<Integer>(items -> {
      if (first.getAndIncrement() == 0) await(gate);
      if (items.contains(-1)) throw new StorageException("seq taken", null);
      stored.addAll(items);
    });
    try (var pool = Executors.newVirtualThreadPerTaskExecutor()) {
      var blocker = pool.submit(() -> commit.write(0));
      while (first.get() == 0) Thread.sleep(5);
      var good = pool.submit(() -> commit.write(1));
      var bad = pool.submit(() -> {
        assertThrows(StorageException.class, () -> commit.write(-1));
        return null;
      });
      var other = pool.submit(() -> commit.write(2));
      while (commit.queued() < 3) Thread.sleep(5);
      gate.countDown();
      blocker.get();
      good.get();
      bad.get();
      other.get();
    }
    assertTrue(stored.containsAll(List.of(0, 1, 2)));
    assertEquals(3, stored.size());
  }

  @Test
  void anErrorInTheLeaderAcknowledgesNoneOfItsBatch() throws Exception {
    var gate = new CountDownLatch(1);
    var calls = new AtomicInteger();
    var commit = new GroupCommit<Integer>(items -> {
      if (calls.getAndIncrement() == 0) {
        await(gate);
        return;
      }
      throw new OutOfMemoryError("simulated");
    });
    try (var pool = Executors.newVirtualThreadPerTaskExecutor()) {
      var blocker = pool.submit(() -> commit.write(0));
      while (calls.get() == 0) Thread.sleep(5);
      var outcomes = new ArrayList<Future<Throwable>>();
      for (int i = 1; i <= 3; i++) {
        int n = i;
        outcomes.add(pool.submit(() -> {
          try {
            commit.write(n);
            return null;
          } catch (Throwable t) {
            return t;
          }
        }));
      }
      while (commit.queued() < 3) Thread.sleep(5);
      gate.countDown();
      blocker.get();
      for (Future<Throwable> f : outcomes) assertTrue(f.get() != null, "a write that was not stored must throw");
    }
  }

  private static void await(CountDownLatch latch) {
    try {
      latch.await();
    } catch (InterruptedException e) {
      throw new IllegalStateException(e);
    }
  }
}
