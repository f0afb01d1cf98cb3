package org.tabuleiro.bench;

import java.util.concurrent.atomic.AtomicLong;
import java.util.concurrent.atomic.AtomicLongArray;

/** Latencies in 50 µs buckets up to 5 s (beyond counts in the last bucket), plus the exact maximum. Thread-safe. */
final class LatencyHistogram {
  private static final long BUCKET_NANOS = 50_000;
  private final AtomicLongArray counts = new AtomicLongArray(100_000);
  private final AtomicLong total = new AtomicLong();
  private final AtomicLong maxNanos = new AtomicLong();

  void record(long nanos) {
    counts.incrementAndGet((int) Math.min(counts.length() - 1, Math.max(0, nanos / BUCKET_NANOS)));
    total.incrementAndGet();
    maxNanos.accumulateAndGet(nanos, Math::max);
  }

  /** Adds every latency {@code other} holds to this one. */
  void add(LatencyHistogram other) {
    for (int i = 0; i < counts.length(); i++) {
      long c = other.counts.get(i);
      if (c != 0) counts.addAndGet(i, c);
    }
    total.addAndGet(other.total.get());
    maxNanos.accumulateAndGet(other.maxNanos.get(), Math::max);
  }

  long count() {
    return total.get();
  }

  /** The upper edge of the bucket holding the {@code q} quantile, in milliseconds; 0 when empty. */
  double quantileMillis(double q) {
    long n = total.get();
    if (n == 0) return 0;
    long rank = (long) Math.ceil(q * n);
    long seen = 0;
    for (int i = 0; i < counts.length(); i++) {
      seen += counts.get(i);
      if (seen >= rank) return (i + 1) * BUCKET_NANOS / 1e6;
    }
    return maxMillis();
  }

  double maxMillis() {
    return maxNanos.get() / 1e6;
  }
}
