package org.tabuleiro.tournament.team;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.math.BigDecimal;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabuleiro.tournament.tiebreak.TeamStandings;
import org.tabuleiro.tournament.tiebreak.TeamTiebreak;
import org.tabuleiro.tournament.trf.TrfException;

/**
 * Team standings and the team tiebreaks of C.07 on school-league.trf (see {@link TeamMatchesTest} for the matches).
 * Final scores, 3 / 2 / 1 / 0: Alfa 8 MP 4½ GP, Beta 6 MP 3½ GP, Gama 6 MP 2½ GP, Delta 3 MP 1½ GP.
 */
class TeamStandingsTest {
  private static List<TeamStanding> table(String codes) throws TrfException {
    return TeamStandings.compute(TeamMatchesTest.event(), TeamTiebreak.parseList(codes));
  }

  private static List<Integer> order(List<TeamStanding> table) {
    return table.stream().map(s -> s.team().number()).toList();
  }

  private static String value(List<TeamStanding> table, int team, int k) {
    for (TeamStanding s : table) {
      if (s.team().number() == team) return s.values().get(k).toPlainString();
    }
    throw new AssertionError("no team " + team);
  }

  @Test
  void matchPointsRankFirstThenGamePointsBreakTheTie() throws TrfException {
    List<TeamStanding> t = table("MP,GP");
    assertEquals(List.of(1, 2, 3, 4), order(t));
    assertEquals(new BigDecimal("8.0"), t.get(0).matchPoints());
    assertEquals(new BigDecimal("4.5"), t.get(0).gamePoints());
    assertEquals(List.of(1, 2, 3, 4), t.stream().map(TeamStanding::rank).toList());
  }

  @Test
  void directEncounterComparesTheMatchBetweenTiedTeams() throws TrfException {
    // Beta and Gama are tied on 6 MP; Beta won their round-3 match 2-0: DE puts Beta first of the two and shows
    // the match points each made against the other (FIDE's value, 3 / 2 / 1 / 0): Beta the win's 3, Gama the loss's 1
    List<TeamStanding> t = table("DE,GP");
    assertEquals("3.0", value(t, 2, 0));
    assertEquals("1.0", value(t, 3, 0));
    assertEquals("0.0", value(t, 1, 0), "Alfa is not tied");
    assertEquals(List.of(2, 3), order(t).subList(1, 3));
  }

  @Test
  void extendedSonnebornBergerMultipliesOpponentsMatchPointsByOwnGamePoints() throws TrfException {
    // EMGSB: opponent's match points x own game points in the match. Round 3's no-show (Delta) is an unplayed
    // round of C.07 16 for both teams: each meets the dummy opponent of 16.4, its own MP capped by the scheduled
    // opponent's (Alfa: min(8, 3) = 3; Delta: min(3, 8) = 3), times what it scored (Alfa 2, Delta 0).
    //   Alfa:  Beta 6 x 1½ + Gama 6 x 1 + dummy 3 x 2   = 9 + 6 + 6   = 21
    //   Beta:  Alfa 8 x ½ + Delta 3 x 1 + Gama 6 x 2    = 4 + 3 + 12  = 19
    //   Gama:  Delta 3 x 1½ + Alfa 8 x 1 + Beta 6 x 0   = 4.5 + 8 + 0 = 12.5
    //   Delta: Gama 6 x ½ + Beta 6 x 1 + dummy 3 x 0    = 3 + 6 + 0   = 9
    // -C1 (C.07 14.1 with 16.5) cuts the lowest-scored opponent's contribution, or the voluntary unplayed round's
    // when it is worth no less: Alfa loses the dummy's 6 (score 3, its forfeit win is no VUR): 15; Beta Delta's 3:
    // 16; Gama Delta's 4.5: 8; Delta's own no-show is its least significant value and its VUR: 9 - 0 = 9.
    List<TeamStanding> t = table("EMGSB,EMGSB-C1");
    assertEquals(List.of("21.00", "19.00", "12.50", "9.00"), List.of(value(t, 1, 0), value(t, 2, 0), value(t, 3, 0), value(t, 4, 0)));
    assertEquals(List.of("15.00", "16.00", "8.00", "9.00"), List.of(value(t, 1, 1), value(t, 2, 1), value(t, 3, 1), value(t, 4, 1)));
    // EMGSB puts Beta (19) before Gama (12.5) as GP does
    assertEquals(List.of(1, 2, 3, 4), order(t));
  }

