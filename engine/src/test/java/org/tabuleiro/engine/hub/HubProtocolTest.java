package org.tabuleiro.engine.hub;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.api.Test;
import org.tabuleiro.engine.hub.HubClient.Line;
import org.tabuleiro.engine.hub.HubClient.Search;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.rules.draughts.DraughtsMove;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.Piece;
import org.tabuleiro.rules.draughts.Variant;

/**
 * The engine as a draughts GUI meets it: a child process spoken to by {@link HubClient}, a client written from
 * the Hub protocol's text (version 2, Scan's {@code protocol.txt}).
 */
class HubProtocolTest {
  private static final String START = HubClient.START;
  /** After 32-28: Black to move. */
  private static final String AFTER_32_28 = "B" + START.substring(1, 28) + "w" + START.substring(29, 32) + "e" + START.substring(33);

  @Test
  void aSearchThatFailsAnswersAnErrorThenDoneWithTheLastFinishedIterationsMove() throws Exception {
    try (HubClient engine = HubClient.start("--fail-at-depth", "3")) {
      engine.init();
      engine.send("pos pos=" + START, "level depth=6");
      Search s = engine.go("think");
      assertEquals(List.of("info", "info", "info", "error", "done"), s.lines().stream().map(Line::command).toList(), HubClient.texts(s.lines()));
      assertTrue(s.errors().getFirst().get("message").contains("a searcher bug at depth 3"), s.errors().toString());
      String depth3Move = s.infos().getLast().get("pv").split(" ")[0];
      assertEquals(depth3Move, s.done().get("move"));
      assertTrue(isLegal(depth3Move, START));
      // the engine goes on: a search that ends before the failing depth answers as usual
      engine.send("level depth=2");
      Search next = engine.go("think");
      assertTrue(next.errors().isEmpty() && isLegal(next.done().get("move"), START), HubClient.texts(next.lines()));
      engine.quitCleanly();
    }
  }

  @Test
  void aSearchThatDoesNotStopIsGivenUpAndAnsweredThenAFreshEngineSearches() throws Exception {
    try (HubClient engine = HubClient.start("--hang-at-depth", "2")) {
      engine.send("pos pos=" + START, "level infinite", "go analyze");
      Line info;
      do {
        info = engine.until("info").getLast();
      } while (!info.get("depth").equals("2")); // the searcher hangs once its info line is out
      engine.send("stop");
      long t = System.nanoTime();
      List<Line> lines = engine.until("done", Duration.ofSeconds(30));
      long millis = (System.nanoTime() - t) / 1_000_000;
      assertEquals(List.of("error", "done"), lines.stream().map(Line::command).toList(), HubClient.texts(lines));
      assertEquals(info.get("pv").split(" ")[0], lines.getLast().get("move"));
      assertTrue(millis >= HubSearch.STOP_GRACE_MILLIS - 100, "given up after " + millis + " ms");
      engine.send("level depth=1");
      Search next = engine.go("think");
      assertTrue(next.errors().isEmpty() && isLegal(next.done().get("move"), START), HubClient.texts(next.lines()));
      engine.quitCleanly();
    }
  }

  @Test
  void aTableTooLargeForTheHeapIsShrunkAndInitStillAnswersReady() throws Exception {
    try (HubClient engine = HubClient.start(List.of("-Xmx64m"))) {
      engine.hub();
      engine.send("set-param name=hash value=1024");
      List<Line> init = engine.init();
      assertEquals(List.of("error", "ready"), init.stream().map(Line::command).toList(), HubClient.texts(init));
      assertTrue(init.getFirst().get("message").contains("hash=1024"), init.getFirst().text());
      engine.send("pos pos=" + START, "level depth=3");
      Search s = engine.go("think");
      assertTrue(s.errors().isEmpty() && isLegal(s.done().get("move"), START), HubClient.texts(s.lines()));
      engine.quitCleanly();
    }
  }

  @Test
  void aGoAfterARefusedPosIsRefusedRatherThanAnsweredForTheOldPosition() throws Exception {
    try (HubClient engine = HubClient.start()) {
      engine.send("pos pos=" + START, "level depth=2");
      assertTrue(isLegal(engine.go("think").done().get("move"), START));
      for (String bad : List.of("pos pos=" + START + " moves=\"32-28 19-23 28-22\"", "pos pos=" + START.replace('e', 'x'), "pos")) {
        engine.send(bad);
        assertEquals("error", engine.next(Duration.ofSeconds(30)).command(), bad);
        Search s = engine.go("think");
        assertEquals(List.of("error", "done"), s.lines().stream().map(Line::command).toList(), bad + ": " + HubClient.texts(s.lines()));
        assertTrue(s.errors().getFirst().get("message").contains("pos"), s.errors().toString());
        assertFalse(s.done().has("move"), s.done().text());
      }
      engine.send("pos pos=" + AFTER_32_28);
      assertTrue(isLegal(engine.go("think").done().get("move"), AFTER_32_28));
      engine.quitCleanly();
    }
  }

