package org.tabuleiro.rules.chess;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongPredicate;
import java.util.stream.Stream;
import org.junit.jupiter.api.Tag;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.tabuleiro.rules.chess.TestData.PerftLine;
import org.tabuleiro.rules.chess.internal.Board;
import org.tabuleiro.rules.chess.internal.Perft;

/**
 * Every count of the shared perft.epd (Stockfish-computed). The fast suite takes every depth up to
 * {@link #FAST_NODE_LIMIT} nodes; the deeper counts are tagged "slow" and run with {@code -Pslow}.
 */
class PerftSuiteTest {
  /** Counts above this many leaves are left to the slow suite. */
  static final long FAST_NODE_LIMIT = 10_000_000;

  private static final String NAME = "line {0}, D{2} = {3}: {1}";

  static Stream<Arguments> fastCounts() {
    return counts(n -> n <= FAST_NODE_LIMIT);
  }

  static Stream<Arguments> slowCounts() {
    return counts(n -> n > FAST_NODE_LIMIT);
  }

  private static Stream<Arguments> counts(LongPredicate selected) {
    List<Arguments> args = new ArrayList<>();
    for (PerftLine line : TestData.perftLines()) {
      for (int depth = 1; depth <= line.maxDepth(); depth++) {
        long expected = line.counts()[depth - 1];
        if (selected.test(expected)) args.add(Arguments.of(line.lineNumber(), line.fen(), depth, expected));
      }
    }
    return args.stream();
  }

  @ParameterizedTest(name = NAME)
  @MethodSource("fastCounts")
  void leafCountMatchesTheReference(int lineNumber, String fen, int depth, long expected) {
    assertEquals(expected, perft(fen, depth), () -> "perft.epd line " + lineNumber + " depth " + depth + ": " + fen);
  }

  @Tag("slow")
  @ParameterizedTest(name = NAME)
  @MethodSource("slowCounts")
  void deepLeafCountMatchesTheReference(int lineNumber, String fen, int depth, long expected) {
    assertEquals(expected, perft(fen, depth), () -> "perft.epd line " + lineNumber + " depth " + depth + ": " + fen);
  }

  /** Lenient: the suite holds impossible-check positions on purpose. */
  static long perft(String fen, int depth) {
    Board board = Fen.readLenient(fen).toBoard();
    return new Perft(board, depth).count(depth);
  }
}
