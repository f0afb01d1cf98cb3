package org.tabuleiro.server.testing;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.function.IntFunction;

/** Requests let go together, for the tests of caps under races: each on a virtual thread, all held at one gate. */
public final class AtOnce {
  private AtOnce() {}

  /** Runs {@code task(0)} to {@code task(n - 1)} at once; their results, in order. */
  public static <T> List<T> run(int n, IntFunction<T> task) {
    var gate = new CountDownLatch(1);
    List<CompletableFuture<T>> running = new ArrayList<>();
    try (ExecutorService pool = Executors.newVirtualThreadPerTaskExecutor()) {
      for (int i = 0; i < n; i++) {
        int index = i;
        running.add(CompletableFuture.supplyAsync(() -> {
          try {
            gate.await();
          } catch (InterruptedException e) {
            throw new IllegalStateException(e);
          }
          return task.apply(index);
        }, pool));
      }
      gate.countDown();
      return running.stream().map(CompletableFuture::join).toList();
    }
  }
}
