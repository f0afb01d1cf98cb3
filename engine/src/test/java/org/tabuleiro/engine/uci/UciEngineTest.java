package org.tabuleiro.engine.uci;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.chess.Position;

/** The engine driven as a GUI drives it: commands in, replies out, through pipes. */
class UciEngineTest {
  @Test
  void uciIdentifiesTheEngineAndListsItsOptions() throws Exception {
    try (UciSession s = new UciSession()) {
      s.send("uci");
      List<String> lines = s.until("uciok", 5_000);
      assertEquals("id name Tabuleiro", lines.get(0));
      assertTrue(lines.get(1).startsWith("id author "));
      for (String option : List.of("Hash", "Threads", "Move Overhead", "Level", "UCI_LimitStrength", "UCI_Elo", "Ponder")) {
        assertTrue(lines.stream().anyMatch(l -> l.startsWith("option name " + option + " type ")), option);
      }
      s.send("isready");
      assertEquals("readyok", s.next(5_000));
    }
  }

  @Test
  void goDepthReportsInfoLinesAndALegalBestMove() throws Exception {
    try (UciSession s = new UciSession()) {
      s.send("ucinewgame");
      s.send("position startpos moves e2e4 e7e5 g1f3");
      s.send("go depth 6");
      List<String> lines = s.until("bestmove", 20_000);
      String last = lines.get(lines.size() - 1);
      List<String> infos = lines.stream().filter(l -> l.startsWith("info depth")).toList();
      assertEquals(6, infos.size(), "one info line per iteration: " + lines);
      for (String field : List.of(" seldepth ", " score cp ", " nodes ", " nps ", " time ", " hashfull ", " pv ")) {
        assertTrue(infos.get(5).contains(field), field + " in " + infos.get(5));
      }
      Position p = Position.initial();
      for (String m : List.of("e2e4", "e7e5", "g1f3")) p = play(p, m);
      String best = last.split(" ")[1];
      Position after = play(p, best);
      assertTrue(last.matches("bestmove \\S+ ponder \\S+"), last);
      play(after, last.split(" ")[3]); // the ponder move is legal in the position after the best move
    }
  }

  @Test
  void stopEndsAnInfiniteSearchWithABestMove() throws Exception {
    try (UciSession s = new UciSession()) {
      s.send("position fen r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3");
      s.send("go infinite");
      Thread.sleep(300);
      s.send("isready");
      assertTrue(s.until("readyok", 5_000).stream().noneMatch(l -> l.startsWith("bestmove")), "no bestmove before stop");
      s.send("stop");
      String best = s.until("bestmove", 5_000).getLast();
      play(Position.fromFen("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3"), best.split(" ")[1]);
    }
  }

  @Test
  void aPonderSearchAnswersOnlyAfterPonderhit() throws Exception {
    try (UciSession s = new UciSession()) {
      s.send("setoption name Ponder value true");
      s.send("position startpos moves d2d4 d7d5");
      s.send("go ponder wtime 2000 btime 2000 winc 0 binc 0");
      assertTrue(s.drain(500).stream().noneMatch(l -> l.startsWith("bestmove")), "no bestmove while pondering");
      s.send("ponderhit");
      assertTrue(s.until("bestmove", 3_000).getLast().startsWith("bestmove "));
    }
  }

  @Test
  void aClockSearchAnswersWellWithinTheTime() throws Exception {
    try (UciSession s = new UciSession()) {
      s.send("position startpos");
      long start = System.nanoTime();
      s.send("go wtime 3000 btime 3000 winc 50 binc 50");
      s.until("bestmove", 3_000);
      long millis = (System.nanoTime() - start) / 1_000_000;
      assertTrue(millis < 1_200, "spent " + millis + " ms of a 3 s clock");
    }
  }

  @Test
  void badInputIsReportedAndIgnored() throws Exception {
    try (UciSession s = new UciSession()) {
      for (String bad : List.of("fly to the moon", "position", "position fen 8/8/8 w - - 0 1",
          "position startpos moves e2e5", "go depth banana", "go sideways", "setoption name Hash value -3",
          "setoption name Colour value blue", "setoption name Ponder value maybe")) {
        s.send(bad);
        String reply = s.next(5_000);
        assertTrue(reply.startsWith("info string error: "), bad + " -> " + reply);
      }
      assertTrue(s.engineAlive());
      s.send("isready");
      assertEquals("readyok", s.next(5_000));
      // The position from before the bad commands (the start) is still the one searched.
      s.send("go depth 2");
      String best = s.until("bestmove", 5_000).getLast().split(" ")[1];
      play(Position.initial(), best);
    }
  }

  @Test
  void aWeakLevelStillAnswersWithALegalMove() throws Exception {
    // UCI_Elo 700 is level 2 (ChessLevel.NOVICE): every legal move looked at one ply deep, then a weighted random
    // pick; no full search, so no info lines, and not the same move every time as the full strength would play.
    try (UciSession s = new UciSession()) {
      s.send("setoption name UCI_LimitStrength value true");
      s.send("setoption name UCI_Elo value 700");
      java.util.Set<String> answers = new java.util.TreeSet<>();
      for (int i = 0; i < 12; i++) {
        s.send("position startpos moves e2e4");
        s.send("go movetime 500");
        List<String> lines = s.until("bestmove", 5_000);
        assertTrue(lines.getLast().matches("bestmove [a-h][1-8][a-h][1-8][qrbn]?"), "a move, no ponder move: " + lines);
        String best = lines.getLast().split(" ")[1];
        play(play(Position.initial(), "e2e4"), best);   // an AssertionError naming the move if it is not legal
        assertTrue(lines.stream().noneMatch(l -> l.startsWith("info depth")), "the weak level, not a full search: " + lines);
        answers.add(best);
      }
      assertTrue(answers.size() > 1, "a novice's replies to 1. e4 vary: " + answers);
    }
  }

  @Test
  void aMatedSideAnswersWithTheNullMove() throws Exception {
    try (UciSession s = new UciSession()) {
      s.send("position startpos moves f2f3 e7e5 g2g4 d8h4");
      s.send("go depth 3");
      assertEquals("bestmove 0000", s.until("bestmove", 5_000).getLast());
    }
  }

  @Test
  void theNextGoRightAfterABestmoveIsAccepted() throws Exception {
    // A match tool sends the next go as soon as it reads bestmove, while the search thread may still be ending.
    try (UciSession s = new UciSession()) {
      for (int i = 0; i < 50; i++) {
        s.send("position startpos" + (i % 2 == 0 ? "" : " moves e2e4"));
        s.send("go depth 1");
        List<String> lines = s.until("bestmove", 5_000);
        assertTrue(lines.stream().noneMatch(l -> l.contains("error")), "go number " + (i + 1) + ": " + lines);
      }
    }
  }

  @Test
  void quitEndsTheLoop() throws Exception {
    UciSession s = new UciSession();
    s.close();
    assertFalse(s.engineAlive());
  }

  private static Position play(Position p, String uci) {
    return p.play(p.legalMoves().stream().filter(m -> m.uci().equals(uci)).findFirst()
        .orElseThrow(() -> new AssertionError(uci + " is not legal in " + p.fen())));
  }
}
