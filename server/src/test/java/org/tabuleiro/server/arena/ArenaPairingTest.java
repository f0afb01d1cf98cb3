package org.tabuleiro.server.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.List;
import java.util.Random;
import org.junit.jupiter.api.Test;

/** Who meets whom among an arena's waiting players. */
class ArenaPairingTest {
  private static final Instant NOW = Instant.parse("2026-03-01T10:00:00Z");

  private static ArenaPairing.Waiting w(long id, int score, int rating, long last, long waitedMillis) {
    return new ArenaPairing.Waiting(id, score, rating, last, NOW.minusMillis(waitedMillis), 0);
  }

  private static boolean meets(List<ArenaPairing.Pair> pairs, long a, long b) {
    return pairs.stream().anyMatch(p -> p.white() == a && p.black() == b || p.white() == b && p.black() == a);
  }

  @Test
  void nearScoresMeetFirstThenNearRatings() {
    var pairs = ArenaPairing.pair(List.of(w(1, 10, 1500, 0, 0), w(2, 9, 1200, 0, 0), w(3, 0, 1510, 0, 0), w(4, 1, 1900, 0, 0)),
        NOW, new Random(1));
    assertEquals(2, pairs.size());
    assertTrue(meets(pairs, 1, 2), pairs.toString());
    assertTrue(meets(pairs, 3, 4), pairs.toString());
  }

  @Test
  void theLastOpponentIsAvoidedWhileAnyoneElseWaits() {
    var pairs = ArenaPairing.pair(List.of(w(1, 4, 1500, 2, 0), w(2, 4, 1500, 1, 0), w(3, 0, 1000, 0, 0)), NOW, new Random(1));
    assertEquals(1, pairs.size());
    assertTrue(meets(pairs, 1, 3) || meets(pairs, 2, 3), pairs.toString());
  }

  @Test
  void twoWhoJustPlayedMeetAgainOnlyAfterWaitingWithNobodyElse() {
    assertEquals(List.of(), ArenaPairing.pair(List.of(w(1, 4, 1500, 2, 200), w(2, 4, 1500, 1, 200)), NOW, new Random(1)));
    var later = ArenaPairing.pair(List.of(w(1, 4, 1500, 2, 1600), w(2, 4, 1500, 1, 1600)), NOW, new Random(1));
    assertEquals(1, later.size());
  }

  @Test
  void whiteGoesToWhoHadItLess() {
    var a = new ArenaPairing.Waiting(1, 0, 1500, 0, NOW, 2);
    var b = new ArenaPairing.Waiting(2, 0, 1500, 0, NOW, -1);
    assertEquals(new ArenaPairing.Pair(2, 1), ArenaPairing.pair(List.of(a, b), NOW, new Random(1)).getFirst());
  }
}
