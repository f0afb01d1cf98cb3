package org.tabuleiro.bench;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class LatencyHistogramTest {
  @Test
  void quantilesAreTheUpperEdgesOfTheir50MicrosecondBuckets() {
    var h = new LatencyHistogram();
    for (int i = 1; i <= 99; i++) h.record(1_010_000);   // 1.01 ms: the bucket ending at 1.05 ms
    h.record(40_000_000);
    assertEquals(100, h.count());
    assertEquals(1.05, h.quantileMillis(0.50), 1e-9);
    assertEquals(1.05, h.quantileMillis(0.99), 1e-9);
    assertEquals(40.05, h.quantileMillis(1.0), 1e-9);
    assertEquals(40.0, h.maxMillis(), 1e-9);
  }

  @Test
  void windowsAddUpToTheWholeMeasuredTime() {
    var first = new LatencyHistogram();
    var second = new LatencyHistogram();
    for (int i = 0; i < 98; i++) first.record(500_000);
    second.record(60_000_000);
    second.record(70_000_000);
    var whole = new LatencyHistogram();
    whole.add(first);
    whole.add(second);
    assertEquals(100, whole.count());
    assertEquals(0.55, whole.quantileMillis(0.50), 1e-9);
    assertEquals(60.05, whole.quantileMillis(0.99), 1e-9);
    assertEquals(70.0, whole.maxMillis(), 1e-9);
    assertEquals(0.0, new LatencyHistogram().quantileMillis(0.99));
  }
}
