package org.tabuleiro.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.rules.common.Outcome;

class GameFlowTest {
  @Test
  void movesAreAcceptedOnlyInTurnAndOnlyWhenLegal() {
    Games g = Games.chess("5+3", true);
    assertEquals(Update.Reason.NOT_YOUR_TURN, g.refusedMove(Color.BLACK, "e7e5").reason());
    Update.Rejected illegal = g.refusedMove(Color.WHITE, "e2e5");
    assertEquals(Update.Reason.ILLEGAL_MOVE, illegal.reason());
    assertTrue(illegal.message().contains("e2e5"), illegal.message());
    g.after(1000).moves(Color.WHITE, "e2e4");
    assertEquals(Color.BLACK, g.toMove());
    g.after(1000).moves(Color.BLACK, "e5"); // SAN is understood too
    assertEquals(List.of("e2e4", "e7e5"), g.game.moves());
    assertEquals("rnbqkbnr/pppp1ppp/8/4p3/4P3/8/PPPP1PPP/RNBQKBNR w KQkq e6 0 2", g.game.fen());
  }

  @Test
  void foolsMateEndsTheGameByCheckmate() {
    Games g = Games.chess("3+0", true).plays(500, "f2f3", "e7e5", "g2g4", "d8h4");
    assertEquals(new Result(Outcome.BLACK_WINS, Termination.CHECKMATE), g.game.result());
    assertInstanceOf(GameEvent.Ended.class, g.lastEvents.get(g.lastEvents.size() - 1));
    assertEquals(Update.Reason.GAME_OVER, g.refusedMove(Color.WHITE, "a2a3").reason());
    assertNull(g.game.flagInstant(), "no clock runs after the end");
  }

  @Test
  void stalemateIsADraw() {
    Games g = new Games(new GameSetup(GameVariant.CHESS, "7k/8/6K1/8/8/8/8/5Q2 w - - 0 1",
        TimeControl.parse("5+0"), false, ClockStart.AT_START));
    g.after(1000).moves(Color.WHITE, "f1f7");
    assertEquals(new Result(Outcome.DRAW, Termination.STALEMATE), g.game.result());
  }

  @Test
  void resignationGivesTheGameToTheOpponent() {
    Games g = Games.chess("10+0", true).plays(1000, "e2e4", "e7e5");
    g.does(new Command.Resign(Color.WHITE));
    assertEquals(new Result(Outcome.BLACK_WINS, Termination.RESIGNATION), g.game.result());
  }

  @Test
  void aGameCanBeAbortedOnlyBeforeBothSidesHaveMoved() {
    Games g = Games.chess("10+0", true).plays(1000, "e2e4");
    assertTrue(g.game.canAbort());
    g.does(new Command.Abort(Color.BLACK));
    assertEquals(Result.aborted(), g.game.result());
    assertEquals("*", g.game.result().pgn());

    Games h = Games.chess("10+0", true).plays(1000, "e2e4", "e7e5");
    assertFalse(h.game.canAbort());
    assertEquals(Update.Reason.TOO_LATE, h.refused(new Command.Abort(Color.WHITE)).reason());
  }

  @Test
  void draughtsGamesEndWhenTheSideToMoveHasNoPieceLeft() {
    Games g = new Games(new GameSetup(GameVariant.BRAZILIAN, "W:W18:B22", TimeControl.parse("5+2"), true,
        ClockStart.AT_START));
    g.after(800).moves(Color.WHITE, "18x25");
    assertEquals(new Result(Outcome.WHITE_WINS, Termination.NO_LEGAL_MOVE), g.game.result());
    assertEquals(List.of("18x25"), g.game.moves());
  }

  @Test
  void draughtsMovesMustRespectCompulsoryCapture() {
    Games g = new Games(new GameSetup(GameVariant.BRAZILIAN, "W:W18,30:B22,1", TimeControl.parse("5+2"), true,
        ClockStart.AT_START));
    Update.Rejected r = g.refusedMove(Color.WHITE, "30-26");
    assertEquals(Update.Reason.ILLEGAL_MOVE, r.reason());
  }

  @Test
  void measuredLagIsGivenBackWithinTheQuota() {
    // 3+2: estimate 180 + 40 x 2 = 260 s, so 1 s of credit per move; the quota starts at 3 s.
    Games g = Games.chess("3+2", true).plays(1000, "e2e4");
    g.after(5000).moves(Color.BLACK, "e7e5", 800);
    assertEquals(180_000 - (5000 - 800) + 2000, g.game.clock().remainingMillis(Color.BLACK, g.now));
    g.plays(1000, "g1f3");
    g.after(6000).moves(Color.BLACK, "b8c6", 9000); // quota: 3000 - 800 + 1000 = 3200
    assertEquals(180_000 - 4200 + 2000 - (6000 - 3200) + 2000, g.game.clock().remainingMillis(Color.BLACK, g.now));
  }

  @Test
  void theFreeFirstMoveCountsTowardsThePeriod() {
    // Two moves in 10 minutes, then 5 more minutes: White's second move completes the first period.
    Games g = Games.chess("2/10,5", true).plays(1000, "e2e4", "e7e5", "g1f3");
    assertEquals(10 * 60_000 - 1000 + 5 * 60_000, g.game.clock().remainingMillis(Color.WHITE, g.now));
    assertEquals(10 * 60_000 - 1000, g.game.clock().remainingMillis(Color.BLACK, g.now));
  }
}
