package org.tabuleiro.engine.draughts;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;
import org.tabuleiro.rules.draughts.DraughtsMove;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.Variant;

/**
 * Short openings for matches: every sequence of {@code plies} legal moves from the start (2 plies give 81
 * openings in international draughts, 49 in Brazilian) that leaves a balanced game, in a seeded random
 * order, so that a match is varied but reproducible. Balanced: a 6-ply search scores the position within
 * {@link #BALANCE} of level (random lines often simply lose men, and a game from them tells nothing). A
 * match plays each opening twice, once with each colour, which cancels most of an opening's own bias.
 */
public final class DraughtsOpenings {
  /** Largest score, in hundredths of a man, that counts as balanced. */
  static final int BALANCE = 60;

  private DraughtsOpenings() {}

  /** {@code count} distinct openings; the fewest plies (at least 2) that give enough of them. */
  public static List<List<DraughtsMove>> pick(Variant variant, int count, long seed) {
    if (count < 1) throw new IllegalArgumentException("need at least one opening, not " + count);
    for (int plies = 2; ; plies++) {
      List<List<DraughtsMove>> all = new ArrayList<>();
      expand(DraughtsPosition.initial(variant), plies, new ArrayList<>(), all);
      all.removeIf(line -> !isBalanced(variant, line));
      if (all.size() >= count || plies == 4) {
        Collections.shuffle(all, new Random(seed));
        if (all.size() < count) { // repeat them rather than fail: a huge match on a tiny tree
          List<List<DraughtsMove>> more = new ArrayList<>();
          for (int i = 0; i < count; i++) more.add(all.get(i % all.size()));
          return more;
        }
        return List.copyOf(all.subList(0, count));
      }
    }
  }

  private static boolean isBalanced(Variant variant, List<DraughtsMove> line) {
    DraughtsPosition p = DraughtsPosition.initial(variant);
    for (DraughtsMove m : line) p = p.play(m);
    if (p.legalMoves().isEmpty()) return false;
    DraughtsSearchResult r = new DraughtsEngine(variant, 1).search(p, List.of(), DraughtsLimit.ofDepth(6), null);
    return Math.abs(r.info().score()) <= BALANCE;
  }

  private static void expand(DraughtsPosition p, int plies, List<DraughtsMove> line, List<List<DraughtsMove>> out) {
    if (plies == 0) {
      out.add(List.copyOf(line));
      return;
    }
    for (DraughtsMove m : p.legalMoves()) {
      line.add(m);
      expand(p.play(m), plies - 1, line, out);
      line.remove(line.size() - 1);
    }
  }
}
