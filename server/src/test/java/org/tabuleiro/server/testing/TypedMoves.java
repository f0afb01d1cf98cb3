package org.tabuleiro.server.testing;

import org.tabuleiro.play.Command;
import org.tabuleiro.play.Game;
import org.tabuleiro.play.GameMove;
import org.tabuleiro.play.MoveReading;
import org.tabuleiro.rules.chess.Position;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.server.live.LiveGame;
import org.tabuleiro.server.live.Submission;

/** Moves given as text in tests, read as a game's socket reads them before the game sees them. */
public final class TypedMoves {
  private TypedMoves() {}

  /** The text read against {@code game}; it must name a move {@code by} may make there. */
  public static Command.Move move(Game game, Color by, String text, long lagMillis) {
    return switch (game.read(by, text)) {
      case MoveReading.Read r -> new Command.Move(by, r.move(), lagMillis);
      case MoveReading.Refused f -> throw new AssertionError(text + ": " + f.rejection());
    };
  }

  public static Command.Move move(Game game, Color by, String text) {
    return move(game, by, text, 0);
  }

  /** A chess move of the start position, in UCI. */
  public static GameMove chessFromStart(String uci) {
    return new GameMove.Chess(Position.initial().parseUci(uci));
  }

  /**
   * As the socket does: the text read against the live game as it is now, then submitted, or the reading's refusal
   * (with the code and message the socket would send).
   */
  public static Submission submit(LiveGame live, Color by, String text, long lagMillis) {
    return switch (live.snapshot().game().read(by, text)) {
      case MoveReading.Read r -> live.submit(new Command.Move(by, r.move(), lagMillis));
      case MoveReading.Refused f -> Submission.refused(f.rejection());
    };
  }

  public static Submission submit(LiveGame live, Color by, String text) {
    return submit(live, by, text, 0);
  }
}
