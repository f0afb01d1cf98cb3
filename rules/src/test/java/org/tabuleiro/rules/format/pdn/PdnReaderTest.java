package org.tabuleiro.rules.format.pdn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.draughts.Variant;

class PdnReaderTest {
  static List<PdnGame> read(String text) {
    List<PdnGame> games = new ArrayList<>();
    PdnReader reader = new PdnReader(new StringReader(text));
    for (PdnGame g; (g = reader.next()) != null; ) games.add(g);
    return games;
  }

  @Test
  void tagsMovesCommentsAndResultsAreRead() {
    List<PdnGame> games = read("""
        [Event "Club \\"A\\""]
        [GameType "20"]
        {before} 1. 32-28 {a comment} 19-23 2. 28x19 ; rest of line
        14x23 (2... 13x24 3. 30x19) $2 3... 09-04? 1-1
        [Event "next"]
        1.32-28 0-2
        """);
    assertEquals(2, games.size());
    PdnGame g = games.get(0);
    assertEquals("Club \"A\"", g.tag("Event"));
    assertEquals("before", g.comment());
    assertEquals(List.of("32-28", "19-23", "28x19", "14x23", "09-04?"), g.moves().stream().map(PdnToken::text).toList());
    assertEquals("a comment", g.moves().get(0).comment());
    assertEquals("rest of line", g.moves().get(2).comment());
    assertEquals("1-1", g.result());
    assertEquals(List.of(), g.problems());
    assertEquals("0-2", games.get(1).result());
    assertEquals(List.of("32-28"), games.get(1).moves().stream().map(PdnToken::text).toList());
  }

  @Test
  void chessStyleResultsAndAMissingResultAreAccepted() {
    assertEquals(List.of("1-0", "0-1", "1/2-1/2", "*"), read("1-0 0-1 1/2-1/2 *").stream().map(PdnGame::result).toList());
    List<PdnGame> games = read("[Event \"a\"]\n1. 32-28\n[Event \"b\"]\n1. 31-27 *");
    assertEquals(2, games.size());
    assertNull(games.get(0).result());
  }

  @Test
  void aFenTagSetsTheStartAndZeroPaddedSquaresAreRead() {
    PdnGame g = read("[GameType \"20\"]\n[FEN \"B:W20:B04,K10\"]\n1... 04-09 2. 20-14 *").get(0);
    PdnReplay.Result r = PdnReplay.replay(g, Variant.INTERNATIONAL);
    assertTrue(r.isClean(), String.valueOf(r.error()));
    assertEquals("B:W14:B9,K10", r.finalPosition().fen());
  }

  @Test
  void anIllegalMoveIsReportedWithItsPlyAndTheNextGameIsStillRead() {
    List<PdnGame> games = read("1. 32-28 19-23 2. 28-22 *\n\n1. 32-28 *");
    PdnReplay.Result bad = PdnReplay.replay(games.get(0), Variant.INTERNATIONAL);
    assertEquals(3, bad.error().ply());
    assertTrue(bad.error().message().contains("must capture"), bad.error().message());
    assertEquals(2, bad.plies());
    assertTrue(PdnReplay.replay(games.get(1), Variant.INTERNATIONAL).isClean());
  }

  @Test
  void unreadableTextIsAProblemOfItsGameOnly() {
    List<PdnGame> games = read("1. 32-28 foo 2-0\n1. 32-28 2-0");
    assertEquals(1, games.get(0).problems().size());
    assertTrue(games.get(0).problems().get(0).contains("'foo'"));
    assertEquals(0, PdnReplay.replay(games.get(0), Variant.INTERNATIONAL).error().ply());
    assertTrue(PdnReplay.replay(games.get(1), Variant.INTERNATIONAL).isClean());
  }

  @Test
  void aBadFenTagIsAnErrorAtPlyZero() {
    PdnReplay.Result r = PdnReplay.replay(read("[FEN \"W:W51:B1\"]\n1. 51-46 *").get(0), Variant.INTERNATIONAL);
    assertEquals(0, r.error().ply());
    assertTrue(r.error().message().contains("no square 51"));
  }
}
