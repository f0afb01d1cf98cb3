package org.tabuleiro.engine.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.chess.Position;
import org.tabuleiro.rules.chess.internal.Board;

/**
 * The tuner's linear view of the evaluation ({@link EvalTrace}) gives the evaluation's own score, to the
 * rounding of its integer divisions, on the bench positions, the balanced openings and a few endgames.
 */
class EvalTraceTest {
  @Test
  void theTracedWeightsAddUpToTheEvaluation() throws IOException {
    List<String> fens = new ArrayList<>(ChessBench.POSITIONS);
    try (InputStream in = getClass().getResourceAsStream("/chess/balanced-openings.epd")) {
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) if (!line.isBlank()) fens.add(line.trim());
    }
    fens.addAll(List.of("4k3/8/8/8/8/8/8/3BK3 w - - 0 1", "8/8/4k3/8/8/8/3R4/4K3 b - - 0 1",
        "8/5k2/8/2b5/8/3B4/2P2K2/8 w - - 0 1", "8/8/8/4k3/8/8/1P6/1K6 w - - 0 1", "r5k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1"));
    EvalTrace trace = new EvalTrace();
    double[][] w = EvalParameters.current();
    for (String fen : fens) {
      Board board = Position.fromFen(fen).toBoard();
      EvalTrace.Features f = trace.trace(board);
      double mg = 0, eg = 0;
      for (int i = 0; i < f.index().length; i++) {
        mg += f.coefficient()[i] * w[0][f.index()[i]];
        eg += f.coefficient()[i] * w[1][f.index()[i]];
      }
      double white = (mg * f.phase() + (eg * f.egFactor() + f.egBonus()) * (24 - f.phase())) / 24 + f.tempo();
      int expected = Evaluation.evaluate(board) * (board.sideToMove() == Board.WHITE ? 1 : -1);
      assertEquals(expected, white, 2.0, fen);
    }
  }
}
