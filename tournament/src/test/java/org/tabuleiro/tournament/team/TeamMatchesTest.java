package org.tabuleiro.tournament.team;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabuleiro.tournament.TestData;
import org.tabuleiro.tournament.trf.Trf;
import org.tabuleiro.tournament.trf.TrfException;
import org.tabuleiro.tournament.trf.TrfReader;
import org.tabuleiro.tournament.trf.TrfTeam;

/**
 * Team matches derived from board games. school-league.trf: four teams of two boards, three rounds, scored
 * 3 / 2 / 1 / 0 (record 362 with TA for the no-show):
 *
 * <pre>
 *   round 1  Alfa 1½-½ Beta           Gama 1½-½ Delta
 *   round 2  Alfa 1-1 Gama            Beta 1-1 Delta
 *   round 3  Alfa 2-0 Delta (Delta did not show up: both boards forfeited)    Beta 2-0 Gama
 * </pre>
 */
class TeamMatchesTest {
  static TeamEvent event() throws TrfException {
    return TrfReader.read(TestData.resource("team/school-league.trf")).teamEvent(null);
  }

  @Test
  void matchesFollowTheGamePointsOfTheBoards() throws TrfException {
    Team alfa = event().team(1);
    assertEquals(2, alfa.match(1).opponent());
    assertEquals(3, alfa.match(1).gameHalfPoints()); // 1½
    assertEquals(1, alfa.match(1).opponentGameHalfPoints());
    assertEquals(MatchOutcome.WIN, alfa.match(1).outcome());
    assertEquals(MatchOutcome.DRAW, alfa.match(2).outcome());
    assertEquals(List.of(2, 0), event().team(3).match(2).boardHalfPoints(), "Gama in round 2: board 1 won, board 2 lost");
  }

  @Test
  void aTeamWhoseEveryBoardIsForfeitedDidNotShowUp() throws TrfException {
    TeamMatch delta = event().team(4).match(3);
    assertEquals(MatchOutcome.NO_SHOW, delta.outcome());
    assertFalse(delta.isPlayed());
    TeamMatch alfa = event().team(1).match(3);
    assertEquals(MatchOutcome.WIN, alfa.outcome());
    assertTrue(alfa.forfeited());
  }

  @Test
  void matchPointsFollowRecord362AndGamePointsRecord162() throws TrfException {
    TeamEvent e = event();
    assertEquals(TeamPointSystem.SCHOOL, e.matchPoints());
    // Alfa W D W = 3 + 2 + 3; Beta L D W = 1 + 2 + 3; Gama W D L = 3 + 2 + 1; Delta L D no-show = 1 + 2 + 0
    assertEquals(List.of(16, 12, 12, 6), e.teams().stream().map(t -> t.matchHalfPoints(e.matchPoints())).toList());
    assertEquals(List.of(9, 7, 5, 3), e.teams().stream().map(Team::gameHalfPoints).toList());
    // without record 362, FIDE's 2 / 1 / 0: 5, 3, 3, 1
    TeamEvent fide = TrfReader.read(TestData.resource("team/school-league.trf").replaceAll("362 .*\n", "")).teamEvent(null);
    assertEquals(List.of(10, 6, 6, 2), fide.teams().stream().map(t -> t.matchHalfPoints(fide.matchPoints())).toList());
  }

  @Test
  void aPlayerMeetingTwoTeamsInOneRoundIsReported() throws TrfException {
    // round 1: Davi (Beta, board 2) is made to meet Edu (Gama) instead of Bia (Alfa)
    String text = TestData.resource("team/school-league.trf")
        .replace("     2 w =     8 w =     6 b 1", "     5 w =     8 w =     6 b 1")
        .replace("     7 w =     1 w 1     3 b 0", "     4 b =     1 w 1     3 b 0")
        .replace("     4 b =     6 w 1     8 b +", "  0000 - Z     6 w 1     8 b +")
        .replace("     5 b =     3 b =     1 b -", "  0000 - Z     3 b =     1 b -");
    Trf trf = TrfReader.read(text);
    IllegalArgumentException e = assertThrows(IllegalArgumentException.class, () -> trf.teamEvent(null));
    assertTrue(e.getMessage().contains("round 1"), e.getMessage());
  }

  @Test
  void aFileWithoutTeamsIsNotATeamEvent() throws TrfException {
    Trf trf = TrfReader.read(TestData.resource("scoring/three-one-zero.trf"));
    assertThrows(IllegalArgumentException.class, () -> trf.teamEvent(null));
  }

