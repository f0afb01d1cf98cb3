package org.tabuleiro.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Duration;
import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.common.Color;

/** "Salvar / carregar partida": a casual game saved by agreement resumes exactly, clocks included. */
class AdjournmentTest {
  @Test
  void aSavedGameResumesAWeekLaterWithTheSameClocks() {
    Games g = Games.chess("15+10", false).plays(7000, "e2e4", "e7e5", "g1f3");
    g.after(3000).does(new Command.Offer(Color.BLACK, Proposal.ADJOURNMENT));
    g.after(2000).does(new Command.Accept(Color.WHITE, Proposal.ADJOURNMENT));
    assertTrue(g.game.isAdjourned());
    assertNull(g.game.flagInstant(), "no clock runs while adjourned");
    long white = g.game.clock().remainingMillis(Color.WHITE, g.now);
    long black = g.game.clock().remainingMillis(Color.BLACK, g.now);
    assertEquals(15 * 60_000 - 7000 + 10_000, white, "the first move is free; the second took 7 s, +10 s");
    assertEquals(15 * 60_000 - 7000 + 10_000 - 5000, black, "Black's 5 s of thinking before the save count");

    g.now = g.now.plus(Duration.ofDays(7));
    assertEquals(Update.Reason.ADJOURNED, g.refusedMove(Color.BLACK, "b8c6").reason());
    g.does(new Command.Resume());
    assertEquals(white, g.game.clock().remainingMillis(Color.WHITE, g.now));
    assertEquals(black, g.game.clock().remainingMillis(Color.BLACK, g.now));
    assertEquals(Color.BLACK, g.game.clock().running());
    g.after(4000).moves(Color.BLACK, "b8c6");
    assertEquals(black - 4000 + 10_000, g.game.clock().remainingMillis(Color.BLACK, g.now));
  }

  @Test
  void ratedGamesCannotBeSaved() {
    Games g = Games.chess("15+10", true).plays(1000, "e2e4", "e7e5");
    assertEquals(Update.Reason.NOT_ALLOWED, g.refused(new Command.Offer(Color.WHITE, Proposal.ADJOURNMENT)).reason());
  }
}
