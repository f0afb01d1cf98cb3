package org.tabuleiro.engine.draughts;

import java.util.List;
import org.tabuleiro.rules.draughts.DraughtsMove;

/**
 * One line of a multi-line (multi-PV) search: a root move's score and the moves the search expects after it.
 *
 * @param score hundredths of a man for the side to move at the root; beyond {@link DraughtsSearchInfo#WIN_THRESHOLD}
 *     a forced win (the distance in plies is {@code 30_000 - |score|})
 * @param pv the line, legal from the searched position, its first move the root move
 */
public record DraughtsLine(int score, List<DraughtsMove> pv) {
  public DraughtsLine {
    pv = List.copyOf(pv);
    if (pv.isEmpty()) throw new IllegalArgumentException("a line needs at least its root move");
  }

  public boolean isWin() {
    return Math.abs(score) >= DraughtsSearchInfo.WIN_THRESHOLD;
  }
}
