package org.tabuleiro.server.account;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.tabuleiro.server.common.Rejection.Kind;
import org.tabuleiro.server.common.Result;

class PasswordWorkTest {
  @Test
  void beyondItsThreadsAndQueueARequestIsRefusedAsBusyAtOnce() throws Exception {
    CountDownLatch release = new CountDownLatch(1);
    CountDownLatch started = new CountDownLatch(1);
    try (PasswordWork work = new PasswordWork(1, 1); var callers = Executors.newVirtualThreadPerTaskExecutor()) {
      // One running on the thread, one waiting in the queue: both admitted.
      Future<Result<String>> running = callers.submit(() -> work.admit(() -> work.run(() -> {
        started.countDown();
        release.await();
        return Result.ok("first");
      })));
      assertTrue(started.await(5, TimeUnit.SECONDS));
      Future<Result<String>> queued = callers.submit(() -> work.admit(() -> work.run(() -> Result.ok("second"))));
      Thread.sleep(100);  // let it take its place

      long before = System.nanoTime();
      Result<String> third = work.admit(() -> work.run(() -> Result.ok("third")));
      assertTrue(System.nanoTime() - before < TimeUnit.SECONDS.toNanos(1), "refused without waiting");
      var busy = assertInstanceOf(Result.Rejected.class, third).rejection();
      assertEquals(Kind.BUSY, busy.kind());
      assertEquals("busy", busy.code());
      long wait = busy.retryAfter().toSeconds();
      assertTrue(wait >= 1 && wait <= 4, "Retry-After " + wait);

      release.countDown();
      assertEquals(Result.ok("first"), running.get(5, TimeUnit.SECONDS));
      assertEquals(Result.ok("second"), queued.get(5, TimeUnit.SECONDS));
      assertEquals(Result.ok("again"), work.admit(() -> work.run(() -> Result.ok("again"))), "free again");
    }
  }

  @Test
  void theWorkRunsOnThePasswordThreadsNotTheCallers() throws Exception {
    try (PasswordWork work = new PasswordWork(1, 1)) {
      var result = work.admit(() -> work.run(() -> Result.ok(Thread.currentThread().getName())));
      assertEquals(Result.ok("password-work-1"), result);
    }
  }
}
