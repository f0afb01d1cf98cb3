package org.tabuleiro.server.account;

import java.time.Duration;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.Semaphore;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Supplier;
import org.tabuleiro.server.common.Rejection;
import org.tabuleiro.server.common.Rejection.Kind;
import org.tabuleiro.server.common.Result;

/**
 * The password work of sign-ups and logins (Argon2id hashes and checks, 19 MiB each, and the strength estimate) on a
 * few platform threads of its own, {@link #THREADS}, with at most {@link #QUEUE_PER_THREAD} tasks waiting per thread.
 * A sign-up or login is {@linkplain #admit admitted} for its whole course (its database steps too) only while that
 * many are under way; beyond that it gets a {@link Kind#BUSY} refusal at once (503 with {@code Retry-After}), before
 * it touches the database: a flood of them cannot take the database's few connections from live play either.
 *
 * <p>Why not on the request's own thread: requests and sockets run on virtual threads, whose carriers are as many
 * as the cores, and a hash never yields its carrier. Two hashes at once left no carrier for anyone's moves; a burst
 * of sign-ups queued every socket of the club behind seconds of hashing. Here the operating system shares the cores
 * between the hashing threads and the carriers, and the waiting request parks its virtual thread (no carrier held).
 * The queue bound keeps a burst from waiting for minutes and from holding a 19 MiB hash per caller in memory.
 */
public final class PasswordWork implements AutoCloseable {
  /**
   * Threads for password work: {@code -Dtabuleiro.passwordThreads}, by default half the cores (at least one). The
   * other half stays for play: the operating system shares the cores thread by thread, and all of the club's
   * requests and sockets run on as many carrier threads as there are cores, so a thread per core for hashing took
   * half of the processor from everything else during a burst (SignUpBurstTest: a bystander's move ack p99 of about
   * 1 s on two busy cores, against about 0.1 s with one thread).
   */
  public static final int THREADS = Math.max(1, Runtime.getRuntime().availableProcessors() / 2);
  /** A hash takes 30-100 ms: 16 waiting per thread is a wait of a second or two at most. */
  public static final int QUEUE_PER_THREAD = 16;
  /**
   * What a busy answer tells the client to wait: 1 to 4 s, drawn for each answer, so that the clients of one burst
   * do not all come back in the same instant.
   */
  public static final int RETRY_AFTER_MIN_SECONDS = 1, RETRY_AFTER_MAX_SECONDS = 4;

  private final ThreadPoolExecutor pool;
  private final Semaphore admitted;

  public PasswordWork() {
    this(THREADS);
  }

  /** @param threads the hashing threads ({@code password_threads}, config/Tuning; {@link #THREADS} by default) */
  public PasswordWork(int threads) {
    this(threads, threads * QUEUE_PER_THREAD);
  }

  PasswordWork(int threads, int queue) {
    this.admitted = new Semaphore(threads + queue);
    AtomicInteger n = new AtomicInteger();
    this.pool = new ThreadPoolExecutor(threads, threads, 30, TimeUnit.SECONDS, new ArrayBlockingQueue<>(queue),
        r -> Thread.ofPlatform().name("password-work-" + n.incrementAndGet()).daemon().unstarted(r),
        new ThreadPoolExecutor.AbortPolicy());
    pool.allowCoreThreadTimeOut(true);  // an idle club keeps no threads for it
  }

  /**
   * Runs {@code request} (a whole sign-up or login, which calls {@link #run} for its password work) if fewer than
   * the threads and their queue are under way; else a {@link Kind#BUSY} refusal, without running it.
   */
  public <T> Result<T> admit(Supplier<Result<T>> request) {
    if (!admitted.tryAcquire()) return Result.rejected(busy());
    try {
      return request.get();
    } finally {
      admitted.release();
    }
  }

  /**
   * Runs {@code work} on the password threads and waits for it (a virtual thread waiting parks, holding no carrier);
   * a {@link Kind#BUSY} refusal when the queue is full, which admitted requests never find.
   */
  public <T> Result<T> run(Callable<Result<T>> work) {
    Future<Result<T>> answer;
    try {
      answer = pool.submit(work);
    } catch (RejectedExecutionException e) {
      return Result.rejected(busy());
    }
    try {
      return answer.get();
    } catch (ExecutionException e) {
      if (e.getCause() instanceof RuntimeException r) throw r;
      if (e.getCause() instanceof Error err) throw err;
      throw new IllegalStateException("password work failed", e.getCause());
    } catch (InterruptedException e) {
      answer.cancel(true);
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while waiting for password work", e);
    }
  }

  static Rejection busy() {
    Duration wait = Duration.ofSeconds(
        ThreadLocalRandom.current().nextInt(RETRY_AFTER_MIN_SECONDS, RETRY_AFTER_MAX_SECONDS + 1));
    return new Rejection(Kind.BUSY, "busy", "O servidor está ocupado com outros cadastros e entradas. Tente de novo "
        + "daqui a " + wait.toSeconds() + " segundos.", wait);
  }

  @Override
  public void close() {
    pool.shutdownNow();
  }
}
