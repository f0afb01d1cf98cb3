package org.tabuleiro.server.live;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;

/** A {@link FlagScheduler} whose tasks run when the test says the time has come. */
final class ManualFlagScheduler implements FlagScheduler {
  private final List<Task> tasks = new ArrayList<>();

  private static final class Task implements Scheduled {
    final Instant at;
    final Runnable work;
    boolean cancelled;

    Task(Instant at, Runnable work) {
      this.at = at;
      this.work = work;
    }

    @Override
    public void cancel() {
      cancelled = true;
    }
  }

  @Override
  public synchronized Scheduled schedule(Instant at, Runnable task) {
    Task t = new Task(at, task);
    tasks.add(t);
    return t;
  }

  /** Runs every task due at {@code now}; tasks they schedule wait for the next call. */
  void runDue(Instant now) {
    List<Task> due;
    synchronized (this) {
      due = tasks.stream().filter(t -> !t.cancelled && !t.at.isAfter(now)).toList();
      tasks.removeAll(due);
    }
    due.forEach(t -> t.work.run());
  }

  /** When the earliest pending task is due, or null. */
  synchronized Instant next() {
    return tasks.stream().filter(t -> !t.cancelled).map(t -> t.at).min(Instant::compareTo).orElse(null);
  }

  @Override
  public void close() {}
}
