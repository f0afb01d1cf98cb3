package org.tabuleiro.tournament.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabuleiro.tournament.TestData;
import org.tabuleiro.tournament.team.TeamPointSystem;

/** TRF-2026 records 310 (teams), 362 (match points) and 250 (accelerated rounds): typed, checked, round-tripped. */
class TrfTeamTest {
  private static final String FILE = TestData.resource("team/school-league.trf");

  @Test
  void record310IsReadInItsColumns() throws TrfException {
    Trf trf = TrfReader.read(FILE);
    assertEquals(FILE, TrfWriter.write(trf));
    TrfTeam alfa = trf.teams().get(0);
    assertEquals(1, alfa.number());
    assertEquals("Colegio Alfa", alfa.name());
    assertEquals(16, alfa.matchPoints()); // 8.0 in columns 55-60
    assertEquals(9, alfa.gamePoints()); // 4.5 in 62-67
    assertEquals(1, alfa.rank());
    assertEquals(List.of(1, 2), alfa.players());
  }

  @Test
  void aTeamWrittenByUsReadsBackTheSame() throws TrfException {
    TrfTeam team = new TrfTeam(12, "Clube de Xadrez Sao Paulo", "SPX", 21, 40, 3, List.of(4, 9, 17, 30, 102));
    String line = team.format();
    assertEquals(74, line.indexOf("   4") + 1, "board 1 in columns 74-77");
    assertEquals(team, TrfTeam.parse(TrfLine.of(line)));
  }

  @Test
  void record362IsReadWithTheTeamCodes() throws TrfException {
    assertEquals(TeamPointSystem.SCHOOL, TrfReader.read(FILE).teamPointSystem());
    assertEquals(TeamPointSystem.FIDE, TrfReader.read("012 x\n").teamPointSystem());
    assertEquals(new TeamPointSystem(6, 2, 0, 0), TrfReader.read("012 x\n362 W 3 D 1 L 0\n").teamPointSystem());
  }

  @Test
  void record362IsReadInTheLayoutOfFidesCalculator() throws TrfException {
    // one-letter codes in columns 6, 15, 24...: A is the match lost by forfeit (the no-show), P the bye
    TeamPointSystem read = TrfReader.read("012 x\n362  W 3.0    D 2.0    L 1.0    A 0.0    P 2.0\n").teamPointSystem();
    assertEquals(new TeamPointSystem(6, 4, 2, 0, 4), read);
    // X (an unknown result) is accepted and has no use in a team match
    assertEquals(TeamPointSystem.SCHOOL, TrfReader.read("012 x\n362  W 3.0    D 2.0    L 1.0    A 0.0    X 2.0\n").teamPointSystem());
    // without A, the no-show scores as a loss; without P, the bye as a win
    assertEquals(new TeamPointSystem(4, 2, 1, 1, 4), TrfReader.read("012 x\n362  W 2.0    D 1.0    L 0.5\n").teamPointSystem());
  }

  @Test
  void record362IsWrittenInBothLayoutsAndReadBack() throws TrfException {
    TeamPointSystem odd = new TeamPointSystem(6, 4, 2, 0, 3);
    String fide = TrfScoringRecord.format(odd);
    assertEquals("362  W 3.0    D 2.0    L 1.0    A 0.0    P 1.5", fide);
    String teamCodes = TrfScoringRecord.formatWithTeamCodes(odd);
    assertEquals("362 TW 3.0   TD 2.0   TL 1.0   TA 0.0   TP 1.5", teamCodes);
    for (String line : List.of(fide, teamCodes)) {
      assertEquals(odd, TrfReader.read("012 x\n" + line + "\n").teamPointSystem(), line);
      // the calculator reads the letter ending in column 6, 15, 24, 33, 42 and the points in the 4 columns after it
      assertEquals("WDLAP", "" + line.charAt(5) + line.charAt(14) + line.charAt(23) + line.charAt(32) + line.charAt(41), line);
      assertEquals(" 3.0", line.substring(6, 10), line);
      assertEquals(" 1.5", line.substring(42, 46), line);
    }
  }

  @Test
  void badTeamRecordsNameLineAndColumn() {
    // a letter among the start numbers: line 5 (the first 310), board 2 at columns 79-82
    String letter = FILE.replace("   1     1    2\n", "   1     1    x\n");
    TrfException e = assertThrows(TrfException.class, () -> TrfReader.read(letter));
    assertEquals(5, e.line());
    assertEquals(79, e.column());
    // a player in two teams: reported on the second team's line, at the player's column
    String twice = FILE.replace("   2     3    4\n", "   2     3    2\n");
    e = assertThrows(TrfException.class, () -> TrfReader.read(twice));
    assertEquals(6, e.line());
    assertEquals(79, e.column());
    assertTrue(e.getMessage().contains("already in team 1"), e.getMessage());
    // a player without a 001 line
    String ghost = FILE.replace("   4     7    8\n", "   4     7   99\n");
    e = assertThrows(TrfException.class, () -> TrfReader.read(ghost));
    assertEquals(8, e.line());
    // the same pairing number twice
    String duplicate = FILE.replace("310   2 Escola Beta", "310   1 Escola Beta");
    e = assertThrows(TrfException.class, () -> TrfReader.read(duplicate));
    assertEquals(6, e.line());
    assertEquals(5, e.column());
    // match points that are not points
    String points = FILE.replace("     8.0    4.5   1", "     8,0    4.5   1");
    e = assertThrows(TrfException.class, () -> TrfReader.read(points));
    assertEquals(55, e.column());
  }

  @Test
  void record250IsReadAndChecked() throws TrfException {
    // blank last round and last id repeat the first ones
    Trf trf = TrfReader.read("012 x\n250      1.0 001 003 0001 0082\n250      0.5 004     0005\n");
    assertEquals(new TrfAcceleration(0, 2, 1, 3, 1, 82), trf.accelerations().get(0));
    assertEquals(new TrfAcceleration(0, 1, 4, 4, 5, 5), trf.accelerations().get(1));
    TrfException missing = assertThrows(TrfException.class, () -> TrfReader.read("012 x\n250      0.5 004\n"));
    assertEquals(23, missing.column());
    TrfException e = assertThrows(TrfException.class, () -> TrfReader.read("012 x\n250      1.0 003 001 0001 0082\n"));
    assertEquals(2, e.line());
    assertEquals(19, e.column());
  }
}
