package org.tabuleiro.tournament.tiebreak;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabuleiro.tournament.Tournament;
import org.tabuleiro.tournament.TournamentSystem;

/** C.07 6 Direct encounter. */
class DirectEncounterTest {
  @Test
  void theWinnerOfTheGameBetweenTwoTiedPlayersRanksFirst() {
    // round robin of 4 (Berger table): 2 and 3 score 2.0 and 3 beat 2; 1 and 4 score 1.0 and 1 beat 4
    Tournament t = Crosstables.of(TournamentSystem.ROUND_ROBIN,
        "4w1 2b0 3w0",
        "3b0 1w1 4b1",
        "2w1 4b0 1b1",
        "1b0 3w1 2w0");
    // DE shows the points scored among the tied (FIDE's value, higher is better): 1 beat 4, 3 beat 2
    assertEquals(List.of("1", "0", "1", "0"), Crosstables.values(t, "DE"));
    var table = Standings.compute(t, List.of(Tiebreak.parse("DE")));
    assertEquals(3, table.get(0).player().startNumber());
    assertEquals(2, table.get(1).player().startNumber());
  }

  @Test
  void tiedPlayersWhoHaveNotMetStayEqual() {
    // Swiss: all four score 1.0; 1 beat 3 and 2 beat 4, 1 and 2 never met: each has 1 point against the group,
    // and DE separates no one (the calculator's positions: all 0)
    Tournament t = Crosstables.of(TournamentSystem.SWISS,
        "3w1 4b0",
        "4w1 3b0",
        "1b0 2w1",
        "2b0 1w1");
    assertEquals(List.of("1", "1", "1", "1"), Crosstables.values(t, "DE"));
    var positions = Standings.compute(t, List.of(Tiebreak.parse("DE")), true);
    assertEquals(List.of(1, 1, 1, 1), positions.stream().map(s -> s.rank()).toList());
  }

  @Test
  void pointsAmongTiedPlayersWhoHaveNotAllMetDoNotOrderThem() {
    // Swiss, 2 rounds: 1, 2, 3 and 4 score 1.0. Among them 1 beat 2, 3 beat 4, 4 beat 1: 1, 3 and 4 have 1 point
    // against the others, 2 none; but no one is ahead of every player who could still reach them (3 could have
    // made 3 against the group, 1, 2 and 4 two), so C.07 6.2 leaves the four equal and the shown points order
    // nothing: ranks stay equal for the next tiebreak.
    Tournament t = Crosstables.of(TournamentSystem.SWISS,
        "2w1 4b0",
        "1b0 5w1",
        "4w1 6b0",
        "3b0 1w1",
        "6w= 2b0",
        "5b= 3w1");
    assertEquals(List.of("1", "0", "1", "1", "0", "0"), Crosstables.values(t, "DE"));
    var table = Standings.compute(t, List.of(Tiebreak.parse("DE")));
    assertEquals(List.of(6, 1, 2, 3, 4, 5), table.stream().map(s -> s.player().startNumber()).toList());
    assertEquals(List.of(1, 2, 2, 2, 2, 6), table.stream().map(s -> s.rank()).toList());
    // the calculator's value, a position in the group, is 0 for all of them (not separated)
    var positions = Standings.compute(t, List.of(Tiebreak.parse("DE")), true);
    assertEquals(List.of("0", "0", "0", "0", "0", "0"), positions.stream().map(s -> s.values().get(0).toPlainString()).toList());
  }
}
