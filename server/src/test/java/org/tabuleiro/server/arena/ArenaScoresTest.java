package org.tabuleiro.server.arena;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Lichess's arena scoring: 2/1/0, double on fire after two wins until a game is not won, +1 for a berserk win. */
class ArenaScoresTest {
  private static final Instant T0 = Instant.parse("2026-03-01T10:00:00Z");
  private final List<ArenaGame> games = new ArrayList<>();

  /** Player 1's game against {@code opponent}: {@code result} from player 1's side as White. */
  private void game(long opponent, String result, boolean berserk) {
    int n = games.size();
    games.add(new ArenaGame(n + 1, n + 1, 1, opponent, T0.plusSeconds(10L * n), T0.plusSeconds(10L * n + 5), result, berserk, false));
  }

  @Test
  void aStreakDoublesUntilAGameIsNotWon() {
    game(2, "1-0", false);       // 2
    game(3, "1-0", false);       // 2, now on fire
    game(4, "1-0", false);       // 4
    game(5, "1/2-1/2", false);   // 2 (a draw on fire), the streak ends
    game(6, "1-0", false);       // 2
    game(7, "0-1", false);       // 0
    ArenaScores.Sheet s = ArenaScores.compute(games).get(1L);
    assertEquals(List.of(2, 2, 4, 2, 2, 0), s.marks());
    assertEquals(12, s.score());
    assertEquals(0, s.streak());
    assertFalse(s.onFire());
    assertEquals(4, s.wins());
    assertEquals(1, s.draws());
    assertEquals(1, s.losses());
  }

  @Test
  void aBerserkWinScoresOneMoreAndAForfeitWinDoesNot() {
    game(2, "1-0", true);        // 3
    game(3, "+-", true);         // 2: the opponent did not move, nothing was risked
    game(4, "1-0", true);        // on fire: 4 + 1
    game(5, "0-1", true);        // 0
    ArenaScores.Sheet s = ArenaScores.compute(games).get(1L);
    assertEquals(List.of(3, 2, 5, 0), s.marks());
    assertEquals(4, s.berserks());
    assertEquals(0, ArenaScores.compute(games).get(3L).score(), "the forfeit is a loss");
    assertTrue(ArenaScores.compute(games).get(5L).score() == 2, "the winner of the last game");
  }

  @Test
  void gamesCountInTheOrderTheyEnded() {
    games.add(new ArenaGame(1, 1, 1, 2, T0, T0.plusSeconds(50), "1-0", false, false));
    games.add(new ArenaGame(2, 2, 1, 3, T0, T0.plusSeconds(10), "0-1", false, false));
    games.add(new ArenaGame(3, 3, 1, 4, T0, T0.plusSeconds(30), "1-0", false, false));
    games.add(new ArenaGame(4, 4, 1, 5, T0, null, null, false, false));   // still played: not counted
    assertEquals(List.of(0, 2, 2), ArenaScores.compute(games).get(1L).marks());
  }
}
