package org.tabuleiro.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.rules.common.Outcome;

class DrawOfferTest {
  @Test
  void anAcceptedOfferDrawsByAgreement() {
    Games g = Games.chess("10+0", true).plays(1000, "e2e4", "e7e5");
    g.does(new Command.Offer(Color.WHITE, Proposal.DRAW));
    assertEquals(Color.WHITE, g.game.proposedBy(Proposal.DRAW));
    g.does(new Command.Accept(Color.BLACK, Proposal.DRAW));
    assertEquals(new Result(Outcome.DRAW, Termination.AGREEMENT), g.game.result());
  }

  @Test
  void noAgreementBeforeBothSidesHaveMoved() {
    Games g = Games.chess("10+0", true).plays(1000, "e2e4");
    assertEquals(Update.Reason.TOO_EARLY, g.refused(new Command.Offer(Color.WHITE, Proposal.DRAW)).reason());
  }

  @Test
  void anOfferStandsUntilTheOpponentMovesAndThenLapses() {
    Games g = Games.chess("10+0", true).plays(1000, "e2e4", "e7e5");
    g.does(new Command.Offer(Color.WHITE, Proposal.DRAW));
    g.plays(1000, "g1f3");
    assertEquals(Color.WHITE, g.game.proposedBy(Proposal.DRAW), "the offerer's own move does not withdraw it");
    g.plays(1000, "b8c6");
    assertNull(g.game.proposedBy(Proposal.DRAW));
    assertEquals(new GameEvent.Lapsed(g.now, Proposal.DRAW), g.lastEvents.get(1));
    assertEquals(Update.Reason.NOTHING_TO_ANSWER, g.refused(new Command.Accept(Color.BLACK, Proposal.DRAW)).reason());
  }

  @Test
  void aDeclinedOfferCannotBeRepeatedAtOnce() {
    Games g = Games.chess("10+0", true).plays(1000, "e2e4", "e7e5");
    g.does(new Command.Offer(Color.WHITE, Proposal.DRAW)).does(new Command.Decline(Color.BLACK, Proposal.DRAW));
    assertEquals(Update.Reason.TOO_OFTEN, g.refused(new Command.Offer(Color.WHITE, Proposal.DRAW)).reason());
    g.plays(1000, "g1f3", "b8c6");
    assertEquals(Update.Reason.TOO_OFTEN, g.refused(new Command.Offer(Color.WHITE, Proposal.DRAW)).reason());
    g.plays(1000, "f1c4", "g8f6");
    g.does(new Command.Offer(Color.WHITE, Proposal.DRAW));
    assertEquals(List.of(new GameEvent.Offered(g.now, Color.WHITE, Proposal.DRAW)), g.lastEvents);
  }

  @Test
  void offeringWhatTheOpponentOffersIsAccepting() {
    Games g = Games.chess("10+0", true).plays(1000, "e2e4", "e7e5");
    g.does(new Command.Offer(Color.BLACK, Proposal.DRAW)).does(new Command.Offer(Color.WHITE, Proposal.DRAW));
    assertEquals(Termination.AGREEMENT, g.game.result().termination());
  }

  @Test
  void noOneAcceptsTheirOwnOffer() {
    Games g = Games.chess("10+0", true).plays(1000, "e2e4", "e7e5");
    g.does(new Command.Offer(Color.WHITE, Proposal.DRAW));
    assertEquals(Update.Reason.NOTHING_TO_ANSWER, g.refused(new Command.Accept(Color.WHITE, Proposal.DRAW)).reason());
  }
}
