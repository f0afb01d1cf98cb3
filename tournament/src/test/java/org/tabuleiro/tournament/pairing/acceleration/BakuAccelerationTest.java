package org.tabuleiro.tournament.pairing.acceleration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;
import org.tabuleiro.tournament.TestData;
import org.tabuleiro.tournament.pairing.PairingResult;
import org.tabuleiro.tournament.pairing.dutch.DutchEngine;
import org.tabuleiro.tournament.pairing.dutch.DutchTrfAdapter;
import org.tabuleiro.tournament.trf.Trf;
import org.tabuleiro.tournament.trf.TrfException;
import org.tabuleiro.tournament.trf.TrfReader;

/** C.04.5.1, the Baku Acceleration Method: groups, virtual points, and the pairings they give. */
class BakuAccelerationTest {
  @Test
  void groupAIsHalfThePlayersRoundedUpToAnEvenNumber() {
    assertEquals(82, BakuAcceleration.groupASize(161)); // the rule's own example: 161 players, 80.5 -> 82
    assertEquals(4, BakuAcceleration.groupASize(8));
    assertEquals(6, BakuAcceleration.groupASize(9));
    assertEquals(6, BakuAcceleration.groupASize(10));
    assertEquals(6, BakuAcceleration.groupASize(12));
  }

  @Test
  void nineRoundsGiveOnePointInRoundsOneToThreeAndAHalfInFourAndFive() {
    // the rule's example: nine rounds, five accelerated, 1 virtual point in the first three, ½ in the next two
    BakuAcceleration baku = new BakuAcceleration(82, 9);
    int[] expected = {0, 2, 2, 2, 1, 1, 0, 0, 0, 0};
    for (int round = 1; round <= 9; round++) {
      assertEquals(expected[round], baku.virtualHalfPoints(82, round), "GA, round " + round);
      assertEquals(0, baku.virtualHalfPoints(83, round), "GB, round " + round);
    }
  }

  @Test
  void elevenRoundsAccelerateSixRoundsAsTheTrf2026ExampleDoes() {
    // TRF-2026's record 250 example for eleven rounds: the full points in rounds 1-3, halved in 4-6
    BakuAcceleration baku = new BakuAcceleration(90, 11);
    assertEquals(6, baku.acceleratedRounds());
    assertEquals(3, baku.fullPointRounds());
    assertEquals(1, baku.virtualHalfPoints(1, 6));
    assertEquals(0, baku.virtualHalfPoints(1, 7));
  }

  @Test
  void aPlayerAbsentFromRoundOneButNumberedInsideGroupAJoinsIt() throws TrfException {
    // 9 players; player 2 takes a zero-point bye in round 1, so 8 are paired: GA has 4 of them, 1 3 4 5, and the
    // last GA player is 5. Player 2 is numbered before 5: GA (Note 1 of "Late entries"); player 6 is GB.
    StringBuilder text = new StringBuilder("012 x\nXXR 5\n");
    int[][] round1 = {{1, 6}, {3, 7}, {4, 8}, {5, 9}};
    String[] block = new String[10];
    for (int[] g : round1) {
      block[g[0]] = String.format("%4d w 1", g[1]);
      block[g[1]] = String.format("%4d b 0", g[0]);
    }
    block[2] = "0000 - Z";
    for (int p = 1; p <= 9; p++) {
      text.append(String.format("001 %4d      %-33s %4d", p, "P" + p, 2000 - p)).append(" ".repeat(28)).append(" 0.0 ")
          .append(String.format("%4d", p)).append("  ").append(block[p]).append('\n');
    }
    BakuAcceleration baku = BakuAcceleration.of(TrfReader.read(text.toString()));
    assertEquals(5, baku.lastGroupA());
    assertEquals(2, baku.virtualHalfPoints(2, 2));
    assertEquals(0, baku.virtualHalfPoints(6, 2));
  }

  // round1.trf: 8 players, 5 rounds (3 accelerated: 1 point in rounds 1-2, ½ in round 3), GA = players 1-4.
  // Pairing scores for round 1: 1-4 have 1, 5-8 have 0. Two score groups, each paired S1 against S2:
  //   {1 2 | 3 4}: 1-3, 2-4;  {5 6 | 7 8}: 5-7, 6-8.
  // Colours (XXC white1, C.04.3 5.1): the higher player of each board gets White on odd ranks 1, 5 and Black on
  // even ranks 2, 6; boards in score order. Without acceleration it would be 1-5, 6-2, 3-7, 8-4.
  @Test
  void roundOnePairsGroupAAmongItselfAndGroupBAmongItself() throws TrfException {
    Trf trf = TrfReader.read(TestData.resource("baku/round1.trf"));
    assertEquals("4\n1 3\n4 2\n5 7\n8 6\n", pair(trf, Acceleration.forTrf(trf, false)));
    Trf plain = TrfReader.read(TestData.resource("baku/round1.trf").replace("192 FIDE_DUTCH_2025_BAKU\n", ""));
    assertEquals("4\n1 5\n6 2\n3 7\n8 4\n", pair(plain, Acceleration.NONE));
    assertEquals(pair(trf, Acceleration.forTrf(trf, false)), pair(plain, Acceleration.forTrf(plain, true)), "--baku = record 192");
  }

  // round2.trf: round 1 went 1-3 1-0, 4-2 ½-½, 5-7 1-0, 8-6 0-1. Pairing scores for round 2 (GA +1):
  //   1: 2;  2, 4: 1½;  3, 5, 6: 1;  7, 8: 0.
  // 1 floats down to {2 4} and meets 2 (first of S2; 2 had Black, so White), 4 floats down to {3 5 6} and meets
  // 3 (3 had Black: White), 5-6 remain (6 had Black: White), and 7-8 (7 had Black: White).
  @Test
  void roundTwoUsesTheVirtualPointInScoreGroups() throws TrfException {
    Trf trf = TrfReader.read(TestData.resource("baku/round2.trf"));
    assertEquals("4\n2 1\n3 4\n6 5\n7 8\n", pair(trf, Acceleration.forTrf(trf, false)));
  }

  @Test
  void records250GiveTheSameVirtualPointsAsTheMethod() throws TrfException {
    String text = TestData.resource("baku/round2.trf").replace("192 FIDE_DUTCH_2025_BAKU\n",
        "250      1.0 001 002 0001 0004\n250      0.5 003 003 0001 0004\n");
    Trf trf = TrfReader.read(text);
    assertInstanceOf(RecordedAcceleration.class, Acceleration.forTrf(trf, true), "records 250 win over 192 and --baku");
    assertEquals("4\n2 1\n3 4\n6 5\n7 8\n", pair(trf, Acceleration.forTrf(trf, false)));
  }

  @Test
  void theMethodNeedsTheNumberOfRoundsAndTheStandardScoring() throws TrfException {
    Trf noRounds = TrfReader.read(TestData.resource("baku/round1.trf").replace("XXR 5\n", ""));
    assertThrows(IllegalArgumentException.class, () -> Acceleration.forTrf(noRounds, false));
    Trf football = TrfReader.read(TestData.resource("baku/round1.trf").replace("XXC white1\n", "XXC white1\n162  W 3.0    D 1.0\n"));
    assertThrows(IllegalArgumentException.class, () -> Acceleration.forTrf(football, false));
  }

  private static String pair(Trf trf, Acceleration acceleration) {
    return assertInstanceOf(PairingResult.Paired.class, DutchEngine.pair(DutchTrfAdapter.read(trf, acceleration))).format();
  }
}
