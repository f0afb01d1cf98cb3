package org.tabuleiro.bench;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.locks.LockSupport;
import java.util.function.Consumer;

/**
 * Ticks every game once a second, each at its own random instant within the second (to the millisecond), from one
 * thread that wakes once a millisecond. A timer task per game (a scheduled pool) woke a thread per game-tick: 5,000
 * wake-ups a second at 5,000 games, on the two cores the server needs.
 */
final class BenchTicker implements AutoCloseable {
  private static final int SLOTS = 1000;   // milliseconds in a second

  private final List<List<BenchGame>> slots = new ArrayList<>(SLOTS);
  private final Consumer<BenchGame> tick;
  private final Thread thread;
  private volatile boolean running = true;

  BenchTicker(List<BenchGame> games, Consumer<BenchGame> tick) {
    this.tick = tick;
    for (int i = 0; i < SLOTS; i++) slots.add(new ArrayList<>());
    for (BenchGame g : games) slots.get(ThreadLocalRandom.current().nextInt(SLOTS)).add(g);
    thread = Thread.ofPlatform().daemon().name("bench-ticker").start(this::run);
  }

  private void run() {
    long start = System.nanoTime();
    for (long ms = 0; running; ms++) {
      long due = start + ms * 1_000_000;
      for (long wait; (wait = due - System.nanoTime()) > 0; ) LockSupport.parkNanos(wait);
      for (BenchGame g : slots.get((int) (ms % SLOTS))) tick.accept(g);
    }
  }

  @Override
  public void close() throws InterruptedException {
    running = false;
    thread.join(5_000);
  }
}
