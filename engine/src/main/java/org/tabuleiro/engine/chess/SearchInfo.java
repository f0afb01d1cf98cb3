package org.tabuleiro.engine.chess;

import java.util.List;
import org.tabuleiro.rules.chess.Move;

/**
 * What the search knows after an iteration, as UCI's {@code info} line tells it. {@code score} is in
 * centipawns from the side to move's view, or a mate score: use {@link #scoreUci()} ("cp 31", "mate -2").
 */
public record SearchInfo(int depth, int selectiveDepth, int score, long nodes, long millis, int hashfull, List<Move> pv) {
  public SearchInfo {
    pv = List.copyOf(pv);
  }

  public String scoreUci() {
    return Score.uci(score);
  }

  public boolean isMate() {
    return Score.isMate(score);
  }

  public long nodesPerSecond() {
    return millis <= 0 ? nodes * 1000 : nodes * 1000 / millis;
  }

  /** The whole UCI info line (without the leading "info "). */
  public String uci() {
    StringBuilder sb = new StringBuilder();
    sb.append("depth ").append(depth).append(" seldepth ").append(selectiveDepth)
        .append(" score ").append(scoreUci()).append(" nodes ").append(nodes).append(" nps ").append(nodesPerSecond())
        .append(" time ").append(millis).append(" hashfull ").append(hashfull);
    if (!pv.isEmpty()) {
      sb.append(" pv");
      for (Move m : pv) sb.append(' ').append(m.uci());
    }
    return sb.toString();
  }
}
