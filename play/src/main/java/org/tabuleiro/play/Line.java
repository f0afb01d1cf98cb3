package org.tabuleiro.play;

import java.util.List;
import java.util.Objects;
import org.tabuleiro.rules.chess.Move;
import org.tabuleiro.rules.chess.Position;
import org.tabuleiro.rules.draughts.DraughtsGame;
import org.tabuleiro.rules.draughts.DraughtsMove;
import org.tabuleiro.rules.draughts.DraughtsPosition;

/**
 * The board of a game in progress as values of the rules module: where it started, the moves played, the position
 * now and the earlier positions a repetition can reach. {@link Game} keeps it move by move, so nothing reading it
 * (the computer player, the replay page) parses a move again.
 *
 * <pre>{@code
 * switch (game.line()) {
 *   case Line.Chess c -> chessEngine.choose(c.position(), c.repeatable(), level, millis, random);
 *   case Line.Draughts d -> DraughtsEngine.choose(d.position(), d.history(), level, millis, random);
 * }
 * }</pre>
 */
public sealed interface Line {
  /** Half-moves played from the start position. */
  int plies();

  /**
   * A chess game.
   *
   * @param initial    the start position
   * @param moves      the moves from the start, in order
   * @param position   the position now
   * @param repeatable the positions since the last capture or pawn move, oldest first, the current one excluded:
   *                   the only ones a position can repeat (FIDE 9.2.2), and all an engine needs of the game's past
   *                   (its repetition and fifty-move draws look back no further than the halfmove clock)
   */
  record Chess(Position initial, List<Move> moves, Position position, List<Position> repeatable) implements Line {
    public Chess {
      Objects.requireNonNull(initial);
      Objects.requireNonNull(position);
      moves = List.copyOf(moves);
      repeatable = List.copyOf(repeatable);
    }

    @Override
    public int plies() {
      return moves.size();
    }
  }

  /**
   * A draughts game: the rules module's {@link DraughtsGame}, which keeps every position (and with them the draw
   * counts), from {@code initial}.
   */
  record Draughts(DraughtsPosition initial, DraughtsGame game) implements Line {
    public Draughts {
      Objects.requireNonNull(initial);
      Objects.requireNonNull(game);
    }

    @Override
    public int plies() {
      return game.plies();
    }

    public DraughtsPosition position() {
      return game.position();
    }

    /** The positions before the current one, oldest first (the start first). */
    public List<DraughtsPosition> history() {
      return game.history();
    }

    /** The moves from the start, in order (each found again from the two positions it joins). */
    public List<DraughtsMove> moves() {
      return game.moves();
    }
  }
}
