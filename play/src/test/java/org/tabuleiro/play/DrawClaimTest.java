package org.tabuleiro.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.rules.common.Outcome;

/** FIDE 9.2, 9.3 (claims) and 9.6 (the endings that need none), online: a wrong claim changes nothing. */
class DrawClaimTest {
  private static Games knightDance(int plies) {
    String[] dance = {"g1f3", "g8f6", "f3g1", "f6g8"};
    Games g = Games.chess("10+0", true);
    for (int i = 0; i < plies; i++) g.plays(500, dance[i % 4]);
    return g;
  }

  @Test
  void aMoveThatWouldRepeatThePositionAThirdTimeCanBeClaimedWithTheMove() {
    Games g = knightDance(7);
    assertTrue(g.game.canClaimDraw(), "...Ng8 would repeat the start position a third time");
    g.does(new Command.ClaimDraw(Color.BLACK, "f6g8"));
    assertEquals(new Result(Outcome.DRAW, Termination.THREEFOLD_REPETITION), g.game.result());
    assertEquals(8, g.game.plies(), "the declared move is played");
  }

  @Test
  void aThreefoldRepetitionThatHappenedCanBeClaimedByThePlayerToMove() {
    Games g = knightDance(8);
    assertEquals(Update.Reason.NOT_YOUR_TURN, g.refused(new Command.ClaimDraw(Color.BLACK, null)).reason());
    g.does(new Command.ClaimDraw(Color.WHITE, null));
    assertEquals(Termination.THREEFOLD_REPETITION, g.game.result().termination());
  }

  @Test
  void anIncorrectClaimChangesNothing() {
    Games g = knightDance(5);
    assertFalse(g.game.canClaimDraw());
    Update.Rejected r = g.refused(new Command.ClaimDraw(Color.BLACK, null));
    assertEquals(Update.Reason.NOT_CLAIMABLE, r.reason());
    assertEquals(Update.Reason.NOT_CLAIMABLE, g.refused(new Command.ClaimDraw(Color.BLACK, "f6g8")).reason());
    assertNull(g.game.result());
  }

  @Test
  void theFifthOccurrenceEndsTheGameWithoutAClaim() {
    Games g = knightDance(15);
    assertNull(g.game.result(), "four times so far");
    g.plays(500, "f6g8");
    assertEquals(new Result(Outcome.DRAW, Termination.FIVEFOLD_REPETITION), g.game.result());
  }

  @Test
  void theFiftyMoveRuleIsClaimedWithTheMoveThatCompletesIt() {
    Games g = fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 99 60");
    assertTrue(g.game.canClaimDraw());
    assertEquals(Update.Reason.NOT_CLAIMABLE, g.refused(new Command.ClaimDraw(Color.WHITE, null)).reason());
    g.does(new Command.ClaimDraw(Color.WHITE, "a1a2"));
    assertEquals(new Result(Outcome.DRAW, Termination.FIFTY_MOVES), g.game.result());
  }

  @Test
  void aPawnMoveCannotCompleteFiftyMoves() {
    Games g = fromFen("4k3/8/8/8/8/8/P7/4K3 w - - 99 60");
    assertEquals(Update.Reason.NOT_CLAIMABLE, g.refused(new Command.ClaimDraw(Color.WHITE, "a2a3")).reason());
  }

  @Test
  void seventyFiveMovesEndTheGameUnlessTheLastMoveMates() {
    Games g = fromFen("4k3/8/8/8/8/8/8/R3K3 w - - 149 90");
    g.plays(500, "a1a2");
    assertEquals(new Result(Outcome.DRAW, Termination.SEVENTYFIVE_MOVES), g.game.result());

    Games mate = fromFen("6k1/5ppp/8/8/8/8/8/R3K3 w - - 149 90");
    mate.plays(500, "a1a8");
    assertEquals(new Result(Outcome.WHITE_WINS, Termination.CHECKMATE), mate.game.result());
  }

  @Test
  void deadPositionsEndTheGame() {
    Games g = fromFen("4k3/8/8/8/8/8/3q4/4K3 w - - 0 60");
    g.plays(500, "e1d2");
    assertEquals(new Result(Outcome.DRAW, Termination.DEAD_POSITION), g.game.result());
  }

  private static Games fromFen(String fen) {
    return new Games(new GameSetup(GameVariant.CHESS, fen, TimeControl.parse("10+0"), true, ClockStart.AT_START));
  }
}
