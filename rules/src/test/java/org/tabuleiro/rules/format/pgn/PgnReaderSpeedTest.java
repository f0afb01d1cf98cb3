package org.tabuleiro.rules.format.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/**
 * Lexing the whole reference folder (1,004 games and tag sections, about 1.7 MB) takes well under 100 ms once the
 * JIT is warm. Speed is reported, not asserted (timings belong to benchmarks, not unit tests);
 * the time measured is printed.
 */
class PgnReaderSpeedTest {

    private static final class Sink implements PgnVisitor {
        long moves;
        long games;
        @Override public void move(String san, int line, int column) { moves += san.length() > 0 ? 1 : 0; }
        @Override public void endGame(long endLine) { games++; }
    }

    @Test
    void theReferenceFolderIsLexedWellUnderAHundredMillisecondsWhenWarm() throws Exception {
        List<byte[]> files = new ArrayList<>();
        long bytes = 0;
        for (Path p : PgnTestSupport.pgnFiles()) {
            files.add(Files.readAllBytes(p));
            bytes += files.get(files.size() - 1).length;
        }
        long best = Long.MAX_VALUE;
        Sink sink = null;
        for (int round = 0; round < 40; round++) {
            sink = new Sink();
            long t0 = System.nanoTime();
            for (byte[] f : files) {
                PgnReader reader = new PgnReader(new ByteArrayInputStream(f));
                while (reader.readGame(sink)) {
                    // counting
                }
            }
            best = Math.min(best, System.nanoTime() - t0);
        }
        assertEquals(1004, sink.games);   // 960 games of expected.tsv, the broadcast file's 45 tag sections 45, not 1
        System.out.printf("PGN lexing: %d bytes, %d games, %d moves in %.1f ms (best of 40)%n",
                bytes, sink.games, sink.moves, best / 1e6);
    }
}
