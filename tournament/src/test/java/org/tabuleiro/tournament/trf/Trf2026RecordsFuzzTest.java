package org.tabuleiro.tournament.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.tabuleiro.tournament.TestData;
import org.tabuleiro.tournament.pairing.acceleration.Acceleration;
import org.tabuleiro.tournament.pairing.dutch.DutchEngine;
import org.tabuleiro.tournament.pairing.dutch.DutchTrfAdapter;
import org.tabuleiro.tournament.team.TeamEvent;
import org.tabuleiro.tournament.tiebreak.TeamStandings;
import org.tabuleiro.tournament.tiebreak.TeamTiebreak;

/**
 * Random edits of the TRF-2026 records we read (162, 240, 250, 310, 320, 330, 362): the reader either accepts the text, and then
 * writes it back unchanged and every typed accessor works, or rejects it with a {@link TrfException} at a real
 * line and column. What is accepted then gives standings or pairings, or a domain error (IllegalArgumentException
 * with a message); never another exception.
 */
class Trf2026RecordsFuzzTest {
  private static final String ALPHABET = "0123456789 .-=TWDLAPXZ,\n\t310362162250é";
  private static final String HEADER = "250      1.0 001 001 0001 0004\n162  W 1.0    D 0.5    L 0.0\n330 +- 003 001 004\n320  1.0  1.0 000 000 000\n240 H 002  001\n";

  @Test
  void editsOfTheNewRecordsNeverEscapeAsAnythingButTrfException() {
    String valid = TestData.resource("team/school-league.trf").replace("XXR 3\n", "XXR 3\n" + HEADER);
    int headerEnd = valid.indexOf("\n001 ");
    Random random = new Random(20260301);
    int accepted = 0;
    int rejected = 0;
    for (int i = 0; i < 3_000; i++) {
      StringBuilder b = new StringBuilder(valid);
      int edits = 1 + random.nextInt(3);
      for (int k = 0; k < edits; k++) {
        int at = random.nextInt(Math.min(headerEnd, b.length()));
        char c = ALPHABET.charAt(random.nextInt(ALPHABET.length()));
        switch (random.nextInt(3)) {
          case 0 -> b.setCharAt(at, c);
          case 1 -> b.insert(at, c);
          default -> b.deleteCharAt(at);
        }
      }
      String text = b.toString();
      try {
        Trf trf = TrfReader.read(text);
        assertEquals(text, TrfWriter.write(trf), "what is accepted round-trips");
        trf.pointSystem();
        trf.teamPointSystem();
        trf.accelerations();
        trf.teamByes();
        trf.byes();
        trf.forfeitedMatches();
        use(trf);
        accepted++;
      } catch (TrfException expected) {
        if (expected.line() < 1 || expected.column() < 1) fail("bad position in: " + expected.getMessage());
        rejected++;
      } catch (RuntimeException e) {
        throw new AssertionError("edit " + i + " threw " + e + " on:\n" + text, e);
      }
    }
    if (accepted == 0 || rejected == 0) fail("accepted " + accepted + ", rejected " + rejected + ": the fuzz tests one side only");
  }

  private static void use(Trf trf) {
    try {
      TeamStandings.compute(trf.teamEvent(null), TeamTiebreak.parseList("MP,GP,DE,BH,SB,EMGSB-C1"));
    } catch (IllegalArgumentException domain) {
      if (domain.getMessage() == null || domain.getMessage().isBlank()) throw new AssertionError("no message", domain);
    }
    try {
      DutchEngine.pair(DutchTrfAdapter.read(trf, Acceleration.forTrf(trf, true)));
    } catch (IllegalArgumentException domain) {
      if (domain.getMessage() == null || domain.getMessage().isBlank()) throw new AssertionError("no message", domain);
    }
  }
}
