package org.tabuleiro.server.computer;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.tabuleiro.engine.draughts.DraughtsEngine;
import org.tabuleiro.play.Game;
import org.tabuleiro.rules.draughts.DraughtsMove;
import org.tabuleiro.rules.draughts.DraughtsPosition;
import org.tabuleiro.rules.draughts.Variant;
import org.tabuleiro.rules.draughts.PdnFen;

/** International and Brazilian draughts through the engine module's draughts searcher. */
final class DraughtsBrain implements ComputerBrain {
  @Override
  public String choose(Game game, int level, long budgetMillis, Random random) {
    Variant variant = game.variant().draughtsVariant();
    String fen = game.setup().initialFen();
    DraughtsPosition p = fen == null ? DraughtsPosition.initial(variant) : PdnFen.read(fen, variant);
    List<DraughtsPosition> history = new ArrayList<>();
    for (String move : game.moves()) {
      history.add(p);
      p = p.play(p.parseMove(move));
    }
    DraughtsMove m = DraughtsEngine.choose(p, history, level, budgetMillis, random);
    // The path names the move even when two captures share their first and last squares.
    return m.isCapture() && p.movesMatching(m.notation()).size() > 1 ? m.pathNotation() : m.notation();
  }
}
