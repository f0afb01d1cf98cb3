package org.tabuleiro.engine.draughts;

import java.util.List;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.Variant;
import org.tabuleiro.rules.draughts.PdnFen;

/**
 * The search speed figure: a fixed set of positions (the start and a few middlegames and endings of the
 * variant) each searched to a fixed depth by a fresh engine. Deterministic node counts, so a change in the
 * count means the search changed; nodes per second is what the machine made of it.
 *
 * @param positions positions searched
 * @param nodes total nodes
 * @param millis total time
 */
public record DraughtsBench(int positions, long nodes, long millis) {
  private static final List<String> INTERNATIONAL = List.of(
      "W:W31,32,33,34,35,36,37,38,39,40,41,42,43,44,45,46,47,48,49,50:B1,2,3,4,5,6,7,8,9,10,11,12,13,14,15,16,17,18,19,20",
      "W:W27,28,31,32,33,34,35,36,37,38,39,40,42,43,44,45,47,48,49,50:B1,2,3,4,6,7,8,9,10,11,12,13,14,15,16,17,19,20,22,23",
      "B:W25,27,28,30,32,33,34,35,37,38,39,40,42,43,44,45,48,49:B3,4,7,8,9,10,11,12,13,14,15,16,17,18,19,20,23,26",
      "W:W24,27,28,32,33,34,37,38,39,42,43,45,47,48:B6,8,9,12,13,14,16,17,18,19,21,22,23,26",
      "W:W26,31,33,35,38,39,43,44:B7,8,12,13,14,17,19,24",
      "W:WK3,28,38,43:B9,14,23,K41");
  private static final List<String> BRAZILIAN = List.of(
      "W:W21,22,23,24,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,9,10,11,12",
      "W:W18,21,22,23,25,26,27,28,29,30,31,32:B1,2,3,4,5,6,7,8,10,11,12,15",
      "B:W17,19,21,22,24,25,26,27,29,31,32:B1,2,3,5,6,7,9,10,11,12,14",
      "W:W18,21,22,25,27,28,30,32:B2,3,6,9,10,11,15,16",
      "W:W22,26,27,31:B5,10,12,K29",
      "B:WK6,22,26:B11,12,19");

  /** The positions of the bench for a variant, as PDN FEN. */
  public static List<String> positions(Variant variant) {
    return variant.boardSize() == 10 ? INTERNATIONAL : BRAZILIAN;
  }

  /** Runs the bench: every position to {@code depth} plies. */
  public static DraughtsBench run(Variant variant, int depth) {
    long nodes = 0, millis = 0;
    List<String> fens = positions(variant);
    for (String fen : fens) {
      DraughtsPosition p = PdnFen.read(fen, variant);
      DraughtsSearchResult r = new DraughtsEngine(variant, 16).search(p, List.of(), DraughtsLimit.ofDepth(depth), null);
      nodes += r.info().nodes();
      millis += r.info().millis();
    }
    return new DraughtsBench(fens.size(), nodes, millis);
  }

  public long nodesPerSecond() {
    return millis == 0 ? 0 : nodes * 1000 / millis;
  }
}