  @Test
  void aGoAfterARefusedLevelIsRefusedRatherThanSearchedWithTheOldLevel() throws Exception {
    try (HubClient engine = HubClient.start()) {
      engine.send("pos pos=" + START, "level infinite", "level moves=9 time=2,5");
      assertEquals("error", engine.next(Duration.ofSeconds(30)).command());
      Search s = engine.go("think");
      assertEquals(List.of("error", "done"), s.lines().stream().map(Line::command).toList(), HubClient.texts(s.lines()));
      assertFalse(s.done().has("move"));
      engine.send("level moves=9 time=2.5");
      assertTrue(isLegal(engine.go("think").done().get("move"), START));
      engine.quitCleanly();
    }
  }

  @Test
  void unknownCommandsArgumentsAndParametersAreIgnoredWithoutAWord() throws Exception {
    try (HubClient engine = HubClient.start()) {
      List<Line> intro = engine.hub();
      assertTrue(intro.getFirst().command().equals("id"), intro.getFirst().text());
      engine.send("set-param name=book value=false", "set-param name=hash value=8 scope=\"this game\"", "frobnicate",
          "tune quickly x=\"unterminated", "new-game please");
      List<Line> all = new ArrayList<>(engine.init());
      assertEquals("ready", all.getLast().command());
      engine.send("pos pos=" + START + " colour=blue moves=\"32-28\" note=\"from a future GUI\"", "level depth=3 style=sharp");
      Search s = engine.go("think quickly=yes");
      assertTrue(isLegal(s.done().get("move"), AFTER_32_28), HubClient.texts(s.lines()));
      engine.send("level infinite", "go analyze");
      engine.until("info");
      engine.send("frobnicate", "stop");
      all.addAll(s.lines());
      all.addAll(engine.ping());
      assertTrue(all.stream().noneMatch(l -> l.command().equals("error")), HubClient.texts(all));
      engine.quitCleanly();
    }
  }

  @Test
  void aNewSearchSetUpRightAfterStopIsObeyedAfterTheStoppedSearchsDone() throws Exception {
    try (HubClient engine = HubClient.start()) {
      engine.send("pos pos=" + START, "level infinite", "go analyze");
      engine.until("info");
      // Hub 2: "Otherwise it will send "stop" and immediately set up a new search."
      engine.send("stop", "pos pos=" + AFTER_32_28, "level depth=2", "go think");
      List<Line> first = engine.until("done");
      assertTrue(isLegal(first.getLast().get("move"), START), HubClient.texts(first));
      List<Line> second = engine.until("done");
      assertTrue(isLegal(second.getLast().get("move"), AFTER_32_28), HubClient.texts(second));
      assertTrue(first.stream().noneMatch(l -> l.command().equals("error")) && second.stream().noneMatch(l -> l.command().equals("error")),
          HubClient.texts(first) + " " + HubClient.texts(second));
      engine.quitCleanly();
    }
  }

  @Test
  void aStopSentTheMomentASearchStartsIsObeyed() throws Exception {
    try (HubClient engine = HubClient.start()) {
      engine.send("pos pos=" + START, "level infinite");
      for (int i = 0; i < 20; i++) {
        engine.send("go analyze", "stop");
        assertTrue(isLegal(engine.until("done", Duration.ofSeconds(10)).getLast().get("move"), START));
      }
      engine.quitCleanly();
    }
  }

  @Test
  void aPonderHitSentTheMomentPonderingStartsStartsTheClock() throws Exception {
    try (HubClient engine = HubClient.start()) {
      engine.send("pos pos=" + START, "level move-time=0.2");
      for (int i = 0; i < 10; i++) {
        engine.send("go ponder", "ponder-hit");
        assertTrue(isLegal(engine.until("done", Duration.ofSeconds(10)).getLast().get("move"), START));
      }
      engine.quitCleanly();
    }
  }

  @Test
  void closingTheInputDuringASearchEndsTheEngine() throws Exception {
    try (HubClient engine = HubClient.start()) {
      engine.send("pos pos=" + START, "level infinite", "go analyze");
      // Hub 2: the GUI has crashed: "quit as directly as possible" (here before the search has got going)
      assertTrue(engine.closeInputAndWait(Duration.ofSeconds(4)), "the engine still runs");
      assertEquals(0, engine.exitValue());
    }
  }

  /** Whether {@code text} names a legal move of the position, in Hub notation (captured squares in any order). */
  private static boolean isLegal(String text, String hubPosition) {
    if (text == null) return false;
    boolean capture = text.contains("x");
    List<Integer> squares = List.of(text.split(capture ? "x" : "-")).stream().map(Integer::parseInt).toList();
    DraughtsPosition position = position(hubPosition);
    for (DraughtsMove m : position.legalMoves()) {
      if (m.from() == squares.get(0) && m.to() == squares.get(1) && m.isCapture() == capture
          && new TreeSet<>(m.captured()).equals(new TreeSet<>(squares.subList(2, squares.size())))) return true;
    }
    return false;
  }

  private static DraughtsPosition position(String hub) {
    Map<Integer, Piece> pieces = new HashMap<>();
    for (int s = 1; s < hub.length(); s++) {
      switch (hub.charAt(s)) {
        case 'w' -> pieces.put(s, Piece.WHITE_MAN);
        case 'b' -> pieces.put(s, Piece.BLACK_MAN);
        case 'W' -> pieces.put(s, Piece.WHITE_KING);
        case 'B' -> pieces.put(s, Piece.BLACK_KING);
        default -> { }
      }
    }
    return DraughtsPosition.of(Variant.INTERNATIONAL, hub.charAt(0) == 'W' ? Color.WHITE : Color.BLACK, pieces);
  }
}
