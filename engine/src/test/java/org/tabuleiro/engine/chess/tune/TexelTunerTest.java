package org.tabuleiro.engine.chess.tune;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabuleiro.engine.chess.EvalParameters;

/** Texel tuning on small made-up sets whose answer is known. */
class TexelTunerTest {
  // White a knight up, a bishop up, a rook up; and an even position.
  private static final String KNIGHT_UP = "4k3/pppp4/8/8/8/5N2/PPPP4/4K3 w - - 0 1";
  private static final String BISHOP_UP = "4k3/pppp4/8/8/8/5B2/PPPP4/4K3 b - - 0 1";
  private static final String ROOK_UP = "4k3/pppp4/8/8/8/8/PPPP4/R3K3 w - - 0 1";
  private static final String EVEN = "4k3/pppp4/8/8/8/8/PPPP4/4K3 w - - 0 1";

  @Test
  void kIsLargerWhenTheSameAdvantagesWinMoreOften() {
    double often = new TexelTuner(games(0.9)).fitK(), seldom = new TexelTuner(games(0.6)).fitK();
    assertTrue(often > seldom, often + " should exceed " + seldom);
  }

  @Test
  void trainingLowersTheErrorAndMovesTheWeightsTheRightWay() {
    // A piece up wins only 60% of these games: the tuner, K fitted on other data, must shrink the pieces' value.
    TexelTuner tuner = new TexelTuner(games(0.6));
    double before = tuner.trainingError();
    double knightBefore = tuner.weights()[1][EvalParameters.PIECE_SQUARE + 64 + 21];
    tuner.train(300, 2, null);
    double after = tuner.trainingError();
    assertTrue(after < before * 0.9, before + " -> " + after);
    assertTrue(tuner.weights()[1][EvalParameters.PIECE_SQUARE + 64 + 21] < knightBefore, "the knight on f3 is worth less");
    assertEquals(1.0, tuner.k(), 1e-9, "training keeps K");
  }

  @Test
  void regularisationHoldsTheWeightsNearerTheirStart() {
    int knightOnF3 = EvalParameters.PIECE_SQUARE + 64 + 21;
    TexelTuner free = new TexelTuner(games(0.6)), held = new TexelTuner(games(0.6));
    double start = free.weights()[1][knightOnF3];
    held.setRegularisation(1e-3);
    free.train(300, 2, null);
    held.train(300, 2, null);
    double freeMove = start - free.weights()[1][knightOnF3], heldMove = start - held.weights()[1][knightOnF3];
    assertTrue(heldMove > 0 && heldMove < freeMove / 2, "moved " + heldMove + " held, " + freeMove + " free");
  }

  /** 100 games from each position: the side a piece up scores {@code share}, the even position is drawn. */
  private static List<String> games(double share) {
    List<String> lines = new ArrayList<>();
    for (int i = 0; i < 100; i++) {
      String result = i < share * 100 ? "1" : "0";
      lines.add(KNIGHT_UP + ";" + result);
      lines.add(BISHOP_UP + ";" + result);
      lines.add(ROOK_UP + ";" + result);
      lines.add(EVEN + ";0.5");
    }
    return lines;
  }
}
