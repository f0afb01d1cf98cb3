package org.tabuleiro.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PairCommandTest {
  static Path vector(String name) {
    return CliRun.testdata().resolve("pairing/dutch").resolve(name);
  }

  @Test
  void pairsAVectorInTheBbpPairingsFormat() throws Exception {
    CliRun run = CliRun.of("pair", "--dutch", vector("t003-r04.trf").toString(), "-p");
    assertEquals(0, run.exitCode(), run.err());
    assertEquals(Files.readString(vector("t003-r04.pairs")).strip(), run.out().strip());
  }

  @Test
  void writesTheOutputFileWhenGiven(@TempDir Path dir) throws Exception {
    Path out = dir.resolve("round.txt");
    CliRun run = CliRun.of("pair", "--dutch", vector("t003-r04.trf").toString(), "-p", out.toString());
    assertEquals(0, run.exitCode(), run.err());
    assertEquals(Files.readString(vector("t003-r04.pairs")).strip(), Files.readString(out).strip());
  }

  @Test
  void aMissingFileIsAFileError() {
    CliRun run = CliRun.of("pair", "--dutch", "/no/such/file.trf", "-p");
    assertEquals(5, run.exitCode());
    assertTrue(run.err().contains("no such file"));
  }

  @Test
  void aBrokenTrfIsInvalidInputWithItsLine(@TempDir Path dir) throws Exception {
    Path bad = dir.resolve("bad.trf");
    Files.writeString(bad, "012 Bad\n001    x      Broken line\n", StandardCharsets.UTF_8);
    CliRun run = CliRun.of("pair", "--dutch", bad.toString(), "-p");
    assertEquals(3, run.exitCode());
    assertTrue(run.err().contains(":2:"), run.err());
  }

  /** t003-r04.trf with one field of player 2 (line 5) or player 3 (line 6) changed. */
  private static Path mutated(Path dir, String from, String to) throws Exception {
    String text = Files.readString(vector("t003-r04.trf"));
    assertTrue(text.contains(from), from);
    Path trf = dir.resolve("mutated.trf");
    Files.writeString(trf, text.replace(from, to), StandardCharsets.UTF_8);
    return trf;
  }

  @Test
  void aGameTheTwoPlayersRecordDifferentlyIsInvalidInputAtItsField(@TempDir Path dir) throws Exception {
    // Round 2: player 1 (line 4) beat player 2 with white; player 2's line says a draw, white, or opponent 7.
    String original = "2.0    2     6 w 1     1 b 0";
    String[][] cases = {
        {"2.0    2     6 w 1     1 b =", ":5:109: ", "player 2 records '=' against 1, but line 4 has player 1 against 2 with white, result '1'"},
        {"2.0    2     6 w 1     1 w 0", ":5:107: ", "player 2 has colour 'w' against 1"},
        {"2.0    2     6 w 1     7 b 0", ":5:102: ", "round 2: player 2 meets 7, but line 4 has player 1 against 2"},
    };
    for (String[] c : cases) {
      CliRun run = CliRun.of("pair", "--dutch", mutated(dir, original, c[0]).toString(), "-p");
      assertEquals(3, run.exitCode(), run.err());
      assertTrue(run.err().contains(c[1]) && run.err().contains(c[2]), run.err());
      assertEquals("", run.out());
    }
  }

  @Test
  void pointsThatDisagreeWithTheResultsAreInvalidInputAtColumn81(@TempDir Path dir) throws Exception {
    CliRun run = CliRun.of("pair", "--dutch", mutated(dir, "1.5    4     7 b 1", "2.5    4     7 b 1").toString(), "-p");
    assertEquals(3, run.exitCode(), run.err());
    assertTrue(run.err().contains(":6:81: ") && run.err().contains("player 3 has 2.5 points, but the results of rounds 1-3 give 1.5"), run.err());
    CliRun check = CliRun.of("pair", "--dutch", mutated(dir, "1.5    4     7 b 1", "2.5    4     7 b 1").toString(), "--check");
    assertEquals(3, check.exitCode(), "the checker refuses it too: " + check.err());
  }

  @Test
  void anImpossibleRoundHasNoValidPairing(@TempDir Path dir) throws Exception {
    Path trf = dir.resolve("done.trf");
    Files.writeString(trf, """
        012 Two players who met
        XXR 3
        001    1      A                                 2400                             1.0    1     2 w 1
        001    2      B                                 2300                             0.0    2     1 b 0
        """, StandardCharsets.UTF_8);
    CliRun run = CliRun.of("pair", "--dutch", trf.toString(), "-p");
    assertEquals(1, run.exitCode());
    assertTrue(run.err().contains("no valid pairing"));
  }

  @Test
  void theCheckerFindsNoDifferenceInAFinishedTournament() {
    CliRun run = CliRun.of("pair", "--dutch", vector("t003-final.trf").toString(), "--check");
    assertEquals(0, run.exitCode(), run.out());
    assertTrue(run.lastLine().startsWith("all "));
  }

  @Test
  void theGeneratorMakesATournamentReadyForTheNextRound(@TempDir Path dir) throws Exception {
    Path trf = dir.resolve("gen.trf");
    assertEquals(0, CliRun.of("pair", "--generate", "--players", "21", "--rounds", "3", "--seed", "5", trf.toString()).exitCode());
    CliRun run = CliRun.of("pair", "--dutch", trf.toString(), "-p");
    assertEquals(0, run.exitCode(), run.err());
    assertEquals("11", run.lines()[0]);
  }

  @Test
  void printsTheBergerSchedule() {
    CliRun run = CliRun.of("pair", "--round-robin", "4");
    assertEquals(0, run.exitCode(), run.err());
    assertEquals("Round 1", run.lines()[0]);
  }

  /** Eight players, five rounds: the Baku method gives players 1-4 a virtual point in round 1 (C.04.5.1). */
  static String bakuRoundOne(String type) {
    StringBuilder b = new StringBuilder("012 Baku\nXXR 5\nXXC white1\n").append(type);
    for (int p = 1; p <= 8; p++) {
      b.append(String.format("001 %4d      %-33s %4d%s 0.0 %4d%n", p, "P" + p, 2400 - 50 * p, " ".repeat(28), p));
    }
    return b.toString();
  }

  @Test
  void bakuPairsTheTopHalfAmongItselfInRoundOne(@TempDir Path dir) throws Exception {
    Path trf = dir.resolve("r1.trf");
    Files.writeString(trf, bakuRoundOne(""), StandardCharsets.UTF_8);
    CliRun plain = CliRun.of("pair", "--dutch", trf.toString(), "-p");
    assertEquals("4\n1 5\n6 2\n3 7\n8 4\n", plain.out(), "no acceleration unless asked");
    CliRun baku = CliRun.of("pair", "--dutch", trf.toString(), "-p", "--baku");
    assertEquals(0, baku.exitCode(), baku.err());
    assertEquals("4\n1 3\n4 2\n5 7\n8 6\n", baku.out());
    Path typed = dir.resolve("r1-192.trf");
    Files.writeString(typed, bakuRoundOne("192 FIDE_DUTCH_2025_BAKU\n"), StandardCharsets.UTF_8);
    assertEquals(baku.out(), CliRun.of("pair", "--dutch", typed.toString(), "-p").out(), "record 192 asks for it too");
  }

  @Test
  void bakuWithoutTheNumberOfRoundsIsInvalidInput(@TempDir Path dir) throws Exception {
    Path trf = dir.resolve("r1.trf");
    Files.writeString(trf, bakuRoundOne("").replace("XXR 5\n", ""), StandardCharsets.UTF_8);
    CliRun run = CliRun.of("pair", "--dutch", trf.toString(), "-p", "--baku");
    assertEquals(3, run.exitCode());
    assertTrue(run.err().contains("number of rounds"), run.err());
  }
}
