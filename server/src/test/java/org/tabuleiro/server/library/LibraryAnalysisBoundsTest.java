package org.tabuleiro.server.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.draughts.DraughtsMove;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.Variant;
import org.tabuleiro.server.http.ApiException;
import org.tabuleiro.server.testing.MutableClock;

/**
 * The server's engine is bounded per account (one analysis at a time, queued or running; an hourly allowance of
 * positions) and for everyone together (engine threads, a queue), each refusal saying how long to wait.
 */
class LibraryAnalysisBoundsTest {
  private static final DraughtsPosition START = DraughtsPosition.initial(Variant.BRAZILIAN);

  private static LibraryAnalysis analysis(long millis, int threads, int queue, int perHour, MutableClock clock) {
    return new LibraryAnalysis(millis, new LibraryAnalysis.Bounds(threads, queue, perHour, 2_000, 400), clock);
  }

  private static void awaitDone(LibraryAnalysis.Run run) throws InterruptedException {
    long deadline = System.nanoTime() + 60_000_000_000L;
    while (!run.isDone()) {
      assertTrue(System.nanoTime() < deadline, "run " + run.id + " never ended");
      Thread.sleep(10);
    }
  }

  /** A short game's positions and moves: the first {@code plies} moves the engine's first legal move gives. */
  private static List<DraughtsPosition> game(int plies, List<DraughtsMove> moves) {
    List<DraughtsPosition> positions = new ArrayList<>(List.of(START));
    DraughtsPosition p = START;
    for (int i = 0; i < plies; i++) {
      DraughtsMove m = p.legalMoves().get(0);
      moves.add(m);
      p = p.play(m);
      positions.add(p);
    }
    return positions;
  }

  @Test
  void anAccountHasOneAnalysisAtATimeQueuedOrRunningAndIsToldHowLongToWait() throws Exception {
    MutableClock clock = new MutableClock(Instant.parse("2026-12-07T23:00:00Z"));
    try (LibraryAnalysis a = analysis(1_500, 1, 8, 600, clock)) {
      LibraryAnalysis.Run ana = a.start(START, 1, 1);
      while (ana.isQueued()) Thread.sleep(5);   // the one thread took it
      LibraryAnalysis.Run rui = a.start(START, 1, 2);   // another account: queued behind ana's on the one thread
      ApiException again = assertThrows(ApiException.class, () -> a.start(START, 3, 1));
      assertEquals(429, again.status());
      assertEquals("analysis_running", again.code());
      assertTrue(again.getMessage().contains("uma por vez") && again.getMessage().contains("em cerca de"), again.getMessage());
      assertTrue(again.retryAfter().toSeconds() >= 1 && again.retryAfter().toSeconds() <= 2, again.retryAfter().toString());
      assertEquals("queued", a.json(rui).get("state"));
      assertEquals(0, a.json(rui).get("ahead"), "next in line");
      LibraryAnalysis.Run bia = a.start(START, 1, 3);
      assertEquals(1, a.json(bia).get("ahead"), "rui's before it");
      ApiException queued = assertThrows(ApiException.class, () -> a.start(START, 1, 2));
      assertTrue(queued.getMessage().contains("na fila"), queued.getMessage());
      assertTrue(queued.retryAfter().toMillis() >= 1_500, "its own time at least, and ana's left: " + queued.retryAfter());

      rui.stop();   // a stopped analysis frees its account at once, queued or running
      LibraryAnalysis.Run ruiAgain = a.start(START, 2, 2);
      awaitDone(ana);
      awaitDone(bia);
      awaitDone(ruiAgain);
      assertTrue(((List<?>) a.json(ruiAgain).get("lines")).size() > 0);
      assertEquals(0, ((List<?>) a.json(rui).get("lines")).size(), "the stopped one never searched");
      a.start(START, 1, 1);   // done: a new one is taken
    }
  }

