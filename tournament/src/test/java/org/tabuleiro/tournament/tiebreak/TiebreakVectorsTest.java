package org.tabuleiro.tournament.tiebreak;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.tabuleiro.tournament.Standing;
import org.tabuleiro.tournament.TestData;
import org.tabuleiro.tournament.Tournament;
import org.tabuleiro.tournament.TournamentSystem;
import org.tabuleiro.tournament.trf.TrfException;
import org.tabuleiro.tournament.trf.TrfReader;

/**
 * Every table of ../shared/testdata/tiebreak (TieBreakServer, C.07 as in force from 1 March 2026): the rank and
 * every value of every player, compared numerically. Swiss tables with the Swiss rules, rr tables with the rules for
 * pre-determined pairings.
 */
class TiebreakVectorsTest {
  @TestFactory
  Stream<DynamicTest> everyTableMatchesTheReferenceCalculator() {
    List<Path> tables = TestData.files("tiebreak", ".tsv");
    assertTrue(tables.size() >= 102, "expected the 84 Swiss and 18 round-robin tables, found " + tables.size());
    return tables.stream().map(tsv -> DynamicTest.dynamicTest(tsv.getParent().getFileName() + "/" + tsv.getFileName(), () -> check(tsv)));
  }

  private static void check(Path tsv) throws TrfException {
    String file = tsv.getFileName().toString();
    Path trf = tsv.resolveSibling(file.substring(0, file.indexOf('.')) + ".trf");
    boolean roundRobin = tsv.getParent().getFileName().toString().equals("rr");
    check(TestData.read(trf), TestData.read(tsv), roundRobin);
  }

  /** Compares the table of {@code trf} with the calculator's {@code tsv} (its rank, points and tiebreak columns). */
  static void check(String trf, String tsv, boolean roundRobin) throws TrfException {
    Tournament t = TrfReader.read(trf).tournament(roundRobin ? TournamentSystem.ROUND_ROBIN : TournamentSystem.SWISS);
    String[] lines = tsv.split("\n");
    String[] header = lines[0].split("\t");
    assertEquals("StartNo", header[0]);
    assertEquals("Rank", header[1]);
    assertEquals("PTS", header[2]);
    List<Tiebreak> tiebreaks = new ArrayList<>();
    for (int c = 3; c < header.length; c++) tiebreaks.add(Tiebreak.parse(header[c]));
    Map<Integer, Standing> byStartNumber = new HashMap<>();
    // DE as the calculator prints it, a position in the tied group (the table shows the points among the tied)
    for (Standing s : Standings.compute(t, tiebreaks, true)) byStartNumber.put(s.player().startNumber(), s);
    List<String> differences = new ArrayList<>();
    for (int l = 1; l < lines.length; l++) {
      if (lines[l].isBlank()) continue;
      String[] f = lines[l].split("\t");
      Standing s = byStartNumber.get(Integer.parseInt(f[0]));
      if (s.rank() != Integer.parseInt(f[1])) differences.add("player " + f[0] + " rank: expected " + f[1] + ", got " + s.rank());
      if (new BigDecimal(f[2]).compareTo(s.points()) != 0) differences.add("player " + f[0] + " PTS: expected " + f[2] + ", got " + s.points());
      for (int c = 3; c < header.length; c++) {
        BigDecimal got = s.values().get(c - 3);
        boolean same = f[c].equals("-0") ? got == null : got != null && new BigDecimal(f[c]).compareTo(got) == 0;
        if (!same) differences.add("player " + f[0] + " " + header[c] + ": expected " + f[c] + ", got " + got);
      }
    }
    assertFalse(byStartNumber.isEmpty());
    assertEquals(List.of(), differences);
  }
}
