package org.tabuleiro.rules.format.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Files;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Tag values escape a quote as \" and a backslash as \\ (PGN standard 8.1.1); the reader
 * unescapes, the writer escapes, and malformed tag lines are reported and skipped.
 */
class PgnTagEscapeTest {

    @Test
    void escapedQuotesAndBackslashesAreUnescaped() {
        PgnGame g = PgnTestSupport.games("[Event \"The \\\"Big\\\" one\"]\n[Site \"C:\\\\pgn\"]\n*").get(0);
        assertEquals("The \"Big\" one", g.tag("Event").orElseThrow());
        assertEquals("C:\\pgn", g.tag("Site").orElseThrow());
    }

    @Test
    void aValueEndingInABackslashBeforeTheClosingQuoteIsReadUpToTheLastQuote() throws Exception {
        byte[] bytes = Files.readAllBytes(PgnTestSupport.pgnDir().resolve("escaped-tag-z0-null.pgn"));
        PgnGameBuilder b = new PgnGameBuilder();
        PgnReader reader = new PgnReader(new java.io.ByteArrayInputStream(bytes));
        assertTrue(reader.readGame(b));
        assertEquals("Ugra Cup \\", b.game().tag("Event").orElseThrow());
        assertEquals("?", b.game().tag("Site").orElseThrow(), "the next tag is unharmed");
        assertEquals(1, b.errors().size());
        assertEquals(1, b.errors().get(0).line());
        assertEquals("Z0", b.game().mainLine().get(57).san());
    }

    @Test
    void writerEscapesWhatReaderUnescapes() {
        String value = "a \"quoted\" \\ back\\slash\\";
        PgnGame g = new PgnGame(List.of(new PgnTag("Annotator", value)), null, List.of(), "*");
        String text = PgnWriter.write(g);
        assertTrue(text.contains("[Annotator \"a \\\"quoted\\\" \\\\ back\\\\slash\\\\\"]\n"), text);
        assertEquals(value, PgnTestSupport.games(text).get(0).tag("Annotator").orElseThrow());
    }

    @Test
    void malformedTagLinesAreReportedAndTheGameGoesOn() {
        PgnTestSupport.Recorder r = new PgnTestSupport.Recorder();
        PgnReader reader = new PgnReader(new java.io.StringReader(
                "[Event \"ok\"]\n[Bad value]\n[Open \"never closed]\n[Site \"s\" junk]\n[White \"w\"]\n1. e4 *\n"));
        assertTrue(reader.readGame(r));
        assertTrue(r.events.contains("tag Event=ok"), r.events.toString());
        assertTrue(r.events.contains("tag Site=s"), r.events.toString());
        assertTrue(r.events.contains("tag White=w"), r.events.toString());
        assertEquals(List.of("e4"), r.moves());
        assertEquals(3, r.errors.size(), r.errors.toString());
        assertEquals(List.of(2L, 3L, 4L), r.errors.stream().map(PgnError::line).toList());
    }

    @Test
    void severalTagsMayShareALineAndSpacingInsideBracketsIsTolerated() {
        PgnGame g = PgnTestSupport.games("[ White  \"a\"][Black \"b\" ]\n*").get(0);
        assertEquals(List.of(new PgnTag("White", "a"), new PgnTag("Black", "b")), g.tags());
    }

    @Test
    void nonAsciiTagValuesSurviveTheRoundTrip() {
        String name = "Lładysław Żółć, José";
        PgnGame g = new PgnGame(List.of(new PgnTag("White", name)), null, List.of(), "*");
        byte[] utf8 = PgnWriter.write(g).getBytes(java.nio.charset.StandardCharsets.UTF_8);
        assertEquals(name, PgnTestSupport.games(utf8).get(0).tag("White").orElseThrow());
    }
}
