package org.tabuleiro.tournament;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabuleiro.tournament.tiebreak.Standings;
import org.tabuleiro.tournament.tiebreak.Tiebreak;
import org.tabuleiro.tournament.trf.Trf;
import org.tabuleiro.tournament.trf.TrfReader;
import org.tabuleiro.tournament.trf.TrfWriter;

/** The usage example of tournament/README.md, kept identical. */
class ReadmeExampleTest {
  @Test
  void theReadmeExampleRuns() throws Exception {
    String text = TestData.read(TestData.root().resolve("tiebreak/swiss/t003.trf"));
    // --- README example ---
    Trf trf = TrfReader.read(text);                                   // TrfException: line, column
    assert TrfWriter.write(trf).equals(text);                         // exact round trip
    Tournament t = trf.tournament(TournamentSystem.SWISS);   // null: record 192, else Swiss
    List<Standing> table = Standings.compute(t, Tiebreak.parseList("DE,BH-C1,BH,SB,WIN"));
    Standing first = table.get(0);                                    // rank 1, start no. 1, 5.5 points
    // --- end ---
    assertEquals(1, first.rank());
    assertEquals(1, first.player().startNumber());
    assertEquals("5.5", first.points().toPlainString());
    assertEquals("14.0", first.values().get(1).toPlainString());
  }
}
