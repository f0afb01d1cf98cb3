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
    assertEquals(List.of("1", "2", "1", "2"), Crosstables.values(t, "DE"));
    var table = Standings.compute(t, List.of(Tiebreak.parse("DE")));
    assertEquals(3, table.get(0).player().startNumber());
    assertEquals(2, table.get(1).player().startNumber());
  }

  @Test
  void tiedPlayersWhoHaveNotMetStayEqual() {
    // Swiss: 1 and 2 both score 1.0 and never met
    Tournament t = Crosstables.of(TournamentSystem.SWISS,
        "3w1 4b0",
        "4w1 3b0",
        "1b0 2w1",
        "2b0 1w1");
    assertEquals(List.of("0", "0", "0", "0"), Crosstables.values(t, "DE"));
  }
}
