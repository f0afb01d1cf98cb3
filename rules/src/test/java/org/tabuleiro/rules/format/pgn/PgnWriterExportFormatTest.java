package org.tabuleiro.rules.format.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.Collections;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The writer produces PGN export format (PGN standard, section 8). */
class PgnWriterExportFormatTest {

    private static PgnNode move(String san, List<String> after, List<List<PgnNode>> variations) {
        return new PgnNode(san, List.of(), after, variations);
    }

    private static List<PgnNode> line(String... sans) {
        return java.util.Arrays.stream(sans).map(PgnNode::of).toList();
    }

    private static String movetext(String pgn) {
        return pgn.substring(pgn.indexOf("\n\n") + 2);
    }

    @Test
    void theSevenTagRosterComesFirstInOrderWithStandardPlaceholdersThenTheOtherTagsInOrder() {
        PgnGame g = new PgnGame(List.of(new PgnTag("ECO", "C20"), new PgnTag("White", "Anna"),
                new PgnTag("Annotator", "Bo"), new PgnTag("Event", "Club"), new PgnTag("White", "dup")),
                null, line("e4"), "1-0");
        String pgn = PgnWriter.write(g);
        assertEquals("""
                [Event "Club"]
                [Site "?"]
                [Date "????.??.??"]
                [Round "?"]
                [White "Anna"]
                [Black "?"]
                [Result "1-0"]
                [ECO "C20"]
                [Annotator "Bo"]

                1. e4 1-0

                """, pgn);
    }

    @Test
    void blackMovesAreNumberedOnlyAfterACommentOrVariationOrAtTheStartOfALine() {
        List<PgnNode> main = List.of(
                PgnNode.of("e4"),
                move("e5", List.of(), List.of(line("c5", "Nf3"))),
                PgnNode.of("Nf3"),
                new PgnNode("Nc6", List.of(4), List.of(), List.of()),
                move("Bb5", List.of("Ruy Lopez"), List.of()),
                PgnNode.of("a6"));
        String text = movetext(PgnWriter.write(new PgnGame(List.of(), null, main, "*")));
        assertEquals("1. e4 e5 (1... c5 2. Nf3) 2. Nf3 Nc6 $4 3. Bb5 {Ruy Lopez} 3... a6 *\n\n", text);
    }

    @Test
    void theFirstMoveNumberAndSideComeFromTheFenTag() {
        PgnGame g = new PgnGame(List.of(new PgnTag("SetUp", "1"),
                new PgnTag("FEN", "3k4/8/8/8/3K4/3R4/8/8 b - - 15 100")), null, line("Kc7", "Re3"), "*");
        assertEquals("100... Kc7 101. Re3 *\n\n", movetext(PgnWriter.write(g)));
        assertEquals("7. Kc7 Re3 *\n\n", movetext(PgnWriter.write(g, 7, true)));
    }

    @Test
    void movetextLinesStayWithinEightyColumnsWithSingleSpacesAndNoTrailingSpace() throws Exception {
        for (java.nio.file.Path file : PgnTestSupport.pgnFiles()) {
            for (PgnGame g : PgnTestSupport.games(java.nio.file.Files.readAllBytes(file))) {
                String pgn = PgnWriter.write(g);
                assertTrue(pgn.endsWith("\n\n") && !pgn.endsWith("\n\n\n"), "one blank line after the game");
                String[] lines = movetext(pgn).split("\n");
                for (int i = 0; i + 1 < lines.length; i++) {
                    String next = lines[i + 1].split(" ")[0];
                    boolean forced = lines[i].startsWith(";") || lines[i].contains(" ;");
                    assertTrue(forced || next.isEmpty() || lines[i].length() + 1 + next.length() > 80,
                            file + ": line not filled: " + lines[i]);
                }
                for (String l : lines) {
                    boolean oneToken = l.indexOf(' ') < 0 || l.startsWith(";");
                    assertTrue(l.length() <= 80 || oneToken, file + ": " + l);
                    assertTrue(!l.endsWith(" ") && !l.startsWith(" ") && !l.contains("  "), file + ": [" + l + "]");
                }
            }
        }
    }

    @Test
    void aTokenLongerThanALineStaysWholeOnItsOwnLine() {
        String longWord = String.join("", Collections.nCopies(90, "x"));
        PgnGame g = new PgnGame(List.of(), null, List.of(move("e4", List.of("a " + longWord + " b"), List.of())), "*");
        assertEquals("1. e4 {a\n" + longWord + "\nb} *\n\n", movetext(PgnWriter.write(g)));
    }

    @Test
    void linesAreFilledGreedilyUpToEightyColumns() {
        String[] sans = new String[40];
        java.util.Arrays.fill(sans, "Nf3");
        String text = movetext(PgnWriter.write(new PgnGame(List.of(), null, line(sans), "*")));
        String first = text.substring(0, text.indexOf('\n'));
        // seven "n. Nf3 Nf3" groups and "8." take 79 columns; " Nf3" would make 83
        assertEquals(79, first.length(), first);
        assertTrue(first.endsWith("7. Nf3 Nf3 8."), first);
    }

    @Test
    void commentsKeepEmbeddedCommandsAndOneWithABraceBecomesARestOfLineComment() {
        List<PgnNode> main = List.of(move("e4", List.of("[%clk 0:01:02]"), List.of()),
                move("e5", List.of("see {this}"), List.of()), PgnNode.of("Nf3"));
        String text = movetext(PgnWriter.write(new PgnGame(List.of(), "start", main, "1/2-1/2")));
        assertEquals("{start} 1. e4 {[%clk 0:01:02]} 1... e5 ;see {this}\n2. Nf3 1/2-1/2\n\n", text);
    }

    @Test
    void theResultComesFromTheGameElseTheResultTagElseIsUnknown() {
        PgnGame tagOnly = new PgnGame(List.of(new PgnTag("Result", "0-1")), null, line("f3"), null);
        assertTrue(PgnWriter.write(tagOnly).endsWith("1. f3 0-1\n\n"));
        assertTrue(PgnWriter.write(tagOnly).contains("[Result \"0-1\"]"));
        PgnGame none = new PgnGame(List.of(), null, List.of(), null);
        assertEquals("[Result \"*\"]\n\n*\n\n", PgnWriter.write(none).substring(PgnWriter.write(none).indexOf("[Result")));
    }
}
