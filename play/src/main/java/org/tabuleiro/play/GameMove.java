package org.tabuleiro.play;

import java.util.Objects;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.draughts.DraughtsMove;

/**
 * A move as a value of the rules module, for {@link Command.Move}: read once from its text where the text arrives
 * ({@link Game#read}), or chosen by an engine. {@link Game#apply} checks that it is legal in the game's position.
 */
public sealed interface GameMove {
  record Chess(Move move) implements GameMove {
    public Chess {
      Objects.requireNonNull(move);
    }
  }

  record Draughts(DraughtsMove move) implements GameMove {
    public Draughts {
      Objects.requireNonNull(move);
    }
  }
}
