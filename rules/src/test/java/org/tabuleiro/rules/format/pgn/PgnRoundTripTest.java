package org.tabuleiro.rules.format.pgn;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Read, build, write, read and build again gives the same game, in the form the writer
 * exports ({@link PgnWriter#exportForm}); and writing that game again gives the same text.
 */
class PgnRoundTripTest {

    static Stream<Path> files() {
        return PgnTestSupport.pgnFiles().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void everyGameSurvivesWriteThenRead(Path file) throws Exception {
        List<PgnGame> games = PgnTestSupport.games(Files.readAllBytes(file));
        for (int i = 0; i < games.size(); i++) {
            PgnGame original = games.get(i);
            String written = PgnWriter.write(original);
            List<PgnGame> reread = PgnTestSupport.games(written);
            assertEquals(1, reread.size(), "game " + (i + 1) + " is one game again:\n" + written);
            assertEquals(PgnWriter.exportForm(original), reread.get(0), "game " + (i + 1) + ":\n" + written);
            assertEquals(written, PgnWriter.write(reread.get(0)), "game " + (i + 1) + " writes identically");
        }
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("files")
    void theWholeFileWrittenGameAfterGameReadsBackAsTheSameGames(Path file) throws Exception {
        List<PgnGame> games = PgnTestSupport.games(Files.readAllBytes(file));
        StringBuilder all = new StringBuilder();
        for (PgnGame g : games) {
            all.append(PgnWriter.write(g));
        }
        assertEquals(games.stream().map(PgnWriter::exportForm).toList(), PgnTestSupport.games(all.toString()));
    }
}
