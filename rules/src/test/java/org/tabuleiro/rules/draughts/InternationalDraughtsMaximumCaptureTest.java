package org.tabuleiro.rules.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;

/** FMJD majority rule, flying-king landings and crowning, on the 10x10 board. */
class InternationalDraughtsMaximumCaptureTest {
  static List<String> moves(String fen, Variant variant) {
    return PdnFen.read(fen, variant).legalMoves().stream().map(DraughtsMove::toString).toList();
  }

  static List<String> moves(String fen) {
    return moves(fen, Variant.INTERNATIONAL);
  }

  @Test
  void theSequenceTakingMorePiecesIsTheOnlyLegalOne() {
    // 33x24 takes one man; 33x22x13 takes 28 and 18.
    assertEquals(List.of("33x13 (18,28)"), moves("W:W33:B18,28,29"));
  }

  @Test
  void kingsAndMenCountTheSameSoTwoMenBeatOneKing() {
    assertEquals(List.of("33x13 (18,28)"), moves("W:W33:B18,28,K29"));
  }

  @Test
  void withoutTheSecondPieceTheTwoSingleCapturesAreAFreeChoice() {
    assertEquals(List.of("33x22 (28)", "33x24 (29)"), moves("W:W33:B28,29"));
  }

  @Test
  void aFlyingKingMayLandOnlyWhereItsCaptureGoesOn() {
    // Over 37 the king could stop on 32..5, but only from 28 does it go on, over 17, to 11 or 6.
    assertEquals(List.of("46x6 (17,37)", "46x11 (17,37)"), moves("W:WK46:B17,37"));
  }

  @Test
  void aFlyingKingWhoseCaptureEndsMayLandOnAnyFreeSquareBeyond() {
    assertEquals(List.of("46x5 (37)", "46x10 (37)", "46x14 (37)", "46x19 (37)", "46x23 (37)", "46x28 (37)", "46x32 (37)"),
        moves("W:WK46:B37"));
  }

  @Test
  void aManPassingTheFarRowInACaptureStaysAMan() {
    DraughtsPosition p = PdnFen.read("W:W13:B7,8", Variant.INTERNATIONAL);
    DraughtsMove m = p.parseMove("13x11");
    assertEquals(List.of(13, 2, 11), m.path());
    assertEquals("B:W11:B", p.play(m).fen());
  }

  @Test
  void aManEndingItsCaptureOnTheFarRowIsCrowned() {
    DraughtsPosition p = PdnFen.read("W:W13:B8", Variant.INTERNATIONAL);
    assertEquals("B:WK2:B", p.play(p.parseMove("13x2")).fen());
  }

  @Test
  void menCaptureBackwardsUnderTheFmjdRules() {
    assertEquals(List.of("28x39 (33)"), moves("W:W28:B33"));
  }

  @Test
  void aSideWithoutLegalMovesHasLost() {
    assertEquals(List.of(), moves("W:W46:B37,41"));
    assertEquals(true, PdnFen.read("W:W:B1", Variant.INTERNATIONAL).isLost());
  }
}
