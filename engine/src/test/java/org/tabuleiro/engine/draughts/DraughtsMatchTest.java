package org.tabuleiro.engine.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.draughts.Variant;
import org.tabuleiro.engine.match.MatchScore;

class DraughtsMatchTest {
  @Test
  void aMatchPlaysEachOpeningWithBothColoursAndCountsEveryGame() {
    var first = new DraughtsMatchPlayer.AtLevel(DraughtsLevel.of(8), 3_000, 0);
    var match = new DraughtsMatch(Variant.BRAZILIAN, 4, first, new DraughtsMatchPlayer.AtDepth(1), 9, 200);
    List<DraughtsMatch.Game> games = new ArrayList<>();
    MatchScore score = match.play(games::add);
    assertEquals(4, score.games());
    assertEquals(4, games.size());
    assertEquals(games.get(0).opening(), games.get(1).opening());
    assertTrue(games.get(0).firstPlaysWhite() && !games.get(1).firstPlaysWhite());
    assertTrue(score.wins() >= 3, "a searching engine must beat a 1-ply search: " + score);
  }

  @Test
  void aNodeBoundMatchIsReproducible() {
    var first = new DraughtsMatchPlayer.AtLevel(DraughtsLevel.of(8), 2_000, 0);
    var second = new DraughtsMatchPlayer.AtDepth(2);
    List<Integer> a = new ArrayList<>(), b = new ArrayList<>();
    new DraughtsMatch(Variant.INTERNATIONAL, 2, first, second, 4, 120).play(g -> a.add(g.plies()));
    new DraughtsMatch(Variant.INTERNATIONAL, 2, first, second, 4, 120).play(g -> b.add(g.plies()));
    assertEquals(a, b);
  }

  @Test
  void openingsAreDistinctAndDependOnTheSeed() {
    var one = DraughtsOpenings.pick(Variant.INTERNATIONAL, 40, 1);
    assertEquals(40, new HashSet<>(one).size());
    assertTrue(!one.equals(DraughtsOpenings.pick(Variant.INTERNATIONAL, 40, 2)));
    assertEquals(60, new HashSet<>(DraughtsOpenings.pick(Variant.BRAZILIAN, 60, 1)).size(), "more than 49: three plies");
  }

  @Test
  void eloFollowsTheLogisticCurveWithAnErrorBarThatShrinksWithGames() {
    MatchScore threeQuarters = new MatchScore(15, 0, 5);
    assertEquals(190.8, threeQuarters.elo(), 0.1);
    MatchScore more = new MatchScore(150, 0, 50);
    assertTrue(more.eloMargin() < threeQuarters.eloMargin() / 2);
    assertEquals(0, new MatchScore(3, 4, 3).elo(), 1e-9);
    assertTrue(Double.isInfinite(new MatchScore(10, 0, 0).elo()));
  }

  @Test
  void allGamesWonStillHasAFiniteWilsonLowerBound() {
    // Wilson: p = 1, n = 100 gives a lower bound of 1 / (1 + 1.96^2 / 100) = 0.9630: -400 log10(0.0384) = +566 Elo.
    double[] bounds = new MatchScore(100, 0, 0).eloWilson95();
    assertEquals(566.2, bounds[0], 0.1);
    assertTrue(Double.isInfinite(bounds[1]));
    double[] even = new MatchScore(50, 0, 50).eloWilson95();
    assertEquals(-even[0], even[1], 1e-9);
  }
}
