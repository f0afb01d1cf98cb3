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
}
