package org.tabuleiro.server.computer;

import java.util.Random;
import org.tabuleiro.engine.draughts.DraughtsEngine;
import org.tabuleiro.play.Line;
import org.tabuleiro.rules.draughts.DraughtsMove;
import org.tabuleiro.rules.draughts.DraughtsPosition;

/** International and Brazilian draughts through the engine module's draughts searcher. */
final class DraughtsBrain {
  /** The move in PDN, from the game's own position and earlier positions: nothing is replayed. */
  String choose(Line.Draughts line, int level, long budgetMillis, Random random) {
    DraughtsPosition p = line.position();
    DraughtsMove m = DraughtsEngine.choose(p, line.history(), level, budgetMillis, random);
    // The path names the move even when two captures share their first and last squares.
    return m.isCapture() && p.movesMatching(m.notation()).size() > 1 ? m.pathNotation() : m.notation();
  }
}
