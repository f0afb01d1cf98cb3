package org.tabuleiro.rules.format.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Brace comments span lines and do not nest, ';' comments run to the end of the line, and
 * variations nest arbitrarily (PGN standard 5 and 8.2.5); problems are reported, never thrown.
 */
class PgnReaderCommentsAndVariationsTest {

    @Test
    void braceCommentsSpanLinesWithWhitespaceMadeSingleSpaces() {
        List<String> ev = PgnTestSupport.events("e4 {  first\n   second\tthird  } *");
        assertEquals("comment first second third", ev.get(3));
    }

    @Test
    void embeddedCommandsStayVerbatimInsideComments() {
        List<String> ev = PgnTestSupport.events("1. e4 { [%clk 0:01:02] [%eval 0.17] } *");
        assertEquals("comment [%clk 0:01:02] [%eval 0.17]", ev.get(3));
    }

    @Test
    void restOfLineCommentsEndAtTheLineBreak() {
        List<String> ev = PgnTestSupport.events("1. e4 ; a {b} (c)\ne5 *");
        assertEquals(List.of("move e4", "comment a {b} (c)", "move e5"), ev.subList(2, 5));
    }

    @Test
    void braceCommentsDoNotNestSoTheFirstClosingBraceEndsThem() {
        PgnTestSupport.Recorder r = new PgnTestSupport.Recorder();
        new PgnReader(new java.io.StringReader("e4 { a { b } c } *")).readGame(r);
        assertEquals(List.of("move e4", "comment a { b", "error", "error", "result *"), r.events.subList(2, 7));
    }

    @Test
    void variationsNestAndCommentsMayOpenThem() {
        List<String> ev = PgnTestSupport.events(
                "1. e4 { c1 } e5 ( { c3 } 1... e6 (1... d6) 2. d4 (2. Nf3) { c4 } ) { c5 } 2. Nf3 *");
        assertEquals(List.of("move e4", "comment c1", "move e5", "(", "comment c3", "move e6", "(", "move d6", ")",
                "move d4", "(", "move Nf3", ")", "comment c4", ")", "comment c5", "move Nf3", "result *"),
                ev.subList(2, ev.size() - 1));
    }

    @Test
    void theTreeBuiltFromTheSharedVariationsFileHasTheCommentsInPlace() throws Exception {
        byte[] bytes = java.nio.file.Files.readAllBytes(PgnTestSupport.pgnDir().resolve("variations-comments.pgn"));
        PgnGame g = PgnTestSupport.games(bytes).get(0);
        PgnNode e5 = g.mainLine().get(1);
        assertEquals(List.of("comment2", "comment5"), e5.commentsAfter());
        List<PgnNode> alt = e5.variations().get(0);
        assertEquals(List.of("comment3"), alt.get(0).commentsBefore());
        assertEquals("d6", alt.get(0).variations().get(0).get(0).san());
        assertEquals(List.of("comment4"), alt.get(1).commentsAfter());
        assertEquals("Nf3", alt.get(1).variations().get(0).get(0).san());
    }

    @Test
    void unbalancedParenthesesAreReportedAndClosedAtTheEndOfTheGame() {
        PgnTestSupport.Recorder r = new PgnTestSupport.Recorder();
        PgnReader reader = new PgnReader(new java.io.StringReader("e4 ) e5 (d5 (c5 *\n[Event \"n\"]\nd4 *"));
        assertTrue(reader.readGame(r));
        assertEquals(List.of("move e4", "error", "move e5", "(", "move d5", "(", "move c5", "error", "error",
                ")", ")", "end 1"), r.events.subList(2, r.events.size()));
        assertTrue(reader.readGame(r), "the next game is read normally");
        assertEquals("move d4", r.events.get(r.events.size() - 3));
    }

    @Test
    void anUnterminatedCommentStopsAtTheNextTagSection() {
        PgnTestSupport.Recorder r = new PgnTestSupport.Recorder();
        PgnReader reader = new PgnReader(new java.io.StringReader(
                "[Event \"a\"]\n1. e4 {never closed\ne5\n\n[Event \"b\"]\n1. d4 *\n"));
        assertTrue(reader.readGame(r));
        assertEquals(List.of("move e4", "error", "comment never closed e5", "end 4"), r.events.subList(3, 7));
        assertEquals(new PgnError(2, 7, "unterminated comment"), r.errors.get(0));
        assertTrue(reader.readGame(r));
        assertTrue(r.events.contains("tag Event=b"));
        assertTrue(r.events.contains("move d4"));
    }

    @Test
    void commentsBeforeATaglessGameBelongToIt() {
        PgnGame g = PgnTestSupport.games("{ intro } 1. e4 *").get(0);
        assertEquals("intro", g.initialComment());
        assertEquals(List.of(), g.tags());
    }

    @Test
    void textAfterAMarkerThatIsNoGameIsDropped() {
        List<PgnGame> games = PgnTestSupport.games(
                "Some header text\n[Event \"a\"]\n1. e4 1-0 {trailing} junk words\n\n[Event \"b\"]\n1. d4 0-1\n  ) } ] \n");
        assertEquals(2, games.size());
        assertEquals("b", games.get(1).tag("Event").orElseThrow());
        assertEquals(null, games.get(1).initialComment());
    }
}
