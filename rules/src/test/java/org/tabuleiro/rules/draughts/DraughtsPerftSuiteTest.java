package org.tabuleiro.rules.draughts;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tabuleiro.rules.draughts.internal.Perft;

/**
 * Every {@code distinct} perft row of the shared files: up to 10 million nodes here, the rest in the slow
 * suite ({@code -Pslow}). The {@code all-orders} rows count duplicate capture orders and are not ours.
 */
class DraughtsPerftSuiteTest {
  static final long FAST_LIMIT = 10_000_000L;

  static Stream<Arguments> rows(boolean fast) {
    List<Arguments> out = new ArrayList<>();
    for (String file : List.of("perft-international.txt", "perft-brazilian.txt")) {
      for (DraughtsTestData.Row r : DraughtsTestData.rows(file)) {
        if (!r.get(3).equals("distinct")) continue;
        long nodes = Long.parseLong(r.get(2));
        if ((nodes <= FAST_LIMIT) == fast) out.add(Arguments.of(file + ":" + r.line(), r.get(0), Integer.parseInt(r.get(1)), nodes));
      }
    }
    return out.stream();
  }

  static Stream<Arguments> fastRows() {
    return rows(true);
  }

  static Stream<Arguments> slowRows() {
    return rows(false);
  }

  static long perft(String where, String fen, int depth) {
    Variant variant = DraughtsTestData.variantOfPerftFile(where);
    return new Perft(PdnFen.read(fen, variant).toBoard(), false, depth).count(depth);
  }

  @ParameterizedTest(name = "{0} depth {2}")
  @MethodSource("fastRows")
  void distinctLeafCountMatchesTheReference(String where, String fen, int depth, long nodes) {
    assertEquals(nodes, perft(where, fen, depth));
  }

  @Tag("slow")
  @ParameterizedTest(name = "{0} depth {2}")
  @MethodSource("slowRows")
  void deepDistinctLeafCountMatchesTheReference(String where, String fen, int depth, long nodes) {
    assertEquals(nodes, perft(where, fen, depth));
  }

  @Test
  void theSuiteCoversBothVariantsAndTheInternationalStartToDepthNine() {
    List<Arguments> fast = fastRows().toList();
    assertFalse(fast.isEmpty());
    assertEquals(1, fast.stream().filter(a -> a.get()[1].toString().startsWith("W:W31,32") && (int) a.get()[2] == 9).count());
    assertFalse(fast.stream().noneMatch(a -> a.get()[0].toString().contains("brazilian")));
  }
}
