package org.tabuleiro.server.game;

import java.util.ArrayList;
import java.util.List;
import org.tabuleiro.play.Line;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.PdnFen;

/**
 * The position before each move of a draughts game and after the last, for the replay page: the browser knows no
 * draughts rules (chess it replays itself, with chessops).
 */
public final class DraughtsPositions {
  private DraughtsPositions() {}

  /** {@code line.plies() + 1} FENs, the start first: the positions the game keeps, written (nothing is replayed). */
  public static List<String> of(Line.Draughts line) {
    List<String> fens = new ArrayList<>(line.plies() + 1);
    for (DraughtsPosition p : line.history()) fens.add(PdnFen.write(p));
    fens.add(PdnFen.write(line.position()));
    return fens;
  }
}
