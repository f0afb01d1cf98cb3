package org.tabuleiro.engine.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.chess.Position;

class ChessLevelTest {
  private static final Position SCHOLAR = Position.fromFen("r1bqkb1r/pppp1ppp/2n2n2/4p2Q/2B1P3/8/PPPP1PPP/RNB1K1NR w KQkq - 4 4");

  @Test
  void aBeginnerVariesItsMovesAndSometimesMissesAMateInOne() {
    ChessEngine engine = new ChessEngine(1);
    Set<Move> played = new HashSet<>();
    int mates = 0;
    for (int seed = 0; seed < 40; seed++) {
      Move m = engine.choose(SCHOLAR, List.of(), 1, 1_000, new Random(seed));
      played.add(m);
      if (SCHOLAR.play(m).isCheckmate()) mates++;
    }
    assertTrue(played.size() >= 5, "level 1 played only " + played);
    assertTrue(mates < 40, "level 1 never missed the mate");
    assertTrue(mates > 0, "level 1 never saw the mate");
  }

  @Test
  void theTopLevelsAlwaysMateInOne() {
    ChessEngine engine = new ChessEngine(1);
    for (int level = 6; level <= 8; level++) {
      for (int seed = 0; seed < 5; seed++) {
        Move m = engine.choose(SCHOLAR, List.of(), level, 200, new Random(seed));
        assertTrue(SCHOLAR.play(m).isCheckmate(), "level " + level + " played " + m);
      }
    }
  }

  @Test
  void aWeakLevelIsReproducibleWithTheSameSeed() {
    ChessEngine engine = new ChessEngine(1);
    Position start = Position.initial();
    for (int seed = 0; seed < 5; seed++) {
      Move a = engine.choose(start, List.of(), 2, 100, new Random(seed));
      Move b = engine.choose(start, List.of(), 2, 100, new Random(seed));
      assertEquals(a, b);
    }
  }

  @Test
  void uciEloMapsToTheStrongestLevelNotAboveIt() {
    assertEquals(ChessLevel.BEGINNER, ChessLevel.forElo(ChessLevel.MIN_ELO));
    assertEquals(ChessLevel.BEGINNER, ChessLevel.forElo(100));
    assertEquals(ChessLevel.CLUB, ChessLevel.forElo(1200));
    assertEquals(ChessLevel.MASTER, ChessLevel.forElo(ChessLevel.MAX_ELO));
    for (ChessLevel level : ChessLevel.values()) assertEquals(level, ChessLevel.forElo(level.elo()));
  }

  @Test
  void levelsOutsideOneToEightAndFinishedGamesAreRefused() {
    assertThrows(IllegalArgumentException.class, () -> ChessLevel.of(0));
    assertThrows(IllegalArgumentException.class, () -> ChessLevel.of(9));
    Position mated = Position.fromFen("rnb1kbnr/pppp1ppp/8/4p3/6Pq/5P2/PPPPP2P/RNBQKBNR w KQkq - 1 3");
    ChessEngine engine = new ChessEngine(1);
    assertThrows(IllegalArgumentException.class, () -> engine.choose(mated, List.of(), 8, 100, new Random(1)));
  }
}
