package org.tabuleiro.rules.format.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Bytes are UTF-8, with or without a byte-order mark, and any line that is not valid UTF-8 is
 * ISO-8859-1; LF, CRLF and a lone CR all end a line; lines with '%' in column 1 are ignored
 * (PGN standard 6).
 */
class PgnReaderEncodingAndLinesTest {

    private static byte[] concat(byte[]... parts) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        for (byte[] p : parts) {
            out.writeBytes(p);
        }
        return out.toByteArray();
    }

    @Test
    void aUtf8ByteOrderMarkIsSkippedAtTheStartAndInTheMiddle() {
        byte[] bom = {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF};
        byte[] game = "[Event \"A\"]\n\n1. e4 *\n\n".getBytes(StandardCharsets.UTF_8);
        List<PgnGame> games = PgnTestSupport.games(concat(bom, game, bom, game));
        assertEquals(2, games.size());
        assertEquals(List.of(new PgnTag("Event", "A")), games.get(1).tags());
    }

    @Test
    void eachLineIsDecodedAsUtf8OrElseAsLatin1() {
        byte[] utf8 = "[White \"Ñoño Łukasz\"]\n".getBytes(StandardCharsets.UTF_8);
        byte[] latin1 = "[Black \"Ñoño Müller\"]\n".getBytes(StandardCharsets.ISO_8859_1);
        byte[] moves = "1. e4 {Très bien} *\n".getBytes(StandardCharsets.ISO_8859_1);
        PgnGame g = PgnTestSupport.games(concat(utf8, latin1, moves)).get(0);
        assertEquals("Ñoño Łukasz", g.tag("White").orElseThrow());
        assertEquals("Ñoño Müller", g.tag("Black").orElseThrow());
        assertEquals(List.of("Très bien"), g.mainLine().get(0).commentsAfter());
    }

    @Test
    void fourByteUtf8AndOverlongFormsAreToldApart() {
        byte[] emoji = "[Event \"♞ 🐴\"]\n*".getBytes(StandardCharsets.UTF_8);
        assertEquals("♞ 🐴", PgnTestSupport.games(emoji).get(0).tag("Event").orElseThrow());
        byte[] overlong = {'[', 'E', ' ', '"', (byte) 0xC0, (byte) 0xAF, '"', ']', '\n', '*'};
        assertEquals("\u00C0\u00AF", PgnTestSupport.games(overlong).get(0).tag("E").orElseThrow());
    }

    @Test
    void lfCrlfAndLoneCrEndLinesAlike() {
        String text = "[Event \"a\"]\n[Site \"b\"]\n\n1. e4 ; rest\ne5 {x\ny} *\n";
        List<String> lf = PgnTestSupport.events(text);
        assertEquals(lf, PgnTestSupport.events(text.replace("\n", "\r\n")));
        assertEquals(lf, PgnTestSupport.events(text.replace("\n", "\r")));
        assertEquals(PgnTestSupport.games(text),
                PgnTestSupport.games(text.replace("\n", "\r\n").getBytes(StandardCharsets.UTF_8)));
        assertEquals("end 6", lf.get(lf.size() - 1));
    }

    @Test
    void lineNumbersCountCrlfOnce() {
        List<String> ev = PgnTestSupport.events("[Event \"a\"]\r\n\r\n1. e4\r\n*\r\n");
        assertEquals("begin 1", ev.get(0));
        assertEquals("end 4", ev.get(ev.size() - 1));
    }

    @Test
    void percentEscapeLinesAreIgnoredButOnlyInColumnOne() {
        List<String> ev = PgnTestSupport.events("% comment [Event \"no\"]\n[Event \"a\"]\n%1. d4\n1. e4 {a\n% skipped\nb} *\n");
        assertEquals(List.of("begin 2", "tag Event=a", "endTags", "move e4", "comment a b", "result *", "end 6"), ev);
    }

    @Test
    void aReaderOfCharactersGivesTheSameGamesAsTheBytes() throws Exception {
        for (String name : List.of("morphy-utf8.pgn", "linares-2002.pgn", "utf8-bom.pgn")) {
            byte[] bytes = java.nio.file.Files.readAllBytes(PgnTestSupport.pgnDir().resolve(name));
            String text = new String(bytes, StandardCharsets.UTF_8);
            assertEquals(PgnTestSupport.games(bytes), PgnTestSupport.games(text), name);
        }
    }
}
