package org.tabuleiro.tournament.team;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabuleiro.tournament.tiebreak.TeamStandings;
import org.tabuleiro.tournament.tiebreak.TeamTiebreak;
import org.tabuleiro.tournament.trf.Trf;
import org.tabuleiro.tournament.trf.TrfException;
import org.tabuleiro.tournament.trf.TrfGame;
import org.tabuleiro.tournament.trf.TrfPlayer;
import org.tabuleiro.tournament.trf.TrfReader;
import org.tabuleiro.tournament.trf.TrfTeam;
import org.tabuleiro.tournament.trf.TrfWriter;

/**
 * The board-weighted team tiebreaks, BC (C.07's board count as FIDE's calculator computes it: board number x game
 * points, the lower first) and BSV (Swiss-Manager's Berlin count: board 1 of n weighs n, the higher first).
 */
class BoardCountTest {
  private static String value(List<TeamStanding> table, int team, int k) {
    for (TeamStanding s : table) {
      if (s.team().number() == team) return s.values().get(k).toPlainString();
    }
    throw new AssertionError("no team " + team);
  }

  @Test
  void schoolLeagueBoardByBoard() throws TrfException {
    // half points per board, rounds 1-3 (TeamMatchesTest draws the matches):
    //   Alfa  [1½ ... ] board 1: 1 + 0 + 1 = 2, board 2: ½ + 1 + 1 = 2½
    //   Beta  board 1: 0 + ½ + 1 = 1½, board 2: ½ + ½ + 1 = 2
    //   Gama  board 1: ½ + 1 + 0 = 1½, board 2: 1 + 0 + 0 = 1
    //   Delta board 1: ½ + ½ + 0 = 1,  board 2: 0 + ½ + 0 = ½
    // BC  = 1 x board 1 + 2 x board 2: Alfa 7, Beta 5½, Gama 3½, Delta 2
    // BSV = 2 x board 1 + 1 x board 2: Alfa 6½, Beta 5, Gama 4, Delta 2½ (= 3 x GP - BC)
    List<TeamStanding> t = TeamStandings.compute(TeamMatchesTest.event(), TeamTiebreak.parseList("BC,BSV"));
    assertEquals(List.of("7.0", "5.5", "3.5", "2.0"), List.of(value(t, 1, 0), value(t, 2, 0), value(t, 3, 0), value(t, 4, 0)));
    assertEquals(List.of("6.5", "5.0", "4.0", "2.5"), List.of(value(t, 1, 1), value(t, 2, 1), value(t, 3, 1), value(t, 4, 1)));
  }

  /** Two teams of three boards, one round: Norte wins board 1, loses board 2, draws board 3; Sul the reverse. */
  private static TeamEvent drawnMatch() throws TrfException {
    List<TrfPlayer> players = new ArrayList<>();
    String[] results = {"1", "0", "=", "0", "1", "="};
    for (int p = 1; p <= 6; p++) {
      int opponent = p <= 3 ? p + 3 : p - 3;
      char color = p % 2 == 1 ? 'w' : 'b';
      TrfGame g = new TrfGame(1, opponent, color, results[p - 1].charAt(0));
      players.add(new TrfPlayer(p, "m", "", "Player " + p, 1800, "BRA", "", "", g.halfPoints() / 2 + (g.halfPoints() % 2 == 0 ? ".0" : ".5"), 0, List.of(g)));
    }
    String text = TrfWriter.write(Trf.of("Board count", 1, null, players))
        + new TrfTeam(1, "Norte", "", -1, -1, 0, List.of(1, 2, 3)).format() + "\n"
        + new TrfTeam(2, "Sul", "", -1, -1, 0, List.of(4, 5, 6)).format() + "\n";
    return TrfReader.read(text).teamEvent(null);
  }

  @Test
  void pointsOnTheTopBoardsBreakATieOnMatchAndGamePoints() throws TrfException {
    // both 1½ game points and a drawn match.
    // BC:  Norte 1 x 1 + 3 x ½ = 2½, Sul 2 x 1 + 3 x ½ = 3½: Norte, lower, first
    // BSV: Norte 3 x 1 + 1 x ½ = 3½, Sul 2 x 1 + 1 x ½ = 2½: Norte, higher, first
    TeamEvent e = drawnMatch();
    List<TeamStanding> bc = TeamStandings.compute(e, TeamTiebreak.parseList("GP,BC"));
    assertEquals("2.5", value(bc, 1, 1));
    assertEquals("3.5", value(bc, 2, 1));
    assertEquals(List.of(1, 2), bc.stream().map(s -> s.team().number()).toList());
    assertEquals(List.of(1, 2), bc.stream().map(TeamStanding::rank).toList());
    List<TeamStanding> bsv = TeamStandings.compute(e, TeamTiebreak.parseList("GP,BSV"));
    assertEquals("3.5", value(bsv, 1, 1));
    assertEquals("2.5", value(bsv, 2, 1));
    assertEquals(List.of(1, 2), bsv.stream().map(s -> s.team().number()).toList());
    // without them the two teams share the first place
    assertEquals(List.of(1, 1), TeamStandings.compute(e, TeamTiebreak.parseList("GP")).stream().map(TeamStanding::rank).toList());
  }

  @Test
  void aMatchOfRecord330GivesTheWinnerEveryBoard() throws TrfException {
    // round 3 of the league decided by record 330 instead of the boards: Alfa scores both boards (1 + 1), Delta
    // nothing; Alfa's BC is the same 7 as when the boards were forfeited one by one
    TeamEvent e = TrfReader.read(TeamMatchesTest.withRecord330("+-")).teamEvent(null);
    assertEquals(List.of(), e.team(1).match(3).boardHalfPoints());
    List<TeamStanding> t = TeamStandings.compute(e, TeamTiebreak.parseList("BC"));
    assertEquals("7.0", value(t, 1, 0));
    assertEquals("2.0", value(t, 4, 0));
  }

  @Test
  void boardCountsTakeNoCut() {
    assertThrows(IllegalArgumentException.class, () -> TeamTiebreak.parse("BC-C1"));
    assertEquals(true, TeamTiebreak.parse("bc").ascending());
    assertEquals(false, TeamTiebreak.parse("BSV").ascending());
  }
}
