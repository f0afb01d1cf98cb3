package org.tabuleiro.rules.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class PdnFenTest {
  static final String START = "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20";

  static String canonical(String fen, Variant v) {
    return PdnFen.read(fen, v).fen();
  }

  @Test
  void rangesQuotesLowerCaseAndBlackFirstAreRead() {
    assertEquals(START, canonical("W:W31-50:B1-20", Variant.INTERNATIONAL));
    assertEquals(START, canonical("\"W:B1-20:W31-50\"", Variant.INTERNATIONAL));
    assertEquals(START, canonical("w:w31-50:b1-20.", Variant.INTERNATIONAL));
    assertEquals("B:WK1,2,3:BK30", canonical(" b:bk30:wK1,02-3 ", Variant.INTERNATIONAL));
  }

  @Test
  void theStartPositionIsWhatTheVariantDefines() {
    assertEquals(START, DraughtsPosition.initial(Variant.INTERNATIONAL).fen());
    assertEquals("W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12", DraughtsPosition.initial(Variant.BRAZILIAN).fen());
  }

  @Test
  void aSideWithoutPiecesIsABareLetterAndMayBeMissing() {
    assertEquals("B:W13:B", canonical("B:W13:B", Variant.INTERNATIONAL));
    assertEquals("B:W13:B", canonical("B:W13", Variant.INTERNATIONAL));
  }

  @Test
  void lidraughtsClockFieldsAreIgnored() {
    assertEquals("W:W31:B1", canonical("W:W31:B1:H0:F1", Variant.INTERNATIONAL));
  }

  @Test
  void errorsNameTheColumnAndTheFault() {
    PdnFenException e = assertThrows(PdnFenException.class, () -> PdnFen.read("W:W31,51:B1", Variant.INTERNATIONAL));
    assertEquals(7, e.column());
    assertTrue(e.getMessage().contains("no square 51"), e.getMessage());
    assertTrue(assertThrows(PdnFenException.class, () -> PdnFen.read("W:W31:B33", Variant.BRAZILIAN)).getMessage().contains("1-32"));
    assertTrue(assertThrows(PdnFenException.class, () -> PdnFen.read("X:W31:B1", Variant.INTERNATIONAL)).getMessage().contains("side to move"));
    assertTrue(assertThrows(PdnFenException.class, () -> PdnFen.read("W:W31:B31", Variant.INTERNATIONAL)).getMessage().contains("listed twice"));
    assertTrue(assertThrows(PdnFenException.class, () -> PdnFen.read("W:W3a:B1", Variant.INTERNATIONAL)).getMessage().contains("'a'"));
    assertTrue(assertThrows(PdnFenException.class, () -> PdnFen.read("W:W40-31:B1", Variant.INTERNATIONAL)).getMessage().contains("backwards"));
    assertTrue(assertThrows(PdnFenException.class, () -> PdnFen.read("W:W1,:B2", Variant.INTERNATIONAL)).getMessage().contains("','"));
    assertTrue(assertThrows(PdnFenException.class, () -> PdnFen.read("", Variant.INTERNATIONAL)).getMessage().contains("empty"));
  }
}
