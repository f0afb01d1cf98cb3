package org.tabuleiro.rules.format.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * A game ends at its termination marker outside comments and variations, or where a new tag
 * section starts; the reference files must split into exactly the games of expected.tsv.
 */
class PgnReaderSplitsGamesTest {

    /** Counts games and their main-line move tokens, and checks the callback order. */
    private static final class Counter implements PgnVisitor {
        final List<Integer> plies = new ArrayList<>();
        int depth;
        int endTags;
        boolean inGame;

        @Override public void beginGame(long line) {
            assertTrue(!inGame, "beginGame inside a game");
            inGame = true;
            depth = 0;
            endTags = 0;
            plies.add(0);
        }
        @Override public void endTags() { endTags++; }
        @Override public void move(String san, int line, int column) {
            assertEquals(1, endTags, "endTags before movetext");
            if (depth == 0) {
                plies.set(plies.size() - 1, plies.get(plies.size() - 1) + 1);
            }
        }
        @Override public void beginVariation() { depth++; }
        @Override public void endVariation() { assertTrue(--depth >= 0, "unbalanced variation"); }
        @Override public void endGame(long endLine) {
            assertEquals(0, depth, "variations left open");
            assertEquals(1, endTags, "endTags once per game");
            inGame = false;
        }
    }

    /** A broadcast file of tag sections and no moves at all. */
    static final String TAG_SECTIONS_ONLY = "broadcast-missing-tags.pgn";

    static Stream<Path> files() {
        return PgnTestSupport.pgnFiles().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void eachFileSplitsIntoTheExpectedGamesWithTheExpectedMainLineLengths(Path file) throws Exception {
        List<PgnTestSupport.ExpectedGame> expected = PgnTestSupport.expected().get(file.getFileName().toString());
        assertTrue(expected != null, "no rows in expected.tsv for " + file);
        Counter counter = new Counter();
        try (InputStream in = PgnTestSupport.open(file); PgnReader reader = new PgnReader(in)) {
            while (reader.readGame(counter)) {
                assertTrue(!counter.inGame, "readGame returned inside a game");
            }
        }
        if (file.getFileName().toString().equals(TAG_SECTIONS_ONLY)) {
            // expected.tsv's split merged its 45 tag sections without movetext into one game of 0 plies; the
            // reader reads a tag section again (a tag name repeated) as a game of its own, here with no moves.
            assertEquals(45, counter.plies.size(), "number of tag sections in " + file.getFileName());
            assertTrue(counter.plies.stream().allMatch(p -> p == 0), counter.plies.toString());
            return;
        }
        assertEquals(expected.size(), counter.plies.size(), "number of games in " + file.getFileName());
        for (PgnTestSupport.ExpectedGame row : expected) {
            int actual = counter.plies.get(row.game() - 1);
            if (row.errors() == 0) {
                assertEquals(row.plies(), actual, "plies of game " + row.game());
            } else {
                assertTrue(actual >= row.plies(), "game " + row.game() + " has at least the legal prefix");
            }
        }
    }

    @Test
    void everyFileOfExpectedTsvIsPresentAndViceVersa() {
        Map<String, List<PgnTestSupport.ExpectedGame>> expected = PgnTestSupport.expected();
        Set<String> onDisk = new TreeSet<>();
        for (Path p : PgnTestSupport.pgnFiles()) {
            onDisk.add(p.getFileName().toString());
        }
        assertEquals(new TreeSet<>(expected.keySet()), onDisk);
    }

    @Test
    void aTagSectionAfterMovetextStartsANewGameEvenWithoutAMarker() {
        List<PgnGame> games = PgnTestSupport.games("[Event \"a\"]\n\n1. e4 e5\n\n[Event \"b\"]\n\n1. d4 *\n");
        assertEquals(2, games.size());
        assertEquals(2, games.get(0).mainLine().size());
        assertEquals(null, games.get(0).result());
        assertEquals("*", games.get(1).result());
    }

    @Test
    void blankLinesInsideTagsOrMovetextDoNotSplitAGame() {
        List<PgnGame> games = PgnTestSupport.games("[Event \"a\"]\n\n[Site \"b\"]\n\n1. e4 {x}\n\ne5\n\n1-0\n");
        assertEquals(1, games.size());
        assertEquals(2, games.get(0).tags().size());
        assertEquals(2, games.get(0).mainLine().size());
        assertEquals("1-0", games.get(0).result());
    }

    @Test
    void tagSectionsWithoutMovetextAreAGameEach() {
        List<String> ev = PgnTestSupport.events(
                "[Event \"a\"]\n[White \"x\"]\n\n[Event \"b\"]\n[White \"y\"]\n[Event \"c\"]\n\n1. e4 1-0\n");
        assertEquals(3, ev.stream().filter(e -> e.startsWith("begin")).count(), ev.toString());
        assertTrue(ev.contains("begin 4"), ev.toString());
        assertTrue(ev.contains("begin 6"), ev.toString());
        List<PgnGame> games = PgnTestSupport.games("[Event \"a\"]\n[White \"x\"]\n\n[Event \"b\"]\n\n1. e4 1-0\n");
        assertEquals(2, games.size());
        assertEquals(0, games.get(0).mainLine().size());
        assertEquals("x", games.get(0).tags().get(1).value());
        assertEquals(1, games.get(1).mainLine().size());
    }

        @Test
    void aMarkerInsideAVariationDoesNotEndTheGame() {
        List<PgnGame> games = PgnTestSupport.games("1. e4 (1. d4 1-0) e5 0-1");
        assertEquals(1, games.size());
        assertEquals(2, games.get(0).mainLine().size());
        assertEquals("0-1", games.get(0).result());
    }

    @Test
    void beginAndEndLinesAreReported() {
        List<String> ev = PgnTestSupport.events("\n[Event \"a\"]\n\n1. e4\ne5 1-0\n[Event \"b\"]\n1. d4\n\n");
        assertEquals("begin 2", ev.get(0));
        assertTrue(ev.contains("end 5"), ev.toString());
        assertTrue(ev.contains("begin 6"), ev.toString());
        assertEquals("end 7", ev.get(ev.size() - 1));
    }
}
