package org.tabuleiro.engine.draughts;

import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.Supplier;
import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.Variant;

/** A search readied on one thread and run on another: a stop or ponder-hit in between is not lost. */
class DraughtsPreparedSearchTest {
  private final DraughtsPosition start = DraughtsPosition.initial(Variant.INTERNATIONAL);

  @Test
  void aStopSentBeforeAPreparedSearchRunsEndsItAtOnce() {
    DraughtsEngine engine = new DraughtsEngine(Variant.INTERNATIONAL, 1);
    Supplier<DraughtsSearchResult> search = engine.prepare(start, List.of(), DraughtsLimit.infinite(), null);
    engine.stop();
    long t = System.nanoTime();
    DraughtsSearchResult r = withinTenSeconds(engine, search);
    long millis = (System.nanoTime() - t) / 1_000_000;
    assertTrue(millis < 5_000, "an infinite search stopped before it ran took " + millis + " ms");
    assertTrue(start.legalMoves().contains(r.move()));
  }

  @Test
  void aPonderHitSentBeforeAPreparedPonderSearchRunsStartsItsClock() {
    DraughtsEngine engine = new DraughtsEngine(Variant.INTERNATIONAL, 1);
    Supplier<DraughtsSearchResult> search = engine.prepare(start, List.of(), DraughtsLimit.infinite(), null);
    engine.ponderHit(DraughtsLimit.ofMoveTime(50));
    long t = System.nanoTime();
    withinTenSeconds(engine, search);
    long millis = (System.nanoTime() - t) / 1_000_000;
    assertTrue(millis < 5_000, "a 50 ms move took " + millis + " ms");
  }

  @Test
  void aStopBeforeAnEarlierSearchIsForgottenByTheNextPreparedOne() {
    DraughtsEngine engine = new DraughtsEngine(Variant.INTERNATIONAL, 1);
    engine.stop(); // crossed an earlier search's end
    DraughtsSearchResult r = engine.prepare(start, List.of(), DraughtsLimit.ofDepth(4), null).get();
    assertTrue(r.info().depth() == 4, "searched to depth " + r.info().depth());
  }

  /** Runs the search, stopping it after 10 s should nothing else end it (the test then fails, but ends). */
  private static DraughtsSearchResult withinTenSeconds(DraughtsEngine engine, Supplier<DraughtsSearchResult> search) {
    Thread watchdog = Thread.ofVirtual().start(() -> {
      try {
        Thread.sleep(10_000);
        engine.stop();
      } catch (InterruptedException e) {
        // the search ended in time
      }
    });
    try {
      return search.get();
    } finally {
      watchdog.interrupt();
    }
  }
}
