package org.tabuleiro.rules.format.pdn;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.draughts.DraughtsMove;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.DraughtsTestData;
import org.tabuleiro.rules.draughts.Variant;
import org.tabuleiro.rules.draughts.PdnMoves;
import org.tabuleiro.rules.draughts.PdnFen;

/**
 * Every game of pdn/expected.tsv: clean games end on the listed position after the listed plies (and pass
 * through every position of trace.tsv); ambiguous ones are resolved by look-ahead to the note's final position.
 */
class PdnVectorsTest {
  static Map<String, List<PdnReplay.Result>> cache = new HashMap<>();

  static List<PdnReplay.Result> replay(String file, Variant v) throws IOException {
    List<PdnReplay.Result> results = cache.get(file);
    if (results != null) return results;
    results = new ArrayList<>();
    try (Reader in = Files.newBufferedReader(DraughtsTestData.root().resolve(file), StandardCharsets.UTF_8)) {
      PdnReader reader = new PdnReader(in);
      for (PdnGame g; (g = reader.next()) != null; ) results.add(PdnReplay.replay(g, v));
    }
    cache.put(file, results);
    return results;
  }

  @Test
  void everyGameEndsWhereTheReferenceSays() throws IOException {
    Pattern finalFen = Pattern.compile("final (\\S+)");
    int checked = 0;
    for (DraughtsTestData.Row row : DraughtsTestData.rows("pdn/expected.tsv")) {
      Variant v = DraughtsTestData.variant(row.get(2));
      List<PdnReplay.Result> results = replay(row.get(0), v);
      PdnReplay.Result r = results.get(Integer.parseInt(row.get(1)) - 1);
      String where = row.get(0) + " game " + row.get(1);
      assertTrue(r.isClean(), where + ": " + r.error());
      assertEquals(Integer.parseInt(row.get(3)), r.plies(), where);
      String expected = row.get(4).equals("ok") ? row.get(6) : matcher(finalFen, row.get(7));
      assertEquals(expected, r.finalPosition().fen(), where);
      checked++;
    }
    assertTrue(checked > 100);
  }

  private static String matcher(Pattern p, String note) {
    Matcher m = p.matcher(note);
    assertTrue(m.find(), note);
    return m.group(1);
  }

  @Test
  void everyPlyOfTheTracePassesThroughTheListedPosition() throws IOException {
    Map<String, List<String>> fens = new HashMap<>(); // file and game -> FEN after each ply
    int plies = 0;
    for (DraughtsTestData.Row row : DraughtsTestData.rows("pdn/trace.tsv")) {
      Variant v = row.get(0).contains("brazilian") ? Variant.BRAZILIAN : Variant.INTERNATIONAL;
      PdnReplay.Result r = replay(row.get(0), v).get(Integer.parseInt(row.get(1)) - 1);
      List<String> after = fens.computeIfAbsent(row.get(0) + "#" + row.get(1), k -> {
        List<String> list = new ArrayList<>();
        DraughtsPosition p = r.start();
        for (DraughtsMove m : r.moves()) list.add((p = p.play(m)).fen());
        return list;
      });
      int ply = Integer.parseInt(row.get(2));
      String where = row.get(0) + " game " + row.get(1) + " ply " + ply;
      assertEquals(row.get(5), after.get(ply - 1), where);
      assertEquals(row.get(4), r.moves().get(ply - 1).capturedNotation(), where);
      plies++;
    }
    assertTrue(plies > 1000);
  }

  @Test
  void pathAndCapturedSquareFormsNameTheirMove() {
    DraughtsPosition p = PdnFen.read("W:WK46:B17,37", Variant.INTERNATIONAL);
    assertEquals(1, p.movesMatching("46x6").size());
    assertEquals(1, p.movesMatching("46x28x6").size());
    assertEquals(1, p.movesMatching("46x37x6").size()); // the captured-squares form
    assertEquals(0, p.movesMatching("46x5").size());
  }

  @Test
  void anAmbiguousCaptureThatLookAheadCannotDecideIsReportedAtItsPly() {
    String fen = "B:WK1,K5,16,K18,20,24,K32,38,39,40,K42,K46:B4,8,17,27,28,45,K47,K48";
    DraughtsPosition p = PdnFen.read(fen, Variant.INTERNATIONAL);
    List<DraughtsMove> both = p.movesMatching("48x22");
    assertEquals(2, both.size());
    PdnGame game = new PdnReader(new java.io.StringReader("[FEN \"" + fen + "\"]\n1... 48x22 *")).next();
    PdnReplay.Result r = PdnReplay.replay(game, Variant.INTERNATIONAL);
    assertEquals(1, r.error().ply());
    assertTrue(r.error().message().contains("ambiguous"), r.error().message());
    // The full path, as the writer gives it, tells the two apart.
    for (DraughtsMove m : both) {
      String written = PdnMoves.write(p, m);
      assertEquals(List.of(m), p.movesMatching(written), written);
    }
  }
}
