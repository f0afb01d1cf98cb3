package org.tabuleiro.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.common.Color;

/** Berserk (lichess's arenas): half one's own clock, before one's first move, once, with a clock only. */
class BerserkTest {
  @Test
  void whiteHalvesItsClockBeforeItsFirstMove() {
    Games g = Games.chess("3+2", true).does(new Command.Berserk(Color.WHITE));
    assertEquals(List.of(new GameEvent.Berserked(Games.T0, Color.WHITE)), g.lastEvents);
    assertEquals(90_000, g.game.clock().millis(Color.WHITE));
    assertEquals(180_000, g.game.clock().millis(Color.BLACK));
    assertTrue(g.game.hasBerserked(Color.WHITE));
    assertFalse(g.game.hasBerserked(Color.BLACK));
  }

  @Test
  void blackMayGoBerserkAfterWhitesFirstMoveWhileItsClockRuns() {
    Games g = Games.chess("3+2", true).at(1_000).moves(Color.WHITE, "e2e4")
        .after(10_000).does(new Command.Berserk(Color.BLACK));
    // Black's turn began at White's move with 180 s; halved to 90 s, of which 10 s are gone.
    assertEquals(80_000, g.game.clock().remainingMillis(Color.BLACK, g.now));
    g.after(5_000).moves(Color.BLACK, "e7e5");
    assertEquals(75_000 + 2_000, g.game.clock().millis(Color.BLACK), "the increment still applies");
  }

  @Test
  void berserkIsRefusedAfterOnesFirstMoveTwiceOrWithoutAClock() {
    Games g = Games.chess("3+2", true).moves(Color.WHITE, "e2e4");
    assertEquals(Update.Reason.TOO_LATE, assertInstanceOf(Update.Rejected.class, g.game.apply(new Command.Berserk(Color.WHITE), g.now)).reason());
    g.does(new Command.Berserk(Color.BLACK));
    assertEquals(Update.Reason.NOT_ALLOWED, assertInstanceOf(Update.Rejected.class, g.game.apply(new Command.Berserk(Color.BLACK), g.now)).reason());
    Games free = Games.chess("unlimited", false);
    assertEquals(Update.Reason.NOT_ALLOWED, assertInstanceOf(Update.Rejected.class, free.game.apply(new Command.Berserk(Color.WHITE), free.now)).reason());
  }
}
