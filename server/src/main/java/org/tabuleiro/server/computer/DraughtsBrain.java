package org.tabuleiro.server.computer;

import java.util.Random;
import org.tabuleiro.engine.draughts.DraughtsEngine;
import org.tabuleiro.play.GameMove;
import org.tabuleiro.play.Line;

/** International and Brazilian draughts through the engine module's draughts searcher. */
final class DraughtsBrain {
  /** From the game's own position and earlier positions: nothing is replayed, nothing written. */
  GameMove choose(Line.Draughts line, int level, long budgetMillis, Random random) {
    return new GameMove.Draughts(DraughtsEngine.choose(line.position(), line.history(), level, budgetMillis, random));
  }
}
