package org.tabuleiro.engine.match;

import org.tabuleiro.engine.uci.UciClient;

/**
 * What a match keeps of one engine move besides the move: the mover's clock once the move was made and the increment
 * added ({@code clockMillis}, negative when no clock ran), and the engine's last score (its own side's view; null
 * when it gave none) with the depth of that line.
 */
public record MoveNote(long clockMillis, UciClient.Score score, int depth) {
  public boolean hasClock() {
    return clockMillis >= 0;
  }
}
