package org.tabuleiro.cli;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code standings FILE --teams}: four school teams of two boards, three rounds, 3 / 2 / 1 / 0 (record 362).
 * Alfa beat Beta 1½-½ and Delta by forfeit (no-show), drew Gama; Beta drew Delta and beat Gama 2-0; Gama beat
 * Delta 1½-½. Match points: Alfa 8, Beta 6, Gama 6, Delta 3; game points 4½, 3½, 2½, 1½.
 */
class TeamStandingsCommandTest {
  static final String LEAGUE = """
        012 Escolas 2026 - equipes
        XXR 3
        192 FIDE_TEAM_MP_GP
        362 TW 3.0    TD 2.0    TL 1.0    TA 0.0
        310   1 Colegio Alfa                                     8.0    4.5   1     1    2
        310   2 Escola Beta                                      6.0    3.5   2     3    4
        310   3 Liceu Gama                                       6.0    2.5   3     5    6
        310   4 Instituto Delta                                  3.0    1.5   4     7    8
        001    1      Ana                               2100                             2.0    1     3 w 1     5 b 0     7 w +
        001    2      Bia                               2000                             2.5    2     4 b =     6 w 1     8 b +
        001    3      Caio                              2050                             1.5    3     1 b 0     7 w =     5 w 1
        001    4      Davi                              1950                             2.0    4     2 w =     8 w =     6 b 1
        001    5      Edu                               2000                             1.5    5     7 w =     1 w 1     3 b 0
        001    6      Fabi                              1900                             1.0    6     8 b 1     2 b 0     4 w 0
        001    7      Gil                               1800                             1.0    7     5 b =     3 b =     1 b -
        001    8      Hugo                              1700                             0.5    8     6 w 0     4 b =     2 w -
        """;

  private static Path write(Path dir, String text) throws IOException {
    Path file = dir.resolve("league.trf");
    Files.writeString(file, text, StandardCharsets.UTF_8);
    return file;
  }

  @Test
  void printsTheTeamTableWithMatchAndGamePoints(@TempDir Path dir) throws IOException {
    CliRun run = CliRun.of("standings", write(dir, LEAGUE).toString(), "--teams", "--tiebreaks", "MP,GP,DE,EMGSB-C1");
    assertEquals(0, run.exitCode(), run.err());
    assertEquals("rank\tteam_no\tname\tmatch_points\tgame_points\tMP\tGP\tDE\tEMGSB-C1", run.lines()[0]);
    // EMGSB-C1 counts the no-show of round 3 against C.07 16's dummy opponent (tournament/README.md); GP leaves no
    // tie for DE, whose points among the tied are then 0.0 for every team
    assertEquals("1\t1\tColegio Alfa\t8.0\t4.5\t8.0\t4.5\t0.0\t15.00", run.lines()[1]);
    assertEquals("2\t2\tEscola Beta\t6.0\t3.5\t6.0\t3.5\t0.0\t16.00", run.lines()[2]);
    assertEquals("3\t3\tLiceu Gama\t6.0\t2.5\t6.0\t2.5\t0.0\t8.00", run.lines()[3]);
    assertEquals("4\t4\tInstituto Delta\t3.0\t1.5\t3.0\t1.5\t0.0\t9.00", run.lines()[4]);
    assertEquals(5, run.lines().length);
  }

  @Test
  void boardWeightedTiebreaksAndTheCalculatorsRecord362(@TempDir Path dir) throws IOException {
    // record 362 as FIDE's calculator writes it gives the same 3 / 2 / 1 / 0; BC (board number x game points, the
    // lower first) and BSV (board 1 of 2 x 2, board 2 x 1) from the boards: Beta 1½ + 2 x 2 = 5½ and 3 + 2 = 5
    String calculator = LEAGUE.replace("362 TW 3.0    TD 2.0    TL 1.0    TA 0.0", "362  W 3.0    D 2.0    L 1.0    A 0.0");
    CliRun run = CliRun.of("standings", write(dir, calculator).toString(), "--teams", "--tiebreaks", "BC,BSV");
    assertEquals(0, run.exitCode(), run.err());
    assertEquals("rank\tteam_no\tname\tmatch_points\tgame_points\tBC\tBSV", run.lines()[0]);
    assertEquals("3\t2\tEscola Beta\t6.0\t3.5\t5.5\t5.0", run.lines()[3]);
    // Beta and Gama tie on 6 MP; BC, lower for Gama's fewer points, ranks Gama (3½) first: BC is for equal GP
    assertEquals("2\t3\tLiceu Gama\t6.0\t2.5\t3.5\t4.0", run.lines()[2]);
  }

  @Test
  void withoutRecord362MatchesScoreTwoOneZero(@TempDir Path dir) throws IOException {
    String fide = LEAGUE.replaceAll("362 .*\n", "");
    CliRun run = CliRun.of("standings", write(dir, fide).toString(), "--teams", "--tiebreaks", "DE");
    assertEquals(0, run.exitCode(), run.err());
    // Beta and Gama tie on 3 MP; Beta won their match: Beta first, DE the match points among the tied (2 / 1 / 0):
    // Beta 2, Gama 0; Alfa is tied with nobody
    assertEquals("1\t1\tColegio Alfa\t5.0\t4.5\t0.0", run.lines()[1]);
    assertEquals("2\t2\tEscola Beta\t3.0\t3.5\t2.0", run.lines()[2]);
    assertEquals("3\t3\tLiceu Gama\t3.0\t2.5\t0.0", run.lines()[3]);
  }

  @Test
  void aRatingTiebreakIsAUsageErrorForTeams(@TempDir Path dir) throws IOException {
    CliRun run = CliRun.of("standings", write(dir, LEAGUE).toString(), "--teams", "--tiebreaks", "MP,TPR");
    assertEquals(2, run.exitCode());
    assertTrue(run.err().contains("not a team tiebreak"), run.err());
  }

  @Test
  void aFileWithoutTeamsIsInvalidInput(@TempDir Path dir) throws IOException {
    String noTeams = LEAGUE.replaceAll("310 .*\n", "");
    CliRun run = CliRun.of("standings", write(dir, noTeams).toString(), "--teams", "--tiebreaks", "MP");
    assertEquals(3, run.exitCode());
    assertTrue(run.err().contains("records 310"), run.err());
  }

  @Test
  void aBadTeamRecordNamesLineAndColumn(@TempDir Path dir) throws IOException {
    String bad = LEAGUE.replace("   1     1    2\n", "   1     1    x\n");
    CliRun run = CliRun.of("standings", write(dir, bad).toString(), "--teams", "--tiebreaks", "MP");
    assertEquals(3, run.exitCode());
    assertTrue(run.err().contains("line 5, column 79"), run.err());
  }

  @Test
  void pairTeamsPairsTheTeamsByMatchPoints(@TempDir Path dir) throws IOException {
    // only round 1 played: Alfa and Gama won, Beta and Delta lost -> Gama-Alfa and Beta-Delta (team numbers);
    // the points column (81-84) left blank, since the final points would disagree with round 1's results
    StringBuilder afterRoundOne = new StringBuilder();
    for (String line : LEAGUE.split("\n")) {
      afterRoundOne.append(line.startsWith("001 ") ? line.substring(0, 80) + "    " + line.substring(84, 99) : line).append('\n');
    }
    CliRun run = CliRun.of("pair", "--dutch", write(dir, afterRoundOne.toString()).toString(), "-p", "--teams");
    assertEquals(0, run.exitCode(), run.err());
    assertEquals("2\n3 1\n2 4\n", run.out());
  }
}
