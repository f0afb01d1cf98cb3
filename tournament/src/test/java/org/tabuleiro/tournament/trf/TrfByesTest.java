package org.tabuleiro.tournament.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabuleiro.tournament.Standing;
import org.tabuleiro.tournament.TestData;
import org.tabuleiro.tournament.Tournament;
import org.tabuleiro.tournament.pairing.PairingResult;
import org.tabuleiro.tournament.pairing.dutch.DutchEngine;
import org.tabuleiro.tournament.pairing.dutch.DutchTrfAdapter;
import org.tabuleiro.tournament.tiebreak.Standings;
import org.tabuleiro.tournament.tiebreak.Tiebreak;

/** TRF-2026 record 240: byes given apart from the round blocks count as if the block said them. */
class TrfByesTest {
  private static final String ROUND_ONE = TestData.resource("baku/round1.trf").replace("192 FIDE_DUTCH_2025_BAKU\n", "");

  private static String pair(String text) throws TrfException {
    return assertInstanceOf(PairingResult.Paired.class, DutchEngine.pair(DutchTrfAdapter.read(TrfReader.read(text)))).format();
  }

  @Test
  void aPlayerWithARecord240ByeIsNotPaired() throws TrfException {
    String viaRecord = ROUND_ONE.replace("XXC white1\n", "XXC white1\n240 H 001 0008\n");
    String viaBlock = ROUND_ONE.replaceAll("(001    8 .*)\n", "$1  0000 - H\n");
    assertEquals(pair(viaBlock), pair(viaRecord));
    assertEquals("4\n", pair(viaRecord).substring(0, 2), "seven players: three boards and the pairing-allocated bye");
  }

  @Test
  void aRecord240ByeScoresInTheStandingsWhereTheBlockIsBlank() throws TrfException {
    // round2.trf has one round played; a ninth player with a blank round-1 block and "240 H 001 0009" has ½
    String ninth = String.format("001    9      %-33s %4d%s 0.0    9%n", "Ivo", 1900, " ".repeat(28));
    String text = TestData.resource("baku/round2.trf").replace("XXC white1\n", "XXC white1\n240 H 001 0009\n") + ninth;
    Trf trf = TrfReader.read(text);
    assertEquals('H', trf.byeOf(9, 1));
    List<Standing> table = Standings.compute(trf.tournament(null), Tiebreak.parseList("WIN"));
    Standing ivo = table.stream().filter(s -> s.player().startNumber() == 9).findFirst().orElseThrow();
    assertEquals("0.5", ivo.points().toPlainString());
  }

  @Test
  void aBadRecord240NamesLineAndColumn() {
    TrfException unknown = assertThrows(TrfException.class, () -> TrfReader.read(ROUND_ONE.replace("XXC white1\n", "XXC white1\n240 H 001 0008 0099\n")));
    assertEquals(4, unknown.line());
    assertEquals(16, unknown.column());
    TrfException type = assertThrows(TrfException.class, () -> TrfReader.read(ROUND_ONE.replace("XXC white1\n", "XXC white1\n240 U 001 0008\n")));
    assertEquals(5, type.column());
    TrfException nobody = assertThrows(TrfException.class, () -> TrfReader.read(ROUND_ONE.replace("XXC white1\n", "XXC white1\n240 H 001\n")));
    assertEquals(11, nobody.column());
  }
}
