package org.tabuleiro.play;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.common.Color;

class TakebackTest {
  @Test
  void takebacksAreForCasualGamesOnly() {
    Games rated = Games.chess("10+0", true).plays(1000, "e2e4");
    assertEquals(Update.Reason.NOT_ALLOWED, rated.refused(new Command.Offer(Color.WHITE, Proposal.TAKEBACK)).reason());
  }

  @Test
  void takingBackTheMoveJustMadeUndoesOnePly() {
    Games g = Games.chess("10+0", false).plays(1000, "e2e4", "e7e5", "g1f3");
    g.does(new Command.Offer(Color.WHITE, Proposal.TAKEBACK)).does(new Command.Accept(Color.BLACK, Proposal.TAKEBACK));
    assertEquals(List.of("e2e4", "e7e5"), g.game.moves());
    assertEquals(Color.WHITE, g.toMove());
    assertEquals(new GameEvent.TakenBack(g.now, 1), g.lastEvents.get(0));
  }

  @Test
  void takingBackOnesMoveAfterTheReplyUndoesTwoPlies() {
    Games g = Games.chess("10+0", false).plays(1000, "e2e4", "e7e5", "g1f3");
    g.does(new Command.Offer(Color.BLACK, Proposal.TAKEBACK)).does(new Command.Accept(Color.WHITE, Proposal.TAKEBACK));
    assertEquals(List.of("e2e4"), g.game.moves());
    assertEquals(Color.BLACK, g.toMove());
  }

  @Test
  void theClockRunsForTheSideWhoseMoveWasTakenBack() {
    Games g = Games.chess("10+0", false).plays(1000, "e2e4", "e7e5", "g1f3");
    long white = g.game.clock().remainingMillis(Color.WHITE, g.now);
    g.after(2000).does(new Command.Offer(Color.WHITE, Proposal.TAKEBACK));
    g.after(3000).does(new Command.Accept(Color.BLACK, Proposal.TAKEBACK));
    // Black's clock ran 5 s while the request stood; now White's runs again.
    assertEquals(Color.WHITE, g.game.clock().running());
    g.after(4000);
    assertEquals(white - 4000, g.game.clock().remainingMillis(Color.WHITE, g.now));
  }

  @Test
  void aTakebackRequestLapsesWithAMove() {
    Games g = Games.chess("10+0", false).plays(1000, "e2e4", "e7e5");
    g.does(new Command.Offer(Color.WHITE, Proposal.TAKEBACK));
    g.plays(1000, "g1f3");
    assertEquals(null, g.game.proposedBy(Proposal.TAKEBACK));
  }

  @Test
  void thereIsNothingToTakeBackBeforeOnesFirstMove() {
    Games g = Games.chess("10+0", false).plays(1000, "e2e4");
    assertEquals(Update.Reason.TOO_EARLY, g.refused(new Command.Offer(Color.BLACK, Proposal.TAKEBACK)).reason());
  }
}
