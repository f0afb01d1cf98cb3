package org.tabuleiro.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.chess.Position;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.Variant;

/**
 * A move's text is read once, where it arrives ({@link Game#read}), into a typed move; the game checks the typed
 * move again when it applies it, since the position may have changed in between.
 */
class MoveReadingTest {
  @Test
  void readingRefusesInTheOrderTheGameChecks() {
    Games g = Games.chess("5+3", false);
    assertEquals(Update.Reason.NOT_YOUR_TURN, refusal(g.game.read(Color.BLACK, "e7e5")).reason());
    Update.Rejected unreadable = refusal(g.game.read(Color.WHITE, "e2e9"));
    assertEquals(Update.Reason.ILLEGAL_MOVE, unreadable.reason());
    assertTrue(unreadable.message().contains("e2e9"), unreadable.message());
    g.moves(Color.WHITE, "e2e4").moves(Color.BLACK, "e5");   // UCI and English SAN
    g.does(new Command.Offer(Color.WHITE, Proposal.ADJOURNMENT)).does(new Command.Accept(Color.BLACK, Proposal.ADJOURNMENT));
    assertEquals(Update.Reason.ADJOURNED, refusal(g.game.read(Color.WHITE, "g1f3")).reason());
    g.does(new Command.Resume()).does(new Command.Resign(Color.WHITE));
    assertEquals(Update.Reason.GAME_OVER, refusal(g.game.read(Color.WHITE, "g1f3")).reason());
  }

  @Test
  void aTypedMoveNoLongerLegalAfterATakebackIsRejected() {
    Games g = Games.chess("5+3", false).plays(1000, "e2e4", "e7e5");
    Command.Move knight = g.move(Color.WHITE, "g1e2", 0);   // legal only while the e-pawn has left e2
    g.does(new Command.Offer(Color.BLACK, Proposal.TAKEBACK)).does(new Command.Accept(Color.WHITE, Proposal.TAKEBACK));
    g.does(new Command.Offer(Color.WHITE, Proposal.TAKEBACK)).does(new Command.Accept(Color.BLACK, Proposal.TAKEBACK));
    assertEquals(0, g.game.plies());
    Update.Rejected r = g.refused(knight);
    assertEquals(Update.Reason.ILLEGAL_MOVE, r.reason());
    assertTrue(r.message().contains("g1e2"), r.message());
  }

  @Test
  void aMoveOfTheOtherGameIsRejected() {
    Games chess = Games.chess("5+3", false);
    GameMove draughts = new GameMove.Draughts(DraughtsPosition.initial(Variant.BRAZILIAN).legalMoves().get(0));
    assertEquals(Update.Reason.ILLEGAL_MOVE, chess.refused(new Command.Move(Color.WHITE, draughts)).reason());
    Games brazilian = new Games(GameSetup.online(GameVariant.BRAZILIAN, TimeControl.parse("5+3"), false));
    GameMove e4 = new GameMove.Chess(Position.initial().parseUci("e2e4"));
    assertEquals(Update.Reason.ILLEGAL_MOVE, brazilian.refused(new Command.Move(Color.WHITE, e4)).reason());
    brazilian.does(new Command.Move(Color.WHITE, draughts));
    assertEquals(1, brazilian.game.plies());
  }

  private static Update.Rejected refusal(MoveReading reading) {
    return assertInstanceOf(MoveReading.Refused.class, reading).rejection();
  }
}
