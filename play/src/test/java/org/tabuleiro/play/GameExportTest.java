package org.tabuleiro.play;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.common.Color;

class GameExportTest {
  private static final List<String[]> TAGS = List.of(new String[] {"Event", "Casual game"},
      new String[] {"White", "Ana"}, new String[] {"Black", "Bruno"});

  @Test
  void chessGamesExportAsPgnWithTimeControlTerminationAndClocks() {
    Games g = Games.chess("3+2", true).plays(1500, "f2f3", "e7e5", "g2g4").after(5000)
        .moves(Color.BLACK, "d8h4");
    // Black: e5 after 1.5 s (+2 s), Qh4# after 5 s (+2 s): 180.5 s, then 177.5 s.
    String pgn = g.game.export(TAGS);
    assertEquals("""
        [Event "Casual game"]
        [Site "?"]
        [Date "????.??.??"]
        [Round "?"]
        [White "Ana"]
        [Black "Bruno"]
        [Result "0-1"]
        [TimeControl "180+2"]
        [Termination "normal"]

        1. f3 {[%clk 0:03:00]} 1... e5 {[%clk 0:03:00]} 2. g4 {[%clk 0:03:00]} 2... Qh4#
        {[%clk 0:02:57]} 0-1

        """, pgn);
  }

  @Test
  void aTimeForfeitIsWrittenAsSuch() {
    Games g = Games.chess("1+0", true).plays(1000, "e2e4");
    g.now = g.game.flagInstant();
    g.does(new Command.CheckFlag());
    String pgn = g.game.export(List.of());
    assertTrue(pgn.contains("[Termination \"time forfeit\"]"), pgn);
    assertTrue(pgn.contains("[Result \"1-0\"]"), pgn);
  }

  @Test
  void draughtsGamesExportAsPdnWithTheDraughtsResult() {
    Games g = new Games(new GameSetup(GameVariant.BRAZILIAN, "W:W18:B22", TimeControl.parse("5+2"), true,
        ClockStart.AT_START));
    g.after(12_300).moves(Color.WHITE, "18x25");
    String pdn = g.game.export(TAGS);
    assertTrue(pdn.contains("[GameType \"26\"]"), pdn);
    assertTrue(pdn.contains("[FEN \"W:W18:B22\"]"), pdn);
    assertTrue(pdn.contains("1. 18x25 {[%clk 0:04:49]} 2-0"), pdn);
  }

  @Test
  void clockCommentsShowTenthsInTheLastMinute() {
    assertEquals("0:00:09.8", GameExport.clk(9_876));
    assertEquals("1:30:00", GameExport.clk(5_400_000));
    assertEquals("0:01:00", GameExport.clk(60_000));
  }
}
