package org.tabuleiro.engine.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;
import org.tabuleiro.rules.chess.Position;

/**
 * The evaluation sees both colours alike: a position and its colour-flipped mirror (ranks reversed, colours
 * swapped, the other side to move) score the same for the side to move.
 */
class EvaluationSymmetryTest {
  @Test
  void aPositionAndItsMirrorScoreTheSame() {
    for (String fen : ChessBench.POSITIONS) {
      Position position = Position.fromFen(fen);
      Position mirror = Position.fromFen(mirror(fen));
      assertEquals(Evaluation.evaluate(position.toBoard()), Evaluation.evaluate(mirror.toBoard()), fen);
    }
  }

  @Test
  void extraMaterialScoresForItsOwner() {
    Position queenUp = Position.fromFen("4k3/8/8/8/8/8/8/3QK3 w - - 0 1");
    assertTrue(Evaluation.evaluate(queenUp.toBoard()) > 800);
    Position queenDown = Position.fromFen("4k3/8/8/8/8/8/8/3QK3 b - - 0 1");
    assertTrue(Evaluation.evaluate(queenDown.toBoard()) < -800);
  }

  @Test
  void aLoneMinorPieceUpWithoutPawnsIsScoredAsNearlyDrawn() {
    Position bishopUp = Position.fromFen("4k3/8/8/8/8/8/8/3BK3 w - - 0 1");
    assertTrue(Math.abs(Evaluation.evaluate(bishopUp.toBoard())) < 80, "K+B v K");
  }

  static String mirror(String fen) {
    String[] f = fen.split(" ");
    String[] ranks = f[0].split("/");
    StringBuilder placement = new StringBuilder();
    for (int i = ranks.length - 1; i >= 0; i--) {
      placement.append(swapCase(ranks[i]));
      if (i > 0) placement.append('/');
    }
    String side = f[1].equals("w") ? "b" : "w";
    String castling = f[2].equals("-") ? "-" : sortCastling(swapCase(f[2]));
    String ep = f[3].equals("-") ? "-" : f[3].charAt(0) + String.valueOf((char) ('1' + '8' - f[3].charAt(1)));
    return placement + " " + side + " " + castling + " " + ep + " " + f[4] + " " + f[5];
  }

  private static String swapCase(String s) {
    StringBuilder sb = new StringBuilder();
    for (char c : s.toCharArray()) sb.append(Character.isUpperCase(c) ? Character.toLowerCase(c) : Character.toUpperCase(c));
    return sb.toString();
  }

  private static String sortCastling(String rights) {
    StringBuilder sb = new StringBuilder();
    for (char c : "KQkq".toCharArray()) if (rights.indexOf(c) >= 0) sb.append(c);
    return sb.toString();
  }
}
