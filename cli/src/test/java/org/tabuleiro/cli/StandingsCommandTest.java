package org.tabuleiro.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class StandingsCommandTest {
  private static final Path SWISS = CliRun.testdata().resolve("tiebreak/swiss/t003.trf");

  @Test
  void theSchoolOrderMatchesTheReferenceTable() throws IOException {
    CliRun run = CliRun.of("standings", SWISS.toString(), "--tiebreaks", "DE,BH-C1,BH,SB,WIN");
    assertEquals(0, run.exitCode(), run.err());
    String[] lines = run.lines();
    assertEquals("rank\tstart_no\tname\tpoints\tDE\tBH-C1\tBH\tSB\tWIN", lines[0]);
    Map<String, String[]> expected = new HashMap<>();
    for (String l : Files.readAllLines(CliRun.testdata().resolve("tiebreak/swiss/t003.school.tsv")).subList(1, 8)) {
      String[] f = l.split("\t");
      expected.put(f[0], f);
    }
    assertEquals(expected.size() + 1, lines.length);
    int previousRank = 0;
    for (int i = 1; i < lines.length; i++) {
      String[] got = lines[i].split("\t", -1);
      String[] want = expected.get(got[1]);
      assertEquals(want[1], got[0], "rank of " + got[1]);
      assertTrue(Integer.parseInt(got[0]) >= previousRank, "rows in rank order");
      previousRank = Integer.parseInt(got[0]);
      for (int c = 2; c < want.length; c++) {
        if (c == 3) continue; // DE: the reference prints a position in the tied group, we the points among the tied
        assertEquals(0, new BigDecimal(want[c]).compareTo(new BigDecimal(got[c + 1])), lines[i]);
      }
    }
  }

  @Test
  void directEncounterPrintsThePointsScoredAmongTheTied() {
    // t003: players 3 and 6 tie on 2.5 points; 3 beat 6 in round 4 (the calculator: DE 1 and 2, ranks 4 and 5).
    // DE prints FIDE's value, higher is better: 3 made 1.0 against 6, 6 made 0.0; a player tied with nobody 0.0.
    CliRun run = CliRun.of("standings", SWISS.toString(), "--tiebreaks", "DE,BH-C1,BH,SB,WIN");
    assertEquals(0, run.exitCode(), run.err());
    Map<String, String[]> rows = new HashMap<>();
    for (String l : run.lines()) rows.put(l.split("\t")[1], l.split("\t"));
    assertEquals("4", rows.get("3")[0]);
    assertEquals("1.0", rows.get("3")[4]);
    assertEquals("5", rows.get("6")[0]);
    assertEquals("0.0", rows.get("6")[4]);
    assertEquals("0.0", rows.get("1")[4]);
  }

  @Test
  void theCalculatorsSlashSpellingIsAccepted() {
    CliRun run = CliRun.of("standings", SWISS.toString(), "--tiebreaks", "BH/C1,SB/C1", "--system", "swiss");
    assertEquals(0, run.exitCode(), run.err());
    assertEquals("rank\tstart_no\tname\tpoints\tBH/C1\tSB/C1", run.lines()[0]);
  }

  @Test
  void aRoundRobinUsesThePreDeterminedPairingRules() {
    CliRun run = CliRun.of("standings", CliRun.testdata().resolve("tiebreak/rr/rr09.trf").toString(), "--tiebreaks", "KS", "--system", "round-robin");
    assertEquals(0, run.exitCode(), run.err());
    assertEquals("1\t1\tPlayer1\t5.0\t2.0", run.lines()[1]);
  }

  @Test
  void aBadTrfLineExitsThreeNamingLineAndColumn(@TempDir Path dir) throws IOException {
    Path bad = dir.resolve("bad.trf");
    Files.writeString(bad, "012 Bad\nXXR 1\n001    1      A                                 1500                             1.0    1     2 w X\n");
    CliRun run = CliRun.of("standings", bad.toString(), "--tiebreaks", "BH");
    assertEquals(3, run.exitCode());
    assertTrue(run.err().contains("line 3, column 99"), run.err());
  }

  @Test
  void aGameTheTwoPlayersRecordDifferentlyExitsThreeNamingLineAndColumn(@TempDir Path dir) throws IOException {
    // Round 5: player 3 (line 6) lost to player 2 with black; player 2's line (5) says a draw instead of a win.
    Path bad = dir.resolve("disagree.trf");
    Files.writeString(bad, Files.readString(SWISS).replace("4 b 1     3 w 1     7 b +", "4 b 1     3 w =     7 b +"));
    CliRun run = CliRun.of("standings", bad.toString(), "--tiebreaks", "BH");
    assertEquals(3, run.exitCode(), run.err());
    assertTrue(run.err().contains("line 6, column 139: round 5: player 3 records '0' against 2, but line 5 has player 2 against 3"), run.err());
    assertEquals("", run.out());
  }

  @Test
  void pointsThatDisagreeWithTheResultsExitThreeAtColumn81(@TempDir Path dir) throws IOException {
    Path bad = dir.resolve("points.trf");
    Files.writeString(bad, Files.readString(SWISS).replace("5.5    1     5 b 1", "6.5    1     5 b 1"));
    CliRun run = CliRun.of("standings", bad.toString(), "--tiebreaks", "BH");
    assertEquals(3, run.exitCode(), run.err());
    assertTrue(run.err().contains("line 4, column 81: player 1 has 6.5 points, but the results of rounds 1-6 give 5.5"), run.err());
  }

  @Test
  void aFileWithNoPlayerLinesExitsThree(@TempDir Path dir) throws IOException {
    // a TRF that reads but holds no 001 line is no tournament: invalid input (exit 3), nothing printed
    Path empty = dir.resolve("empty.trf");
    Files.writeString(empty, "012 Nobody came\nXXR 5\n");
    for (String[] extra : new String[][] {{}, {"--teams"}}) {
      String[] args = java.util.stream.Stream.concat(java.util.stream.Stream.of("standings", empty.toString(), "--tiebreaks", "BH"),
          java.util.Arrays.stream(extra)).toArray(String[]::new);
      CliRun run = CliRun.of(args);
      assertEquals(3, run.exitCode(), run.err());
      assertTrue(run.err().contains("empty.trf: no player lines (001)"), run.err());
      assertEquals("", run.out());
    }
  }

  @Test
  void aMissingFileExitsFive() {
    CliRun run = CliRun.of("standings", "/no/such/file.trf", "--tiebreaks", "BH");
    assertEquals(5, run.exitCode());
    assertTrue(run.err().contains("no such file"), run.err());
  }

  @Test
  void anUnknownTiebreakOrSystemIsAUsageError() {
    assertEquals(2, CliRun.of("standings", SWISS.toString(), "--tiebreaks", "XYZ").exitCode());
    assertEquals(2, CliRun.of("standings", SWISS.toString(), "--tiebreaks", "BH", "--system", "knockout").exitCode());
    assertEquals(2, CliRun.of("standings", SWISS.toString()).exitCode());
  }
}
