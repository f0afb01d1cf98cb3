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
 * openings in international draughts, 49 in Brazilian), in a seeded random order, so that a match is varied
 * but reproducible. A match plays each opening twice, once with each colour, which cancels most of an
 * opening's own bias.
 */
public final class DraughtsOpenings {
  private DraughtsOpenings() {}

  /** {@code count} distinct openings; the fewest plies (at least 2) that give enough of them. */
  public static List<List<DraughtsMove>> pick(Variant variant, int count, long seed) {
    if (count < 1) throw new IllegalArgumentException("need at least one opening, not " + count);
    for (int plies = 2; ; plies++) {
      List<List<DraughtsMove>> all = new ArrayList<>();
      expand(DraughtsPosition.initial(variant), plies, new ArrayList<>(), all);
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
