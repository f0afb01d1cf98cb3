package org.tabuleiro.rules.format.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Move tokens reach the visitor as bare SAN: move numbers, suffix annotations and en passant
 * markers removed, check marks and promotions kept, null moves untouched (PGN standard 8.2.2,
 * 8.2.3, 10).
 */
class PgnMoveTokenTest {

    private static List<String> moves(String movetext) {
        return new PgnTestSupport.Recorder() {{
            PgnReader r = new PgnReader(new java.io.StringReader(movetext));
            while (r.readGame(this)) {
                // recording
            }
        }}.moves();
    }

    @Test
    void moveNumbersWithOneOrThreeDotsOrGluedToTheMoveAreStripped() {
        assertEquals(List.of("e4", "e5", "Nf3", "Nc6", "Bb5", "a6", "Ba4"),
                moves("1. e4 1... e5 2.Nf3 2...Nc6 3 Bb5 3 ... a6 4.Ba4 *"));
    }

    @Test
    void checkMateAndPromotionMarksAreKept() {
        assertEquals(List.of("Qh4#", "exd8=Q+", "O-O-O+", "d7d8R", "0-0"),
                moves("Qh4# exd8=Q+ O-O-O+ d7d8R 0-0 *"));
    }

    @Test
    void suffixAnnotationsBecomeNagsOneToSixRightAfterTheMove() {
        List<String> ev = PgnTestSupport.events("e4! e5? Nf3!! Nc6?? Bb5!? a6?! *");
        assertEquals(List.of("move e4", "nag 1", "move e5", "nag 2", "move Nf3", "nag 3", "move Nc6", "nag 4",
                "move Bb5", "nag 5", "move a6", "nag 6"), ev.subList(2, 14));
    }

    @Test
    void anAnnotationWrittenApartFromItsMoveIsStillANag() {
        List<String> ev = PgnTestSupport.events("e4 !? $14 *");
        assertEquals(List.of("move e4", "nag 5", "nag 14"), ev.subList(2, 5));
    }

    @Test
    void enPassantMarkersAreStrippedInAllSpellings() {
        assertEquals(List.of("exd6", "exd6", "exd6", "exd6", "gxf6", "exd6+"),
                moves("exd6e.p. exd6 e.p. exd6ep exd6 ep gxf6ep exd6e.p.+ *"));
    }

    @Test
    void nullMovesPassThroughAsWritten() {
        assertEquals(List.of("--", "Z0", "0000", "@@@@"), moves("1. -- Z0 2. 0000 @@@@ *"));
    }

    @Test
    void aDoubleHyphenIsATokenOfItsOwnBecauseAHyphenCannotStartASymbol() {
        PgnTestSupport.Recorder r = new PgnTestSupport.Recorder();
        PgnReader reader = new PgnReader(new java.io.StringReader("e4 --nestedcomment *"));
        reader.readGame(r);
        assertEquals(List.of("e4", "--"), r.moves());
        assertEquals(1, r.errors.size(), "'nestedcomment' is no move");
    }

    @Test
    void wordsThatAreNoMovesAreReportedAndSkipped() {
        PgnTestSupport.Recorder r = new PgnTestSupport.Recorder();
        PgnReader reader = new PgnReader(new java.io.StringReader("[Event \"x\"]\n1. e4 hello e5 ~~ 1-0\n"));
        reader.readGame(r);
        assertEquals(List.of("e4", "e5"), r.moves());
        assertEquals(2, r.errors.size());
        assertEquals(2, r.errors.get(0).line());
        assertEquals(7, r.errors.get(0).column());
        assertTrue(r.errors.get(0).message().contains("hello"), r.errors.get(0).message());
    }

    @Test
    void movePositionsAreOneBasedLineAndColumnOfTheMoveItself() {
        int[][] seen = new int[2][];
        PgnVisitor v = new PgnVisitor() {
            int i;
            @Override public void move(String san, int line, int column) { seen[i++] = new int[] {line, column}; }
        };
        new PgnReader(new java.io.StringReader("[A \"b\"]\n\n1.e4\n  12... c5 *")).readGame(v);
        assertEquals(List.of(3, 3), List.of(seen[0][0], seen[0][1]));
        assertEquals(List.of(4, 9), List.of(seen[1][0], seen[1][1]));
    }

    @Test
    void nagTokensOutsideZeroTo255AreErrors() {
        PgnTestSupport.Recorder r = new PgnTestSupport.Recorder();
        new PgnReader(new java.io.StringReader("e4 $0 $255 $256 $ e5 *")).readGame(r);
        assertEquals(List.of("move e4", "nag 0", "nag 255", "error", "error", "move e5"), r.events.subList(2, 8));
    }
}
