package org.tabuleiro.rules.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Set;
import org.junit.jupiter.api.Test;

/** FIDE 9.2.1.1 and 9.3.1: a claim with a move that is declared, not yet made. */
class DrawClaimByMoveTest {
  private static History play(History h, String... sans) {
    for (String san : sans) h = h.play(san, Language.ENGLISH);
    return h;
  }

  @Test
  void theMoveThatRepeatsAPositionTheThirdTimeAllowsAClaim() {
    History h = play(History.start(Position.initial()), "Nf3", "Nf6", "Ng1", "Ng8", "Nf3", "Nf6", "Ng1");
    Move back = San.parse(h.position(), "Ng8", Language.ENGLISH);
    Move other = San.parse(h.position(), "Nh5", Language.ENGLISH);
    assertEquals(Set.of(DrawClaim.THREEFOLD_BY_MOVE), h.claimableDrawsWith(back));
    assertTrue(h.claimableDrawsWith(other).isEmpty());
    assertEquals(Set.of(DrawClaim.THREEFOLD_BY_MOVE), h.claimableDraws());
  }

  @Test
  void theMoveThatCompletesFiftyMovesAllowsAClaimButAPawnMoveDoesNot() {
    History h = History.start(Position.fromFen("4k3/8/8/8/8/8/4P3/R3K3 w - - 99 80"));
    assertEquals(Set.of(DrawClaim.FIFTY_BY_MOVE), h.claimableDrawsWith(San.parse(h.position(), "Ra2", Language.ENGLISH)));
    assertTrue(h.claimableDrawsWith(San.parse(h.position(), "e4", Language.ENGLISH)).isEmpty());
  }
}
