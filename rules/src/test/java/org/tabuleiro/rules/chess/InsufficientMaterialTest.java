package org.tabuleiro.rules.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.tabuleiro.rules.common.Color;

/**
 * FIDE 6.9 / 9.6.2, judged from material only (as the testdata README defines it, after python-chess): a side
 * cannot mate with a lone king, a king and one minor piece, or bishops all on one colour. A knight needs
 * enemy material other than queens to mate against; a bishop needs a pawn or knight on the board. The
 * end-public.tsv vectors are checked in {@code rules.vectors.EndOfGameVectorsTest}.
 */
class InsufficientMaterialTest {
  @ParameterizedTest(name = "{0}: {1}")
  @CsvSource(delimiter = '|', textBlock = """
      K v K                                    | 4k3/8/8/8/8/8/8/4K3 w - - 0 1  | true  | true
      KB v K                                   | 4k3/8/8/8/8/8/8/2B1K3 w - - 0 1 | true  | true
      KN v K                                   | 4k3/8/8/8/8/8/8/1N2K3 w - - 0 1 | true  | true
      KNN v K is sufficient                    | 4k3/8/8/8/8/8/8/1N2K1N1 w - - 0 1 | false | true
      KB v KB, bishops on one colour           | 4kb2/8/8/8/8/8/8/2B1K3 w - - 0 1 | true  | true
      KB v KB, bishops on opposite colours     | 2b1k3/8/8/8/8/8/8/2B1K3 w - - 0 1 | false | false
      KBB v K, bishops on one colour           | 4k3/8/8/8/8/4B3/8/2B1K3 w - - 0 1 | true  | true
      KBB v K, bishops on both colours         | 4k3/8/8/8/8/8/8/2BBK3 w - - 0 1 | false | true
      KN v K+pawn: the knight can mate         | 4k3/4p3/8/8/8/8/8/1N2K3 w - - 0 1 | false | false
      KB v K+pawn: the bishop can mate         | 4k3/4p3/8/8/8/8/8/2B1K3 w - - 0 1 | false | false
      KN v KN                                  | 4k3/8/8/5n2/8/8/8/1N2K3 w - - 0 1 | false | false
      KN v KB                                  | 4k3/8/8/5b2/8/8/8/1N2K3 w - - 0 1 | false | false
      KN v KQ: a queen cannot help             | 4k3/8/8/5q2/8/8/8/1N2K3 w - - 0 1 | true  | false
      KN v KR                                  | 4k3/8/8/5r2/8/8/8/1N2K3 w - - 0 1 | false | false
      KR v K                                   | 4k3/8/8/8/8/8/8/R3K3 w - - 0 1  | false | true
      KQ v K                                   | 4k3/8/8/8/8/8/8/3QK3 w - - 0 1  | false | true
      KP v K                                   | 4k3/8/8/8/8/8/4P3/4K3 w - - 0 1 | false | true
      """)
  void insufficientMaterialIsJudgedPerSide(String name, String fen, boolean white, boolean black) {
    Position p = Position.fromFen(fen);
    assertEquals(white, p.hasInsufficientMaterial(Color.WHITE), "White");
    assertEquals(black, p.hasInsufficientMaterial(Color.BLACK), "Black");
    assertEquals(white && black, p.isInsufficientMaterial(), "both");
  }
}
