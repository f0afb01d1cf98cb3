package org.tabuleiro.engine.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.draughts.DraughtsMove;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.DrawRules;
import org.tabuleiro.rules.draughts.Variant;
import org.tabuleiro.rules.draughts.PdnFen;

/** The search knows the draw rules it can see: the king-move rule and repetitions, the game history included. */
class DraughtsDrawTest {
  /** Four kings against one: won, unless the king-move count is about to run out. */
  private static final String FOUR_KINGS = "W:WK1,K2,K3,K4:BK25";
  /** International draughts with a king-move rule of 5 moves each, so that a test can reach its end. */
  private static final Variant SHORT_RULE = new Variant("international", 10, 4, 20,
      new DrawRules(3, 5, List.of(), "test: 5 king moves each"), false);

  @Test
  void aWonKingEndingIsADrawWhenTheKingMoveRuleEndsItNextMove() {
    Variant v = SHORT_RULE;
    DraughtsPosition start = PdnFen.read(FOUR_KINGS, v);
    assertTrue(score(start, List.of()) > 300, "without history the kings win");
    // 9 king moves without capture and without a repeated position lead to the searched position.
    List<DraughtsPosition> history = kingShuffle(start, 2 * v.drawRules().kingMovesEach() - 1, new Random(1));
    DraughtsPosition now = history.remove(history.size() - 1);
    assertEquals(0, score(now, history), "the next king move draws by the king-move rule");
  }

  @Test
  void withFewerKingMovesBehindThePositionIsStillWon() {
    Variant v = SHORT_RULE;
    List<DraughtsPosition> history = kingShuffle(PdnFen.read(FOUR_KINGS, v), 4, new Random(1));
    DraughtsPosition now = history.remove(history.size() - 1);
    assertTrue(score(now, history) > 300);
  }

  private static int score(DraughtsPosition p, List<DraughtsPosition> history) {
    return new DraughtsEngine(p.variant(), 4).search(p, history, DraughtsLimit.ofDepth(4), null).info().score();
  }

  /** {@code plies} random king moves without captures or repeated positions; the last element is the position reached. */
  private static List<DraughtsPosition> kingShuffle(DraughtsPosition start, int plies, Random random) {
    for (int attempt = 0; attempt < 1000; attempt++) {
      List<DraughtsPosition> line = new ArrayList<>(List.of(start));
      Set<DraughtsPosition> seen = new HashSet<>(line);
      DraughtsPosition p = start;
      while (line.size() <= plies) {
        List<DraughtsMove> moves = p.legalMoves();
        if (moves.isEmpty() || moves.get(0).isCapture()) break;
        DraughtsPosition next = p.play(moves.get(random.nextInt(moves.size())));
        if (!seen.add(next) || next.legalMoves().isEmpty() || next.legalMoves().get(0).isCapture()) break;
        line.add(next);
        p = next;
      }
      if (line.size() == plies + 1) return line;
    }
    throw new IllegalStateException("no king shuffle of " + plies + " plies found");
  }
}
