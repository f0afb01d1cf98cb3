package org.tabuleiro.rules.vectors;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotNull;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.tabuleiro.rules.chess.Language;
import org.tabuleiro.rules.chess.Fen;
import org.tabuleiro.rules.format.pgn.PgnReader;
import org.tabuleiro.rules.format.pgn.PgnReplay;

/** Every game of pgn/expected.tsv: same split into games, same main-line plies, final FEN and result. */
class PgnVectorsTest {
  @TestFactory
  Stream<DynamicTest> everyGameEndsInTheReferencePosition() {
    Map<String, List<Map<String, String>>> byFile = new TreeMap<>();
    for (Map<String, String> row : SharedVectors.tsv(SharedVectors.chess("pgn/expected.tsv"))) {
      byFile.computeIfAbsent(row.get("file"), f -> new ArrayList<>()).add(row);
    }
    return byFile.entrySet().stream().map(e -> DynamicTest.dynamicTest(e.getKey(), () -> checkFile(e.getKey(), e.getValue())));
  }

  private static void checkFile(String file, List<Map<String, String>> expected) throws IOException {
    List<PgnReplay.Game> games = new ArrayList<>();
    try (InputStream in = Files.newInputStream(SharedVectors.chess("pgn/" + file)); PgnReader reader = new PgnReader(in)) {
      PgnReplay replay = new PgnReplay(reader, Language.ENGLISH);
      while (reader.readGame(replay)) games.add(replay.game());
    }
    if (file.equals("broadcast-missing-tags.pgn")) {
      // 45 tag sections and no moves: expected.tsv's split made them one game of 0 plies, the reader one game each
      // (a tag name repeated starts a section), none with a move.
      assertEquals(45, games.size(), file + ": tag sections");
      for (PgnReplay.Game g : games) assertEquals(0, g.plies(), file);
      return;
    }
    assertEquals(expected.size(), games.size(), file + ": number of games");
    for (Map<String, String> row : expected) {
      PgnReplay.Game g = games.get(Integer.parseInt(row.get("game")) - 1);
      String where = file + " game " + row.get("game");
      if (!row.get("errors").equals("0")) {
        assertNotNull(g.error(), where + ": the reference found an illegal move; a strict reader must report it");
        continue;
      }
      assertNull(g.error(), where);
      assertEquals(Integer.parseInt(row.get("plies")), g.plies(), where + ": plies");
      assertEquals(row.get("final_fen"), Fen.write(g.finalPosition()), where + ": final FEN");
      assertEquals(row.get("final_fen_legal_ep"), Fen.write(g.finalPosition(), true), where + ": final FEN, legal ep only");
      assertEquals(row.get("result"), g.result(), where + ": result");
      assertTrue(g.plies() >= 0);
    }
  }
}
