package org.tabuleiro.rules.format.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * A visitor that meets an illegal move asks the reader to skip the rest of the game; the reader
 * goes silent for that game but still finds its true end, so the next game is read correctly.
 */
class PgnReaderSkipRestOfGameTest {

    @Test
    void skippingAfterTheFirstMoveOfEveryGameKeepsTheGameSplitAndTheTagsOfTheSharedFiles() throws Exception {
        for (Path file : PgnTestSupport.pgnFiles()) {
            List<PgnGame> full;
            try (InputStream in = PgnTestSupport.open(file)) {
                full = PgnTestSupport.games(new PgnReader(in));
            }
            List<List<PgnTag>> tagsSeen = new ArrayList<>();
            List<String> results = new ArrayList<>();
            try (InputStream in = PgnTestSupport.open(file); PgnReader reader = new PgnReader(in)) {
                PgnVisitor skipper = new PgnVisitor() {
                    int moves;
                    @Override public void beginGame(long line) { tagsSeen.add(new ArrayList<>()); moves = 0; results.add(null); }
                    @Override public void tag(String name, String value) { tagsSeen.get(tagsSeen.size() - 1).add(new PgnTag(name, value)); }
                    @Override public void move(String san, int line, int column) {
                        assertEquals(0, moves++, "no move after skipRestOfGame");
                        reader.skipRestOfGame();
                    }
                    @Override public void comment(String text) { assertEquals(0, moves, "no comment after skip"); }
                    @Override public void result(String marker) { results.set(results.size() - 1, marker); }
                };
                while (reader.readGame(skipper)) {
                    // the visitor checks
                }
            }
            assertEquals(full.size(), tagsSeen.size(), file.toString());
            for (int i = 0; i < full.size(); i++) {
                assertEquals(full.get(i).tags(), tagsSeen.get(i), file + " game " + (i + 1));
                assertEquals(full.get(i).result(), results.get(i), file + " game " + (i + 1));
            }
        }
    }

    @Test
    void skippingInsideAVariationStillFindsTheMarkerOutsideIt() {
        String text = "1. e4 (1. d4 Kg2 {x} (1... f5) 0-1 ) e5 1-0\n1. c4 *";
        PgnReader reader = new PgnReader(new java.io.StringReader(text));
        PgnTestSupport.Recorder r = new PgnTestSupport.Recorder() {
            @Override public void move(String san, int line, int column) {
                super.move(san, line, column);
                if (san.equals("Kg2")) {
                    reader.skipRestOfGame();
                }
            }
        };
        assertTrue(reader.readGame(r));
        assertEquals(List.of("move e4", "(", "move d4", "move Kg2", "result 1-0", "end 1"),
                r.events.subList(2, r.events.size()));
        assertTrue(reader.readGame(r));
        assertTrue(r.moves().contains("c4"));
    }

    @Test
    void skipRestOfGameOutsideReadGameDoesNothing() {
        PgnReader reader = new PgnReader(new java.io.StringReader("1. e4 *"));
        reader.skipRestOfGame();
        PgnTestSupport.Recorder r = new PgnTestSupport.Recorder();
        assertTrue(reader.readGame(r));
        assertEquals(List.of("e4"), r.moves());
    }
}
