package org.tabuleiro.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.rules.common.Outcome;

/** FIDE 6.9 on a server clock: the flag falls at its exact instant, whether or not anybody is connected. */
class FlagFallTest {
  @Test
  void onlineClocksStartAtWhitesFirstMoveWhichCostsNothing() {
    Games g = Games.chess("1+0", true);
    assertNull(g.game.flagInstant(), "no clock runs before the first move");
    g.at(20_000).moves(Color.WHITE, "e2e4");
    assertEquals(60_000, g.game.clock().remainingMillis(Color.WHITE, g.now));
    assertEquals(Games.T0.plusMillis(80_000), g.game.clock().flagInstant(), "Black's minute runs from White's move");
    // 1+0: lag credit min(1 s, 0.4 x 60 + 15 cs) = 390 ms a move; a late move may be credited 3 x that at first.
    assertEquals(Games.T0.plusMillis(80_000 + 1170), g.game.flagInstant(), "the server checks once no lag can help");
  }

  @Test
  void aMoveInTheLastMillisecondIsInTime() {
    Games g = Games.chess("1+0", true).plays(1000, "e2e4");
    Instant flag = g.game.clock().flagInstant();
    g.now = flag.minusMillis(1);
    g.moves(Color.BLACK, "e7e5");
    assertNull(g.game.result());
    assertEquals(1, g.game.clock().remainingMillis(Color.BLACK, g.now));
  }

  @Test
  void aMoveCompletedWhenTheFlagHasFallenLosesOnTime() {
    Games g = Games.chess("1+0", true).plays(1000, "e2e4");
    Instant flag = g.game.clock().flagInstant();
    g.now = flag;
    g.moves(Color.BLACK, "e7e5");
    assertEquals(new Result(Outcome.WHITE_WINS, Termination.TIME_FORFEIT), g.game.result());
    assertEquals(1, g.game.plies(), "the late move is not played");
    assertEquals(new GameEvent.Ended(flag, g.game.result()), g.lastEvents.get(0), "the game ended at the flag");
    assertEquals(0, g.game.clock().remainingMillis(Color.BLACK, g.now));
  }

  @Test
  void aLateMoveIsInTimeWhenItsMeasuredLagIsCreditedWithinTheQuota() {
    Games g = Games.chess("1+0", true).plays(1000, "e2e4");
    g.now = g.game.clock().flagInstant().plusMillis(500);
    g.moves(Color.BLACK, "e7e5", 600);
    assertNull(g.game.result());
    assertEquals(100, g.game.clock().remainingMillis(Color.BLACK, g.now), "600 ms credited, 500 ms over: 100 left");
  }

  @Test
  void theServerCanFallTheFlagWithNobodyConnected() {
    Games g = Games.chess("3+2", true).plays(1000, "e2e4", "e7e5");
    Instant check = g.game.flagInstant();
    g.now = check.minusMillis(1);
    g.does(new Command.CheckFlag());
    assertTrue(g.lastEvents.isEmpty(), "nothing happens while a late move could still be credited");
    g.now = check;
    g.does(new Command.CheckFlag());
    assertEquals(new Result(Outcome.BLACK_WINS, Termination.TIME_FORFEIT), g.game.result());
    assertEquals(new GameEvent.Ended(check.minusMillis(3000), g.game.result()), g.lastEvents.get(0),
        "the game ended when the flag fell (3+2: a quota of 3 s)");
  }

  @Test
  void aFlagAgainstABareKingIsADraw() {
    Games g = atStart("q3k3/8/8/8/8/8/8/4K3 b - - 0 1", "1+0");
    g.at(61_170).does(new Command.CheckFlag()); // 1 min + the 1,170 ms lag quota
    assertEquals(new Result(Outcome.DRAW, Termination.TIME_FORFEIT), g.game.result());
  }

  @Test
  void aLoneKnightCannotMateAQueenButCanMateAPawn() {
    Games queen = atStart("4k3/8/8/8/8/8/8/4K1Nq b - - 0 1", "1+0");
    queen.at(61_170).does(new Command.CheckFlag()); // 1 min + the 1,170 ms lag quota
    assertEquals(Outcome.DRAW, queen.game.result().outcome());

    Games pawn = atStart("4k3/7p/8/8/8/8/8/4K1N1 b - - 0 1", "1+0");
    pawn.at(61_170).does(new Command.CheckFlag()); // 1 min + the 1,170 ms lag quota
    assertEquals(Outcome.WHITE_WINS, pawn.game.result().outcome());
  }

  @Test
  void inDraughtsAFlagAlwaysLoses() {
    Games g = new Games(new GameSetup(GameVariant.INTERNATIONAL, "B:W50:BK1", TimeControl.parse("1+0"), true,
        ClockStart.AT_START));
    g.at(61_170).does(new Command.CheckFlag()); // 1 min + the 1,170 ms lag quota
    assertEquals(new Result(Outcome.WHITE_WINS, Termination.TIME_FORFEIT), g.game.result());
  }

  @Test
  void tournamentGamesStartTheClockAtTheStartTime() {
    Games g = new Games(new GameSetup(GameVariant.CHESS, null, TimeControl.parse("15+5"), true,
        ClockStart.AT_START));
    g.at(90_000).moves(Color.WHITE, "d2d4");
    // 15 minutes, 90 seconds late, 5 seconds back (Fischer).
    assertEquals(15 * 60_000 - 90_000 + 5_000, g.game.clock().remainingMillis(Color.WHITE, g.now));
  }

  @Test
  void unlimitedGamesNeverFlag() {
    Games g = Games.chess("unlimited", false).plays(1000, "e2e4", "e7e5");
    assertNull(g.game.flagInstant());
    g.at(365L * 24 * 3600 * 1000).moves(Color.WHITE, "g1f3");
    assertNull(g.game.result());
  }

  private static Games atStart(String fen, String control) {
    return new Games(new GameSetup(GameVariant.CHESS, fen, TimeControl.parse(control), true, ClockStart.AT_START));
  }
}
