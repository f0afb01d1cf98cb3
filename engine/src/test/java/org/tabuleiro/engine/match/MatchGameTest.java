package org.tabuleiro.engine.match;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tabuleiro.engine.uci.UciClient;
import org.tabuleiro.rules.chess.History;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.chess.Position;

/** The match tool against real engine processes ({@link FakeUciEngine}) that play randomly or misbehave. */
class MatchGameTest {
  static EngineSpec fake(String... args) {
    return new EngineSpec(FakeUciEngine.command(args), Map.of());
  }

  private static final Opening START = new Opening("start", Position.initial(), List.of());
  private static final MatchGame GAME = new MatchGame(new MatchTimeControl(60_000, 0), Adjudication.NONE, 100);

  @Test
  void randomPlayersFinishAGameTheRulesEnd() {
    try (UciClient a = fake("random", "7").start(); UciClient b = fake("random", "8").start()) {
      MatchGameResult r = GAME.play(START, a, b);
      History h = History.start(Position.initial());
      for (Move m : r.moves()) {
        assertTrue(h.position().isLegal(m), m.uci());
        h = h.play(m);
      }
      assertEquals(r.reason(), MatchGame.ending(h), "the game ended for the reason the rules give");
      assertTrue(Set.of("checkmate", "stalemate", "insufficient material", "threefold repetition", "fifty-move rule")
          .contains(r.reason()), r.reason());
    }
  }

  @Test
  void everyMoveKeepsTheMoversClockAndScoreAndThePgnWritesThemAsClkAndEval() {
    MatchGame withIncrement = new MatchGame(new MatchTimeControl(60_000, 1_000), new Adjudication(1, 1000, 10, 0, 0), 100);
    Opening e4 = new Opening("e4", Position.initial(),
        List.of(org.tabuleiro.rules.chess.San.parse(Position.initial(), "e4", org.tabuleiro.rules.chess.Language.ENGLISH)));
    try (UciClient a = fake("slow:50", "4").start(); UciClient b = fake("random", "5").start()) {
      MatchGameResult r = withIncrement.play(e4, b, a);
      assertEquals(r.moves().size(), r.notes().size());
      for (int i = 0; i < r.notes().size(); i++) {
        MoveNote note = r.notes().get(i);
        long clock = note.clockMillis();
        // the slow engine (Black, first after the opening's e4) spends at least 50 ms a move and gains 1 s
        if (i % 2 == 0) assertTrue(clock <= 60_000 + (i / 2 + 1) * 950L, i + ": " + clock);
        assertTrue(clock > 50_000, i + ": " + clock);
        assertEquals(1, note.depth(), "the fakes say depth 1");
        assertEquals(0, note.score().value(), "and score cp 0");
      }
      String pgn = MatchPgn.write(r, 1, "test");
      assertTrue(pgn.contains("1. e4 ") && !pgn.contains("1. e4 {"), "the book move carries no note: " + pgn);
      long clks = pgn.lines().mapToLong(l -> l.split("%clk", -1).length - 1).sum();
      long evals = pgn.lines().mapToLong(l -> l.split("%eval 0.00,1]", -1).length - 1).sum();
      assertEquals(r.moves().size(), clks, pgn);
      assertEquals(r.moves().size(), evals, pgn);
    }
  }

  @Test
  void aNoteReadsAsEvalFromWhitesSideAndClockInHoursMinutesSecondsAndTenths() {
    var cp = new UciClient.Score(false, 31);
    assertEquals("{[%eval 0.31,12] [%clk 0:00:09.5]}", MatchPgn.comment(new MoveNote(9_560, cp, 12), true));
    assertEquals("{[%eval -0.31,12] [%clk 1:02:03.0]}", MatchPgn.comment(new MoveNote(3_723_000, cp, 12), false));
    assertEquals("{[%eval #-3]}", MatchPgn.comment(new MoveNote(-1, new UciClient.Score(true, 3), 0), false));
    assertEquals("{[%clk 0:00:00.0]}", MatchPgn.comment(new MoveNote(0, null, 0), true));
    assertEquals("", MatchPgn.comment(new MoveNote(-1, null, 0), true));
  }