  @Test
  void aNoShowInARoundRobinIsAMatchAgainstItsOpponent() throws TrfException {
    // C.07 16 is for Swiss events: in a round robin the no-show counts as a match against the scheduled opponent
    // (Alfa: Delta's 3 MP x 2 GP = 6, Delta: Alfa's 8 x 0 = 0), which here gives the same sums as the dummy
    String text = org.tabuleiro.tournament.TestData.resource("team/school-league.trf");
    TeamEvent rr = org.tabuleiro.tournament.trf.TrfReader.read(text).teamEvent(org.tabuleiro.tournament.TournamentSystem.ROUND_ROBIN);
    List<TeamStanding> t = TeamStandings.compute(rr, TeamTiebreak.parseList("EMGSB,EMMSB"));
    assertEquals("21.00", value(t, 1, 0));
    assertEquals("9.00", value(t, 4, 0));
    // EMMSB: Alfa 6 x 3 + 6 x 2 + 3 x 3 = 39 (the dummy of a Swiss would be the same 3); Delta 6 x 1 + 6 x 2 + 8 x 0 = 18
    assertEquals("39.00", value(t, 1, 1));
    assertEquals("18.00", value(t, 4, 1));
  }

  @Test
  void theOtherExtendedSonnebornBergersUseTheirOwnScores() throws TrfException {
    // EGGSB for Beta: Alfa's 4½ GP x ½ + Delta's 1½ x 1 + Gama's 2½ x 2 = 2.25 + 1.5 + 5 = 8.75
    // EMMSB for Beta: Alfa's 8 MP x 1 (loss) + Delta's 3 x 2 (draw) + Gama's 6 x 3 (win) = 8 + 6 + 18 = 32
    // EGMSB for Beta: 4½ x 1 + 1½ x 2 + 2½ x 3 = 4.5 + 3 + 7.5 = 15
    List<TeamStanding> t = table("EGGSB,EMMSB,EGMSB");
    assertEquals("8.75", value(t, 2, 0));
    assertEquals("32.00", value(t, 2, 1));
    assertEquals("15.00", value(t, 2, 2));
  }

  @Test
  void buchholzOfTeamsCountsTheNoShowAsAForfeitWithAVirtualOpponent() throws TrfException {
    // BH on match points (C.07 8.1 with 16): Alfa met Beta (6) and Gama (6); its forfeit win over Delta counts a
    // virtual opponent with Alfa's own 8 capped at Delta's 3: 6 + 6 + 3 = 15. Beta: Alfa 8 + Delta 3 + Gama 6 = 17.
    List<TeamStanding> t = table("BH,WIN");
    assertEquals("15.0", value(t, 1, 0));
    assertEquals("17.0", value(t, 2, 0));
    assertEquals("2", value(t, 1, 1), "two matches won, the forfeit one included");
    assertEquals("0", value(t, 4, 1));
  }

  @Test
  void colourAndRatingTiebreaksAreNotTeamTiebreaks() {
    assertThrows(IllegalArgumentException.class, () -> TeamTiebreak.parse("TPR"));
    assertThrows(IllegalArgumentException.class, () -> TeamTiebreak.parse("MP-C1"));
    assertThrows(IllegalArgumentException.class, () -> TeamTiebreak.parse("XYZ"));
  }

  @Test
  void whenGamePointsComeFirstTheScoreTiebreaksUseThem() throws TrfException {
    // record 192 FIDE_TEAM_GP_MP: ranked on game points, and BH sums the opponents' game points. Alfa met Beta
    // (3½) and Gama (2½); the forfeit over Delta counts a virtual opponent with Alfa's 4½ capped at Delta's 1½:
    // 7½. Beta: Alfa 4½ + Delta 1½ + Gama 2½ = 8½. WIN still counts matches won: Alfa 2.
    String text = org.tabuleiro.tournament.TestData.resource("team/school-league.trf").replace("FIDE_TEAM_MP_GP", "FIDE_TEAM_GP_MP");
    TeamEvent event = org.tabuleiro.tournament.trf.TrfReader.read(text).teamEvent(null);
    assertEquals(true, event.gamePointsFirst());
    List<TeamStanding> t = TeamStandings.compute(event, TeamTiebreak.parseList("BH,WIN,MP"));
    assertEquals("7.5", value(t, 1, 0));
    assertEquals("8.5", value(t, 2, 0));
    assertEquals("2", value(t, 1, 1));
    assertEquals("8.0", value(t, 1, 2));
    assertEquals(List.of(1, 2, 3, 4), order(t));
  }
}
