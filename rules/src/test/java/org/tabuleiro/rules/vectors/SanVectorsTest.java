package org.tabuleiro.rules.vectors;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.tabuleiro.rules.chess.Language;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.chess.Position;
import org.tabuleiro.rules.chess.San;

/** Every row of san.tsv, both ways, in English and (letters mapped K→R, Q→D, R→T, B→B, N→C) in Portuguese. */
class SanVectorsTest {
  static Stream<Map<String, String>> rows() {
    return SharedVectors.tsv(SharedVectors.chess("san.tsv")).stream();
  }

  static String portuguese(String san) {
    StringBuilder sb = new StringBuilder();
    for (char c : san.toCharArray()) {
      sb.append(switch (c) {
        case 'K' -> 'R';
        case 'Q' -> 'D';
        case 'R' -> 'T';
        case 'N' -> 'C';
        default -> c;
      });
    }
    return sb.toString();
  }

  static Move uci(Position p, String uci) {
    return p.legalMoves().stream().filter(m -> m.uci().equals(uci)).findFirst()
        .orElseThrow(() -> new AssertionError("no legal move " + uci + " in " + p.fen()));
  }

  @TestFactory
  Stream<DynamicTest> sanIsWrittenAsTheReferenceWritesIt() {
    return rows().map(r -> DynamicTest.dynamicTest("line " + r.get("_line") + " " + r.get("category") + " " + r.get("san"), () -> {
      Position p = Position.fromFen(r.get("fen"));
      assertEquals(r.get("san"), San.write(p, uci(p, r.get("uci")), Language.ENGLISH));
      assertEquals(portuguese(r.get("san")), San.write(p, uci(p, r.get("uci")), Language.PORTUGUESE));
    }));
  }

  @TestFactory
  Stream<DynamicTest> sanIsReadBackToTheSameMove() {
    return rows().map(r -> DynamicTest.dynamicTest("line " + r.get("_line") + " " + r.get("san"), () -> {
      Position p = Position.fromFen(r.get("fen"));
      assertEquals(r.get("uci"), San.parse(p, r.get("san"), Language.ENGLISH).uci());
      assertEquals(r.get("uci"), San.parse(p, portuguese(r.get("san")), Language.PORTUGUESE).uci());
    }));
  }
}
