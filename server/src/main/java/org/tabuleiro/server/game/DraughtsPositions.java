package org.tabuleiro.server.game;

import java.util.ArrayList;
import java.util.List;
import org.tabuleiro.play.GameVariant;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.PdnFen;

/**
 * The position before each move of a draughts game and after the last, for the replay page: the browser knows no
 * draughts rules (chess it replays itself, with chessops).
 */
public final class DraughtsPositions {
  private DraughtsPositions() {}

  /**
   * {@code moves.size() + 1} FENs, the start first; stops early at a move that does not replay (never for a
   * stored game, whose moves were checked when played).
   */
  public static List<String> of(GameVariant variant, String initialFen, List<String> moves) {
    DraughtsPosition p = initialFen == null ? DraughtsPosition.initial(variant.draughtsVariant())
        : PdnFen.read(initialFen, variant.draughtsVariant());
    List<String> fens = new ArrayList<>(moves.size() + 1);
    fens.add(PdnFen.write(p));
    for (String move : moves) {
      try {
        p = p.play(p.parseMove(move));
      } catch (IllegalArgumentException e) {
        break;
      }
      fens.add(PdnFen.write(p));
    }
    return fens;
  }
}
