package org.tabuleiro.server.library;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.draughts.Variant;

/**
 * A resumed import reads the games it did before with {@link GameFileReader#skipping} on: every game must come with
 * the same number and line as when read whole, or the import would go on at the wrong game. Files with refused games
 * (an illegal move, a bad FEN tag, a game past the length limit), null moves and Latin-1 lines.
 */
class GameFileReaderSkippingTest {
  @Test
  void chessGamesKeepTheirNumbersAndLinesWhenSkipped() throws Exception {
    ByteArrayOutputStream file = new ByteArrayOutputStream();
    file.write(LibraryTestFiles.chessFile());
    file.write("""

        [Event "FEN errado"]
        [FEN "isto não é uma posição"]
        [Result "*"]

        1. e4 *

        [Event "Comprido"]
        [Result "1-0"]

        1. e4 e5 2. Nf3
        """.getBytes(StandardCharsets.UTF_8));
    file.write(("{" + "x".repeat(ChessFileReader.MAX_GAME_CHARS + 10) + "} 2... Nc6 1-0\n").getBytes(StandardCharsets.UTF_8));
    file.write("""

        [Event "Depois"]
        [Result "0-1"]

        1. d4 d5 0-1
        """.getBytes(StandardCharsets.UTF_8));
    byte[] bytes = file.toByteArray();
    check(bytes, in -> new ChessFileReader(in), 3);
  }

  @Test
  void draughtsGamesKeepTheirNumbersAndLinesWhenSkipped() throws Exception {
    for (String variant : List.of("international", "brazilian")) {
      Variant v = variant.equals("international") ? Variant.INTERNATIONAL : Variant.BRAZILIAN;
      check(LibraryTestFiles.draughtsFile(variant), in -> new DraughtsFileReader(in, v), 1);
    }
  }

  /**
   * The games read whole, then read with the first ones skipped (all, or up to three points): the same games in the
   * same order, and after the skipped ones the same games exactly (refused or not, same line, same text).
   */
  private static void check(byte[] file, Function<ByteArrayInputStream, GameFileReader> open, int refusedAtLeast)
      throws Exception {
    List<String> whole = read(file, open, 0, false);
    assertTrue(whole.stream().filter(g -> g.startsWith("refused")).count() >= refusedAtLeast, whole.toString());
    assertEquals(numbers(whole), numbers(read(file, open, Integer.MAX_VALUE, true)), "every game skipped");
    for (int upTo : new int[] {1, whole.size() / 3, whole.size() - 2}) {
      List<String> resumed = read(file, open, upTo, true);
      assertEquals(numbers(whole), numbers(resumed));
      assertEquals(whole.subList(upTo, whole.size()), resumed.subList(upTo, resumed.size()),
          "the games after the first " + upTo + " skipped");
    }
  }

  /** "kind number line" of each game; the first {@code skipped} read with skipping on (all of them, when on). */
  private static List<String> read(byte[] file, Function<ByteArrayInputStream, GameFileReader> open, int skipped,
      boolean skip) throws Exception {
    List<String> games = new ArrayList<>();
    try (GameFileReader r = open.apply(new ByteArrayInputStream(file))) {
      r.skipping(skip);
      ParsedGame g;
      while ((g = r.next()) != null) {
        games.add((g instanceof ParsedGame.Refused ? "refused " : "playable ") + g.number() + " " + g.line()
            + (g instanceof ParsedGame.Playable p && !p.text().isEmpty() ? " " + p.text().hashCode() : ""));
        if (skip && games.size() == skipped) r.skipping(false);
      }
    }
    return games;
  }

  private static List<String> numbers(List<String> games) {
    return games.stream().map(g -> g.split(" ")[1]).toList();
  }
}
