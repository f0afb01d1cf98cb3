package org.tabuleiro.tournament.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.fail;

import java.util.Random;
import org.junit.jupiter.api.Test;
import org.tabuleiro.tournament.TestData;

class TrfFuzzTest {
  private static final String ALPHABET = "0123456789 wb-=+1WDLHFUZX.,\n\r\t001XXRé";

  @Test
  void randomMutationsOfAValidFileNeverThrowAnythingButTrfException() {
    String valid = TestData.read(TestData.root().resolve("tiebreak/swiss/t003.trf"));
    Random random = new Random(20260301);
    int accepted = 0;
    for (int i = 0; i < 20_000; i++) {
      StringBuilder b = new StringBuilder(valid);
      int edits = 1 + random.nextInt(4);
      for (int k = 0; k < edits && b.length() > 0; k++) {
        int at = random.nextInt(b.length());
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
        accepted++;
      } catch (TrfException expected) {
        if (expected.line() < 1 || expected.column() < 0) fail("bad position in: " + expected.getMessage());
      } catch (RuntimeException e) {
        throw new AssertionError("mutation " + i + " threw " + e + " on:\n" + text, e);
      }
    }
    if (accepted == 0) fail("no mutation was accepted: the fuzz is too harsh to test acceptance");
  }
}