  @Test
  void anAccountsPositionsAreCappedPerHourWithTheWaitUntilTheyFitAgain() throws Exception {
    MutableClock clock = new MutableClock(Instant.parse("2026-12-07T23:00:00Z"));
    try (LibraryAnalysis a = analysis(200, 1, 8, 10, clock)) {
      List<DraughtsMove> moves = new ArrayList<>();
      List<DraughtsPosition> six = game(5, moves);
      awaitDone(a.review(six, moves, 1));   // 6 of the 10 positions
      clock.advance(Duration.ofMinutes(20));
      awaitDone(a.start(START, 1, 1));   // 7
      awaitDone(a.start(START, 1, 2));   // another account's count is its own
      ApiException over = assertThrows(ApiException.class, () -> a.review(six, moves, 1));   // 7 + 6 > 10
      assertEquals(429, over.status());
      assertEquals("analysis_quota", over.code());
      assertTrue(over.getMessage().contains("7 posições na última hora") && over.getMessage().contains("limite é de 10")
          && over.getMessage().contains("pede 6") && over.getMessage().contains("em cerca de 40 min"), over.getMessage());
      assertEquals(Duration.ofMinutes(40), over.retryAfter(), "when the review's 6 leave the hour");
      awaitDone(a.start(START, 1, 1));   // 8: one position still fits
      clock.advance(Duration.ofMinutes(39));
      assertEquals("analysis_quota", assertThrows(ApiException.class, () -> a.review(six, moves, 1)).code());
      clock.advance(Duration.ofMinutes(1));
      awaitDone(a.review(six, moves, 1));   // the first review left the hour: 2 + 6
      ApiException tooLong = assertThrows(ApiException.class, () -> a.review(game(10, new ArrayList<>()), game10Moves(), 1));
      assertEquals("game_too_long", tooLong.code(), "11 positions never fit in 10 an hour");
    }
  }

  private static List<DraughtsMove> game10Moves() {
    List<DraughtsMove> moves = new ArrayList<>();
    game(10, moves);
    return moves;
  }

  @Test
  void aStoppedReviewCountsOnlyThePositionsItAnalysed() throws Exception {
    MutableClock clock = new MutableClock(Instant.parse("2026-12-07T23:00:00Z"));
    try (LibraryAnalysis a = new LibraryAnalysis(200, new LibraryAnalysis.Bounds(1, 8, 12, 50_000_000, 400), clock)) {
      List<DraughtsMove> moves = new ArrayList<>();
      List<DraughtsPosition> eleven = game(10, moves);
      LibraryAnalysis.Run run = a.review(eleven, moves, 1);
      assertEquals(11, a.used(1), "charged when it starts");
      while (run.isQueued()) Thread.sleep(5);
      run.stop();   // 50 million nodes a position: stopped inside its first search
      awaitDone(run);
      assertEquals(Boolean.TRUE, a.json(run).get("stopped"));
      assertTrue(run.count() < 11);
      assertEquals(run.count(), a.used(1), "only what it analysed stays counted");
    }
  }

  @Test
  void engineThreadsAreCappedForEveryoneTogetherAndTheQueueIsBounded() throws Exception {
    MutableClock clock = new MutableClock(Instant.parse("2026-12-07T23:00:00Z"));
    try (LibraryAnalysis a = analysis(700, 2, 3, 600, clock)) {
      List<LibraryAnalysis.Run> runs = new ArrayList<>();
      for (long owner = 1; owner <= 5; owner++) runs.add(a.start(START, 1, owner));
      assertEquals("queued", a.json(runs.get(4)).get("state"));
      ApiException full = assertThrows(ApiException.class, () -> a.start(START, 1, 6));
      assertEquals(503, full.status());
      assertEquals("busy", full.code());
      assertTrue(full.getMessage().contains("fila") && full.retryAfter() != null, full.getMessage());
      for (LibraryAnalysis.Run r : runs) awaitDone(r);
      assertEquals(2, a.mostRunning(), "five accounts at once, two engine threads");
      for (LibraryAnalysis.Run r : runs) assertTrue(((List<?>) a.json(r).get("lines")).size() > 0, "each searched in turn");
    }
  }
}
