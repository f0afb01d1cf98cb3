package org.tabuleiro.tournament.trf;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabuleiro.tournament.TestData;
import org.tabuleiro.tournament.pairing.acceleration.Acceleration;

class TrfConsistencyTest {
  private static final String HEADER = "012 Consistency\nXXR 3\n";

  /** A 001 line with these points and round blocks ("2 w 1" each), in the TRF-16 columns. */
  private static String player(int number, String points, String... blocks) {
    StringBuilder b = new StringBuilder(String.format("001 %4d      %-33s %4d %27s%4s %4d", number, "P" + number, 2000 - number, "", points, number));
    for (String block : blocks) {
      String[] f = block.split(" ");
      b.append(block.isEmpty() ? " ".repeat(10) : String.format("  %4s %s %s", f[0], f[1], f[2]));
    }
    return b.append('\n').toString();
  }

  private static TrfException failure(String text) throws TrfException {
    Trf trf = TrfReader.read(text);
    return assertThrows(TrfException.class, () -> TrfConsistency.check(trf));
  }

  @Test
  void aWinAgainstADrawOfTheSameGameIsRefusedAtTheLaterResult() throws TrfException {
    TrfException e = failure(HEADER
        + player(1, "1.0", "2 w 1")
        + player(2, "0.5", "1 b ="));
    assertEquals(4, e.line());
    assertEquals(99, e.column());
    assertTrue(e.getMessage().contains("round 1: player 2 records '=' against 1, but line 3 has player 1 against 2 with white, result '1'"),
        e.getMessage());
  }

  @Test
  void aGameBothPlayersLostIsAcceptedButNotALossAgainstADraw() throws TrfException {
    // An arbiter's 0-0: played, no point to either side
    TrfConsistency.check(TrfReader.read(HEADER + player(1, "0.0", "2 w 0") + player(2, "0.0", "1 b 0")));
    TrfException e = failure(HEADER + player(1, "0.0", "2 w 0") + player(2, "0.5", "1 b ="));
    assertEquals(99, e.column());
  }

  @Test
  void bothPlayersWithWhiteIsRefusedAtTheColour() throws TrfException {
    TrfException e = failure(HEADER
        + player(1, "1.0", "2 w 1")
        + player(2, "0.0", "1 w 0"));
    assertEquals(4, e.line());
    assertEquals(97, e.column());
    assertTrue(e.getMessage().contains("colour 'w'"), e.getMessage());
  }

  @Test
  void anOpponentWhoNamesSomeoneElseIsRefusedAtTheOpponentField() throws TrfException {
    TrfException e = failure(HEADER
        + player(1, "2.0", "2 w 1", "3 b 1")
        + player(2, "1.0", "1 b 0", "4 w 1")
        + player(3, "0.0", "4 w 0", "2 b 0")
        + player(4, "1.0", "3 b 1", "1 w 0"));
    // Round 2: player 1 says he met 3; player 3's line says 2.
    assertEquals(5, e.line());
    assertEquals(102, e.column());
    assertTrue(e.getMessage().contains("round 2: player 3 meets 2, but line 3 has player 1 against 3"), e.getMessage());
  }

  @Test
  void anOpponentWithoutAnEntryForTheRoundIsRefused() throws TrfException {
    TrfException e = failure(HEADER
        + player(1, "1.0", "2 w 1")
        + player(2, "0.0"));
    assertEquals(4, e.line());
    assertEquals(92, e.column());
    assertTrue(e.getMessage().contains("player 2 has no opponent"), e.getMessage());
  }

  @Test
  void aPointsColumnThatDisagreesWithTheResultsIsRefusedAtColumn81() throws TrfException {
    TrfException e = failure(HEADER
        + player(1, "1.0", "2 w 1", "3 b =")
        + player(2, "0.0", "1 b 0", "0000 - U")
        + player(3, "0.5", "0000 - U", "1 w ="));
    assertEquals(3, e.line());
    assertEquals(81, e.column());
    assertEquals("player 1 has 1.0 points, but the results of rounds 1-2 give 1.5", e.reason());
  }

  @Test
  void forfeitsByesAndDoubleForfeitsThatAgreeAreAccepted() throws TrfException {
    TrfConsistency.check(TrfReader.read(HEADER
        + player(1, "1.0", "2 w +", "3 - -")
        + player(2, "1.5", "1 b -", "0000 - U", "0000 - H") // the bye announced for round 3 counted already
        + player(3, "0.5", "0000 - H", "1 - -")));
  }

  @Test
  void theScoringOfRecord162IsTheFilesOwn() throws TrfException {
    String text = TestData.resource("scoring/three-one-zero.trf");
    TrfConsistency.check(TrfReader.read(text));
    TrfException e = assertThrows(TrfException.class,
        () -> TrfConsistency.check(TrfReader.read(text.replace("\n162  W 3.0    D 1.0    L 0.0", ""))));
    assertTrue(e.getMessage().contains("give 2.5"), e.getMessage());
  }

  @Test
  void aRecord240ByeCountsWhereTheBlockIsBlank() throws TrfException {
    String players = player(1, "1.0", "2 w 1")
        + player(2, "0.0", "1 b 0", "3 w 0")
        + player(3, "1.5", "", "2 b 1"); // a half-point bye in round 1 by record 240, then a win
    TrfConsistency.check(TrfReader.read(HEADER + "240 H   1 0003\n" + players));
    TrfException e = assertThrows(TrfException.class, () -> TrfConsistency.check(TrfReader.read(HEADER + players)));
    assertEquals("player 3 has 1.5 points, but the results of rounds 1-2 give 1.0", e.reason());
  }

  @Test
  void pointsWithTheAccelerationsVirtualPointsAreAccepted() throws TrfException {
    String text = TestData.resource("baku/round2.trf");
    Trf plain = TrfReader.read(text);
    TrfConsistency.check(plain, Acceleration.forTrf(plain, false)::virtualHalfPoints);
    // Ana won round 1 and has a virtual point for round 2: 2.0 is her accelerated score.
    Trf accelerated = TrfReader.read(text.replace("1.0    1     3 w 1", "2.0    1     3 w 1"));
    TrfConsistency.check(accelerated, Acceleration.forTrf(accelerated, false)::virtualHalfPoints);
    assertThrows(TrfException.class, () -> TrfConsistency.check(accelerated));
  }

  @Test
  void everySharedReferenceFileAndTestResourceIsConsistent() throws TrfException {
    List<Path> files = new ArrayList<>(TestData.files("pairing", ".trf"));
    files.addAll(TestData.files("tiebreak", ".trf"));
    assertFalse(files.isEmpty());
    for (Path file : files) {
      Trf trf = TrfReader.read(TestData.read(file));
      try {
        TrfConsistency.check(trf, Acceleration.forTrf(trf, false)::virtualHalfPoints);
      } catch (TrfException e) {
        throw new AssertionError(file + ": " + e.getMessage(), e);
      }
    }
    // team/school-league-after-r1.trf and -r2.trf keep the final points of school-league.trf (only their round
    // blocks were cut): the pairing tests that use them do not read the column, and the CLI refuses them.
    for (String name : List.of("baku/round1.trf", "baku/round2.trf", "scoring/three-one-zero.trf", "team/school-league.trf")) {
      Trf trf = TrfReader.read(TestData.resource(name));
      TrfConsistency.check(trf, Acceleration.forTrf(trf, false)::virtualHalfPoints);
    }
  }
}
