package org.tabuleiro.engine.match;

import java.util.List;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.chess.Position;

/** Where a match game starts: a position (FEN or the initial one) and the moves played from it before the engines take over. */
public record Opening(String name, Position start, List<Move> moves) {
  public Opening {
    moves = List.copyOf(moves);
    Position p = start;
    for (Move m : moves) {
      if (!p.isLegal(m)) throw new IllegalArgumentException("opening '" + name + "': " + m.uci() + " is not legal");
      p = p.play(m);
    }
  }

  /** The position after the opening moves. */
  public Position position() {
    Position p = start;
    for (Move m : moves) p = p.play(m);
    return p;
  }

  public boolean startsFromInitial() {
    return start.equals(Position.initial());
  }
}
