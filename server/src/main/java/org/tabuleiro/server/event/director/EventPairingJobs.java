package org.tabuleiro.server.event.director;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.time.Duration;
import java.time.Instant;
import java.time.InstantSource;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicLong;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;
import org.tabuleiro.server.account.Account;
import org.tabuleiro.server.common.Rejection;
import org.tabuleiro.server.common.Result;
import org.tabuleiro.server.event.EventBoard;
import org.tabuleiro.server.event.EventRefusals;
import org.tabuleiro.server.event.access.EventAccess;
import org.tabuleiro.server.event.store.EventRepository;

/**
 * Pairings run as jobs, off the request's thread (a 2,000-player Swiss round may take longer than a proxy waits):
 * one at a time per event, its phase and elapsed time readable while it runs and its outcome after it ends, from any
 * request (a reloaded page finds it). The jobs live in this server's memory; the round itself is stored whole, in one
 * transaction, or not at all ({@link EventDirector#pairNext(Account, long, boolean, PairingPhase.Listener)}), so a
 * server that stops mid-job leaves the event as it was before the request, and the arbiter pairs again.
 */
public final class EventPairingJobs {
  private final EventDirector director;
  private final EventRepository events;
  private final InstantSource clock;
  private final AtomicLong ids = new AtomicLong();
  private final Map<Long, Running> latest = new HashMap<>();  // by event, guarded by itself

  public EventPairingJobs(EventDirector director, EventRepository events, InstantSource clock) {
    this.director = director;
    this.events = events;
    this.clock = clock;
  }

  public enum State { RUNNING, DONE, FAILED }

  /**
   * One pairing job as it stands.
   *
   * @param round the round it pairs (the next one when it started)
   * @param phase what it is doing while it runs; null once it ended
   * @param elapsed since it started (to its end once it ended)
   * @param cpu the processor time of its thread so far
   * @param result the paired boards or the refusal, once it ended; null while it runs or when it failed on a fault
   * @param fault the unexpected exception it ended with (a bug or the database), or null
   */
  public record Job(long id, long eventId, int round, boolean publish, State state, PairingPhase phase, Instant startedAt,
      Duration elapsed, Duration cpu, Result<List<EventBoard>> result, RuntimeException fault) {
    /** Why it failed, as the page reads it: the refusal, or for a fault (logged) that nothing was stored. */
    public Optional<Rejection> refusal() {
      if (result instanceof Result.Rejected<List<EventBoard>> no) return Optional.of(no.rejection());
      if (fault == null) return Optional.empty();
      return Optional.of(Rejection.of(Rejection.Kind.CONFLICT, "pairing_failed",
          "O emparceiramento falhou por um erro do servidor (trabalho " + id + "): nada foi gravado; tente de novo."));
    }
  }

  /**
   * Starts pairing the next round of event {@code eventId} on a thread of its own and gives the job at once. Refused
   * as {@link EventDirector#pairNext} is for who may not (404, 403), and 409 {@code pairing_running} while the event's
   * previous job is still running.
   */
  public Result<Job> start(Account actor, long eventId, boolean publish) {
    Result<Integer> next = events.read(store -> EventAccess.writable(store, actor, eventId).map(e -> e.pairedRounds() + 1));
    if (next instanceof Result.Rejected<Integer> no) return Result.rejected(no.rejection());
    int round = ((Result.Ok<Integer>) next).value();
    Running job;
    synchronized (latest) {
      Running before = latest.get(eventId);
      if (before != null && !before.done.isDone()) {
        long s = Duration.ofNanos(System.nanoTime() - before.startNanos).toSeconds();
        return EventRefusals.conflict("pairing_running", "A rodada " + before.round + " deste torneio já está sendo emparceirada (há "
            + s + " s): aguarde o fim (GET /api/events/" + eventId + "/pairing) antes de pedir outra.");
      }
      job = new Running(ids.incrementAndGet(), eventId, round, publish, clock.instant());
      latest.put(eventId, job);
    }
    Thread.ofPlatform().daemon().name("pairing-event-" + eventId).start(() -> job.run(actor));
    return Result.ok(job.snapshot());
  }

  /** The event's latest job (running or ended) in this server, if any. */
  public Optional<Job> latest(long eventId) {
    Running job;
    synchronized (latest) {
      job = latest.get(eventId);
    }
    return Optional.ofNullable(job).map(Running::snapshot);
  }

  /** The job once it ended, or as it stands after {@code wait} (zero: as it stands now). */
  public Job await(Job job, Duration wait) {
    Running running;
    synchronized (latest) {
      running = latest.get(job.eventId());
    }
    if (running == null || running.id != job.id()) return job;
    if (!wait.isZero()) {
      try {
        running.done.get(wait.toNanos(), TimeUnit.NANOSECONDS);
      } catch (TimeoutException e) {
        // still running: answered as it stands
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      } catch (ExecutionException e) {
        throw new IllegalStateException(e);  // never: the job completes its future normally
      }
    }
    return running.snapshot();
  }

  /** A job's mutable side: its thread writes, every request reads. */
  private final class Running {
    final long id;
    final long eventId;
    final int round;
    final boolean publish;
    final Instant startedAt;
    final long startNanos = System.nanoTime();  // elapsed time is measured, not read from the (injectable) clock
    final CompletableFuture<Void> done = new CompletableFuture<>();
    volatile PairingPhase phase = PairingPhase.READING;
    volatile long endNanos;
    volatile long cpuNanos;
    volatile Thread thread;
    volatile Result<List<EventBoard>> result;
    volatile RuntimeException fault;

    Running(long id, long eventId, int round, boolean publish, Instant startedAt) {
      this.id = id;
      this.eventId = eventId;
      this.round = round;
      this.publish = publish;
      this.startedAt = startedAt;
    }

    void run(Account actor) {
      thread = Thread.currentThread();
      try {
        result = director.pairNext(actor, eventId, publish, p -> phase = p);
      } catch (RuntimeException e) {
        LOG.error("pairing job {} of event {} failed", id, eventId, e);
        fault = e;
      } finally {
        cpuNanos = cpuOf(thread);
        endNanos = System.nanoTime();
        done.complete(null);
      }
    }

    Job snapshot() {
      boolean ended = done.isDone();
      Result<List<EventBoard>> r = result;
      State state = !ended ? State.RUNNING : r instanceof Result.Ok<List<EventBoard>> ? State.DONE : State.FAILED;
      long to = ended ? endNanos : System.nanoTime();
      Thread t = thread;
      long cpu = ended ? cpuNanos : t == null ? 0 : cpuOf(t);
      return new Job(id, eventId, round, publish, state, ended ? null : phase, startedAt, Duration.ofNanos(to - startNanos),
          Duration.ofNanos(Math.max(0, cpu)), r, fault);
    }
  }

  private static final Logger LOG = LoggerFactory.getLogger(EventPairingJobs.class);
  private static final ThreadMXBean THREADS = ManagementFactory.getThreadMXBean();

  /** A thread's processor time (0 where the JVM does not measure it). */
  private static long cpuOf(Thread t) {
    try {
      long n = THREADS.isThreadCpuTimeSupported() ? THREADS.getThreadCpuTime(t.threadId()) : -1;
      return Math.max(0, n);
    } catch (UnsupportedOperationException e) {
      return 0;
    }
  }
}