  @Test
  void anIllegalMoveLosesTheGame() {
    try (UciClient good = fake("random").start(); UciClient bad = fake("illegal").start()) {
      MatchGameResult r = GAME.play(START, good, bad);
      assertEquals(1.0, r.whiteScore());
      assertTrue(r.reason().startsWith("illegal move a1a1"), r.reason());
      assertEquals(1, r.moves().size());
    }
  }

  @Test
  void aCrashedEngineLosesTheGame() {
    try (UciClient bad = fake("crash").start(); UciClient good = fake("random").start()) {
      MatchGameResult r = GAME.play(START, bad, good);
      assertEquals(0.0, r.whiteScore());
      assertTrue(r.reason().contains("failed"), r.reason());
      assertTrue(r.engineFailed());
    }
  }

  @Test
  void theFlagFallsButABareKingCannotWin() {
    MatchGame fast = new MatchGame(new MatchTimeControl(300, 0), Adjudication.NONE, 0);
    Opening kqk = new Opening("KQ v K", Position.fromFen("4k3/8/8/8/8/8/8/3QK3 w - - 0 1"), List.of());
    Opening kqkp = new Opening("KQ v KP", Position.fromFen("4k3/p7/8/8/8/8/8/3QK3 w - - 0 1"), List.of());
    try (UciClient slow = fake("slow:600").start(); UciClient quick = fake("random").start()) {
      MatchGameResult draw = fast.play(kqk, slow, quick);
      assertEquals("time forfeit", draw.reason());
      assertEquals(0.5, draw.whiteScore(), "FIDE 6.9: Black has a bare king and cannot mate");
      MatchGameResult loss = fast.play(kqkp, slow, quick);
      assertEquals("time forfeit", loss.reason());
      assertEquals(0.0, loss.whiteScore(), "a pawn can still promote and mate, so the flag loses");
    }
  }

  @Test
  void aNodeBudgetSendsGoNodesAndRunsNoClock() {
    // A 1 ms clock would flag the slow engine at once; with a node budget no clock runs.
    MatchGame byNodes = new MatchGame(new MatchTimeControl(1, 0), Adjudication.NONE, 0, 5_000);
    try (UciClient a = fake("expect:go nodes 5000").start(); UciClient b = fake("slow:5").start()) {
      MatchGameResult r = byNodes.play(START, a, b);
      assertTrue(Set.of("checkmate", "stalemate", "insufficient material", "threefold repetition", "fifty-move rule")
          .contains(r.reason()), r.reason());
    }
  }

  @Test
  void anEngineThatHungIsRestartedSoItsLateAnswerCannotLeakIntoTheNextGame(@org.junit.jupiter.api.io.TempDir java.nio.file.Path dir)
      throws Exception {
    String marker = dir.resolve("hung").toString();
    Match match = new Match(fake("hang-once:" + marker), fake("random", "3"), new MatchTimeControl(200, 0),
        new Adjudication(1, 1000, 2, 0, 0), Openings.builtIn().subList(0, 1));
    List<Match.Progress> seen = new ArrayList<>();
    match.play(2, 1, seen::add);
    assertTrue(seen.get(0).result().engineFailed(), seen.get(0).result().reason());
    assertEquals(0.0, seen.get(0).result().whiteScore());
    // Game 2 is played by new processes: the first engine answers at once and the game is adjudicated normally.
    assertEquals("adjudication: draw", seen.get(1).result().reason());
  }

  @Test
  void aMatchPlaysEachOpeningWithBothColours() throws Exception {
    List<Opening> openings = Openings.builtIn().subList(0, 2);
    Match match = new Match(fake("random", "1"), fake("random", "2"), new MatchTimeControl(60_000, 0),
        new Adjudication(1, 1000, 1, 0, 0), openings);
    List<Match.Progress> seen = new ArrayList<>();
    MatchScore score = match.play(4, 2, seen::add);
    assertEquals(4, score.games());
    assertEquals(4, seen.size());
    // with a draw adjudicated after one ply within ±1000 cp (the fakes report 0), every game is short
    for (Match.Progress p : seen) assertEquals("adjudication: draw", p.result().reason());
    assertEquals(2, seen.stream().filter(p -> p.result().opening() == openings.get(0)).count());
    assertEquals(2, seen.stream().filter(Match.Progress::firstHadWhite).count());
  }
}
