package org.tabuleiro.rules.format.pdn;

import static org.junit.jupiter.api.Assertions.assertNotNull;

import java.io.StringReader;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.Variant;
import org.tabuleiro.rules.draughts.PdnFenException;
import org.tabuleiro.rules.draughts.PdnFen;

/** Bad input of any shape is an error value or a {@link PdnFenException}, never a crash or a hang. */
class PdnFuzzTest {
  private static final String ALPHABET = "WBKwbk0123456789:,-x.\" \n[]{}();$*!?/%\t\u00e9";

  private static String mutate(String s, Random r) {
    StringBuilder sb = new StringBuilder(s);
    int edits = 1 + r.nextInt(4);
    for (int i = 0; i < edits; i++) {
      int at = sb.isEmpty() ? 0 : r.nextInt(sb.length());
      switch (r.nextInt(3)) {
        case 0 -> sb.insert(at, ALPHABET.charAt(r.nextInt(ALPHABET.length())));
        case 1 -> { if (!sb.isEmpty()) sb.deleteCharAt(at); }
        default -> { if (!sb.isEmpty()) sb.setCharAt(at, ALPHABET.charAt(r.nextInt(ALPHABET.length()))); }
      }
    }
    return sb.toString();
  }

  private static String randomText(Random r, int length) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < length; i++) sb.append(r.nextInt(4) == 0 ? (char) r.nextInt(0x3000) : ALPHABET.charAt(r.nextInt(ALPHABET.length())));
    return sb.toString();
  }

  @Test
  void mutatedFensAreReadOrRejectedWithAPdnFenException() {
    Random r = new Random(20240601);
    String[] seeds = {"W:W31-50:B1-20", "B:WK2,26,35,K43:B14,16,25,K50", "\"w:bK3,k4:w30\"", "W:W21-32:B1-12"};
    for (int i = 0; i < 20_000; i++) {
      String fen = mutate(seeds[i % seeds.length], r);
      Variant v = i % 2 == 0 ? Variant.INTERNATIONAL : Variant.BRAZILIAN;
      try {
        DraughtsPosition p = PdnFen.read(fen, v);
        assertNotNull(p.legalMoves());
        PdnFen.read(p.fen(), v); // what we write, we read
      } catch (PdnFenException expected) {
        assertNotNull(expected.getMessage());
      }
    }
  }

  @Test
  void randomTextIsReadAsFenOrRejectedCleanly() {
    Random r = new Random(7);
    for (int i = 0; i < 5_000; i++) {
      try {
        PdnFen.read(randomText(r, r.nextInt(40)), Variant.INTERNATIONAL);
      } catch (PdnFenException expected) {
        assertNotNull(expected.getMessage());
      }
    }
  }

  @Test
  void randomAndMutatedPdnTextNeverThrowsFromTheReaderOrTheReplay() {
    Random r = new Random(11);
    String seed = "[Event \"x\"]\n[GameType \"20\"]\n[FEN \"W:W31-50:B1-20\"]\n1. 32-28 19-23 2. 28x19 14x23 {c} (2... 13x24) 3. 09-04 $1 2-0\n";
    for (int i = 0; i < 3_000; i++) {
      String text = i % 2 == 0 ? mutate(seed, r) : randomText(r, r.nextInt(300));
      try (PdnReader reader = new PdnReader(new StringReader(text))) {
        PdnGame g;
        int games = 0;
        while ((g = reader.next()) != null && games++ < 1000) assertNotNull(PdnReplay.replay(g, Variant.INTERNATIONAL));
      } catch (java.io.IOException e) {
        throw new AssertionError(e);
      }
    }
  }
}