  /** school-league.trf with Alfa-Delta of round 3 given as a record 330 instead of two forfeited boards. */
  static String withRecord330(String type) {
    StringBuilder b = new StringBuilder();
    for (String line : TestData.resource("team/school-league.trf").split("\n")) {
      boolean alfaOrDelta = line.startsWith("001    1 ") || line.startsWith("001    2 ") || line.startsWith("001    7 ") || line.startsWith("001    8 ");
      b.append(alfaOrDelta ? line.substring(0, 109) : line).append('\n');
      if (line.startsWith("310   4")) b.append("330 ").append(type).append(" 003 001 004\n");
    }
    return b.toString();
  }

  @Test
  void aRecord330MatchIsAForfeitWithEveryBoardToTheWinner() throws TrfException {
    TeamEvent boards = event();
    TeamEvent record = TrfReader.read(withRecord330("+-")).teamEvent(null);
    assertEquals(3, record.rounds());
    for (int team = 1; team <= 4; team++) {
      assertEquals(boards.team(team).matchHalfPoints(boards.matchPoints()), record.team(team).matchHalfPoints(record.matchPoints()), "MP of " + team);
      assertEquals(boards.team(team).gameHalfPoints(), record.team(team).gameHalfPoints(), "GP of " + team);
    }
    assertEquals(MatchOutcome.NO_SHOW, record.team(4).match(3).outcome());
  }

  @Test
  void aDoubleForfeitMakesBothTeamsNoShows() throws TrfException {
    TeamEvent e = TrfReader.read(withRecord330("--")).teamEvent(null);
    assertEquals(MatchOutcome.NO_SHOW, e.team(1).match(3).outcome());
    assertEquals(MatchOutcome.NO_SHOW, e.team(4).match(3).outcome());
    assertEquals(10, e.team(1).matchHalfPoints(e.matchPoints())); // 3 + 2 + 0
  }

  @Test
  void aRecord330NamingNoTeamIsReported() {
    String text = withRecord330("+-").replace("330 +- 003 001 004", "330 +- 003 001 009");
    TrfException e = assertThrows(TrfException.class, () -> TrfReader.read(text));
    assertEquals(9, e.line());
    assertEquals(16, e.column());
    TrfException type = assertThrows(TrfException.class, () -> TrfReader.read(withRecord330("+=")));
    assertEquals(5, type.column());
  }

  /** school-league.trf with a fifth team, Epsilon (players 9 and 10), given the pairing-allocated bye by record 320. */
  static String withFifthTeam(String record320) {
    String epsilon = new TrfTeam(5, "Escola Epsilon", "", -1, -1, 5, List.of(9, 10)).format() + "\n";
    String players = String.format("001    9      %-33s %4d%s 0.0    9%n001   10      %-33s %4d%s 0.0   10%n",
        "Ivo", 1600, " ".repeat(28), "Joao", 1500, " ".repeat(28));
    return TestData.resource("team/school-league.trf").replace("001    1 ", epsilon + record320 + "001    1 ") + players;
  }

  @Test
  void record320GivesThePairingAllocatedByeItsMatchAndGamePoints() throws TrfException {
    // Epsilon has the bye in all three rounds, each worth 1 match point and 1 game point (instead of a win's 3)
    TeamEvent e = TrfReader.read(withFifthTeam("320  1.0  1.0 005 005 005\n")).teamEvent(null);
    Team epsilon = e.team(5);
    assertTrue(epsilon.match(1).pairingAllocatedBye());
    assertEquals(6, epsilon.matchHalfPoints(e.matchPoints()));
    assertEquals(6, epsilon.gameHalfPoints());
    assertEquals(16, e.team(1).matchHalfPoints(e.matchPoints()), "the others keep their points");
  }

  @Test
  void aRecord320TeamThatDoesNotExistIsReportedAtItsRound() {
    TrfException e = assertThrows(TrfException.class, () -> TrfReader.read(withFifthTeam("320  1.0  1.0 005 009\n")));
    assertEquals(10, e.line());
    assertEquals(19, e.column());
  }

  @Test
  void aRecord240ByeOfATeamScoresAsItsType() throws TrfException {
    // Epsilon has a half-point bye in round 1 (record 240 names teams in a team event): a drawn round, 2 of 4 half
    // game points (two boards); nothing in rounds 2 and 3
    TeamEvent e = TrfReader.read(withFifthTeam("240 H 001  005\n")).teamEvent(null);
    Team epsilon = e.team(5);
    assertEquals(MatchOutcome.DRAW, epsilon.match(1).outcome());
    assertEquals(2, epsilon.gameHalfPoints());
    assertEquals(4, epsilon.matchHalfPoints(e.matchPoints())); // TD 2.0
  }
}
