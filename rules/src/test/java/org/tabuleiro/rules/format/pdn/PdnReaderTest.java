package org.tabuleiro.rules.format.pdn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.Reader;
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

  @Test
  void eachGameKeepsItsOwnTextAsWritten() {
    List<PdnGame> games = read("\uFEFF\n[Event \"a\"]\r\n\r\n1. 32-28 {até já}  19-23 2-0 {after}\n[Event \"b\"]\n1. 31-27\n\n[Event \"c\"]\n");
    assertEquals("[Event \"a\"]\r\n\r\n1. 32-28 {até já}  19-23 2-0", games.get(0).text());
    assertEquals(2, games.get(0).line());
    assertEquals("{after}", games.get(1).text());   // text after a marker starts the next "game", as before
    assertEquals("[Event \"b\"]\n1. 31-27", games.get(2).text());
    assertEquals("[Event \"c\"]", games.get(3).text());
  }

  @Test
  void commentsAfterOneMoveAreJoined() {
    PdnGame g = read("{a} {b} 1. 32-28 {c} ;d\n{e} 19-23 {f} *").get(0);
    assertEquals("a b", g.comment());
    assertEquals("c d e", g.moves().get(0).comment());
    assertEquals("f", g.moves().get(1).comment());
  }

  @Test
  void aGameLongerThanTheLimitIsSkippedToItsEndAndTheNextGameIsRead() {
    String endless = "[Event \"sem fim\"]\n1. 32-28 19-23\n" + "{[Event \"not a tag\"] (no variation} 28-22 22-28\n".repeat(40)
        + "2-0\n";
    String text = "[Event \"a\"]\n1. 32-28 *\n" + endless + "[Event \"b\"]\n1. 33-29 1-1\n";
    PdnReader reader = new PdnReader(new StringReader(text), 300);
    PdnGame a = reader.next(), big = reader.next(), b = reader.next();
    assertNull(reader.next());
    assertFalse(a.tooLong());
    assertEquals("[Event \"a\"]\n1. 32-28 *", a.text());
    assertTrue(big.tooLong());
    assertEquals(3, big.line());
    assertEquals("sem fim", big.tag("Event"));
    assertEquals(List.of(), big.moves());
    assertEquals("", big.text());
    assertEquals("2-0", big.result());
    assertTrue(big.problems().get(0).startsWith("10:"), big.problems().toString());
    assertTrue(big.problems().get(0).contains("longer than 300 characters"), big.problems().toString());
    assertTrue(PdnReplay.replay(big, Variant.INTERNATIONAL).error().message().contains("longer than 300"));
    assertEquals(46, b.line());
    assertEquals(List.of("33-29"), b.moves().stream().map(PdnToken::text).toList());
    assertEquals("1-1", b.result());
    String exactly = "1. " + "32-28 28-32 ".repeat(24) + "32-28 1-1";
    assertEquals(300, new PdnReader(new StringReader(exactly), 300).next().text().length());
    assertTrue(new PdnReader(new StringReader(exactly.replace(" 1-1", "  1-1")), 300).next().tooLong());
  }

  @Test
  void anEndlessLineIsReadToItsEndKeepingOnlyTheLimit() {
    char[] unit = "{uma análise sem fim} 32-28 28-32 ".toCharArray();
    Reader endless = new Reader() {
      long left = 2_000_000L * unit.length;   // 68 million characters on one line, made as they are read
      int at;

      @Override
      public int read(char[] b, int off, int len) {
        if (left <= 0) return -1;
        int n = (int) Math.min(len, left);
        for (int i = 0; i < n; i++) {
          b[off + i] = unit[at++];
          if (at == unit.length) at = 0;
        }
        left -= n;
        return n;
      }

      @Override
      public void close() {}
    };
    Reader text = new SequenceReader(new StringReader("[Event \"linha\"]\n"), endless,
        new StringReader(" *\n[Event \"depois\"]\n1. 32-28 2-0"));
    PdnReader reader = new PdnReader(text, 1_000_000);
    PdnGame big = reader.next();
    assertTrue(big.tooLong());
    assertTrue(big.problems().get(0).startsWith("2:"), big.problems().get(0));
    PdnGame after = reader.next();
    assertEquals("depois", after.tag("Event"));
    assertEquals(3, after.line());
    assertEquals("[Event \"depois\"]\n1. 32-28 2-0", after.text());
  }

  /** Readers one after another. */
  private static final class SequenceReader extends Reader {
    private final java.util.Deque<Reader> readers;

    SequenceReader(Reader... readers) {
      this.readers = new java.util.ArrayDeque<>(List.of(readers));
    }

    @Override
    public int read(char[] b, int off, int len) throws java.io.IOException {
      while (!readers.isEmpty()) {
        int n = readers.peek().read(b, off, len);
        if (n >= 0) return n;
        readers.pop();
      }
      return -1;
    }

    @Override
    public void close() {}
  }
}
