package org.tabuleiro.engine.uci;

import org.tabuleiro.engine.chess.SearchLimits;

/** Reads {@code go [wtime N] [btime N] [winc N] [binc N] [movestogo N] [depth N] [nodes N] [movetime N] [infinite] [ponder]}. */
final class UciGo {
  private UciGo() {}

  static SearchLimits parse(String[] words) {
    int depth = 0, movesToGo = 0;
    long nodes = 0, moveTime = 0, wtime = 0, btime = 0, winc = 0, binc = 0;
    boolean infinite = false, ponder = false;
    for (int i = 1; i < words.length; i++) {
      String word = words[i];
      switch (word) {
        case "infinite" -> infinite = true;
        case "ponder" -> ponder = true;
        case "depth" -> depth = (int) Math.min(number(words, ++i, word), 1_000);
        case "nodes" -> nodes = number(words, ++i, word);
        case "movetime" -> moveTime = number(words, ++i, word);
        case "wtime" -> wtime = Math.max(1, number(words, ++i, word));
        case "btime" -> btime = Math.max(1, number(words, ++i, word));
        case "winc" -> winc = number(words, ++i, word);
        case "binc" -> binc = number(words, ++i, word);
        case "movestogo" -> movesToGo = (int) Math.min(number(words, ++i, word), 1_000);
        case "mate" -> depth = (int) Math.min(2 * number(words, ++i, word) + 1, 1_000); // mate in n: 2n-1 plies, one spare
        case "searchmoves" -> throw new UciException("go searchmoves is not supported");
        default -> throw new UciException("go: unknown parameter '" + word + "'");
      }
    }
    return new SearchLimits(depth, nodes, moveTime, wtime, btime, winc, binc, movesToGo, 0, infinite, ponder);
  }

  /** The number after a parameter name; negative time (a flagged clock in some GUIs) counts as 1 ms. */
  private static long number(String[] words, int i, String name) {
    if (i >= words.length) throw new UciException("go: " + name + " needs a number");
    try {
      return Math.max(0, Long.parseLong(words[i]));
    } catch (NumberFormatException e) {
      throw new UciException("go: " + name + " must be a whole number, not '" + words[i] + "'");
    }
  }
}
