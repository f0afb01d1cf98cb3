package org.tabuleiro.engine.draughts;

import java.util.List;
import org.tabuleiro.rules.draughts.DraughtsMove;

/**
 * What one finished iteration of the search found, for protocol "info" lines and the analysis board.
 *
 * @param depth nominal depth in plies
 * @param score hundredths of a man for the side to move; see {@link #isWin}
 * @param nodes nodes searched so far in this search
 * @param millis time spent so far
 * @param pv the principal variation, legal from the searched position
 * @param lines the best root moves' lines, best first, as many as the search was asked for (multi-PV) and the
 *     position has moves; the first is {@code (score, pv)}
 */
public record DraughtsSearchInfo(int depth, int score, long nodes, long millis, List<DraughtsMove> pv, List<DraughtsLine> lines) {
  /** Scores beyond this are forced wins (the distance in plies is {@code WIN - |score|}). */
  public static final int WIN_THRESHOLD = DraughtsSearch.WIN - DraughtsSearch.MAX_PLY;

  public DraughtsSearchInfo {
    pv = List.copyOf(pv);
    lines = List.copyOf(lines);
  }

  /** A single-line search's iteration: its one line is {@code (score, pv)}. */
  public DraughtsSearchInfo(int depth, int score, long nodes, long millis, List<DraughtsMove> pv) {
    this(depth, score, nodes, millis, pv, pv.isEmpty() ? List.of() : List.of(new DraughtsLine(score, pv)));
  }

  public boolean isWin() {
    return Math.abs(score) >= WIN_THRESHOLD;
  }

  /** Nodes per second (0 before the first millisecond). */
  public long nodesPerSecond() {
    return millis == 0 ? 0 : nodes * 1000 / millis;
  }
}
