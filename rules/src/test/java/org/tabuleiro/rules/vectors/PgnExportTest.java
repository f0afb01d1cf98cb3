package org.tabuleiro.rules.vectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.io.StringReader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;
import org.tabuleiro.rules.chess.History;
import org.tabuleiro.rules.chess.Language;
import org.tabuleiro.rules.chess.Position;
import org.tabuleiro.rules.chess.Fen;
import org.tabuleiro.rules.format.pgn.PgnExport;
import org.tabuleiro.rules.format.pgn.PgnGame;
import org.tabuleiro.rules.format.pgn.PgnGameBuilder;
import org.tabuleiro.rules.format.pgn.PgnReader;
import org.tabuleiro.rules.format.pgn.PgnReplay;
import org.tabuleiro.rules.format.pgn.PgnTag;

/** PGN out: canonical SAN, export layout, and reading the export back gives the same games. */
class PgnExportTest {
  @Test
  void importQuirksBecomeCanonicalSan() {
    String text = "[Event \"x\"]\n\n1. e4 e5 2. Bc4 Nc6 3. Qh5 Nf6 4. Qxf7 1-0\n";
    String out = PgnExport.normalize(read(text).get(0), Language.ENGLISH);
    assertTrue(out.contains("4. Qxf7# 1-0"), out);
    String castles = "1. e4 e5 2. Nf3 Nc6 3. Bc4 Bc5 4. 0-0 *";
    assertTrue(PgnExport.normalize(read(castles).get(0), Language.ENGLISH).contains("4. O-O *"));
  }

  @Test
  void portugueseInputIsExportedInEnglish() {
    String out = PgnExport.normalize(read("1. e4 e5 2. Cf3 Cc6 3. Bb5 *").get(0), Language.PORTUGUESE);
    assertTrue(out.contains("2. Nf3 Nc6 3. Bb5 *"), out);
  }

  @Test
  void aGameFromAPositionGetsSetUpAndFenTags() {
    Position start = Fen.read("4k3/8/8/8/8/8/4P3/4K3 w - - 0 40");
    History h = History.start(start).play("e4", Language.ENGLISH).play("Kd7", Language.ENGLISH);
    String out = PgnExport.write(h, List.of(new PgnTag("White", "Ana"), new PgnTag("Black", "Bia")), "*");
    assertTrue(out.startsWith("[Event \"?\"]\n[Site \"?\"]\n[Date \"????.??.??\"]\n[Round \"?\"]\n[White \"Ana\"]"), out);
    assertTrue(out.contains("[SetUp \"1\"]\n[FEN \"4k3/8/8/8/8/8/4P3/4K3 w - - 0 40\"]"), out);
    assertTrue(out.contains("40. e4 Kd7 *"), out);
  }

  @TestFactory
  Stream<DynamicTest> everySharedGameSurvivesExportAndReimport() throws IOException {
    List<DynamicTest> tests = new ArrayList<>();
    try (Stream<Path> files = Files.list(SharedVectors.chess("pgn"))) {
      for (Path file : files.filter(f -> f.toString().endsWith(".pgn")).sorted().toList()) {
        tests.add(DynamicTest.dynamicTest(file.getFileName().toString(), () -> roundTrip(file)));
      }
    }
    return tests.stream();
  }

  private static void roundTrip(Path file) throws IOException {
    List<PgnGame> games;
    try (InputStream in = Files.newInputStream(file)) {
      games = read(new PgnReader(in));
    }
    for (int i = 0; i < games.size(); i++) {
      String exported = PgnExport.normalize(games.get(i), Language.ENGLISH);
      // Movetext lines at most 80 columns (PGN 8.2.1); a tag pair is one line however long its value.
      for (String line : exported.split("\n")) {
        if (!line.startsWith("[")) assertTrue(line.length() <= 80, file + " game " + (i + 1) + ": " + line);
      }
      // Exporting the export changes nothing, and it replays to the same final position.
      assertEquals(exported, PgnExport.normalize(read(exported).get(0), Language.ENGLISH), file + " game " + (i + 1));
      assertEquals(replay(games.get(i)), replay(read(exported).get(0)), file + " game " + (i + 1));
    }
  }

  private static String replay(PgnGame game) {
    String text = PgnExport.normalize(game, Language.ENGLISH);
    PgnReader reader = new PgnReader(new StringReader(text));
    PgnReplay replay = new PgnReplay(reader, Language.ENGLISH);
    reader.readGame(replay);
    return replay.game().plies() + " " + Fen.write(replay.game().finalPosition());
  }

  private static List<PgnGame> read(String text) {
    return read(new PgnReader(new StringReader(text)));
  }

  private static List<PgnGame> read(PgnReader reader) {
    List<PgnGame> games = new ArrayList<>();
    PgnGameBuilder builder = new PgnGameBuilder();
    while (reader.readGame(builder)) games.add(builder.game());
    return games;
  }
}
