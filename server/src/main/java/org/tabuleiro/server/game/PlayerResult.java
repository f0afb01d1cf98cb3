package org.tabuleiro.server.game;

import java.util.Locale;
import org.tabuleiro.rules.common.Color;
import org.tabuleiro.rules.common.Outcome;

/** A game's result from one player's side of the board: what the archive's {@code result} filter names. */
public enum PlayerResult {
  WIN, LOSS, DRAW;

  public String key() {
    return name().toLowerCase(Locale.ROOT);
  }

  /** The result for the player of {@code color}, or null when the game has no outcome (playing, aborted). */
  public static PlayerResult of(Outcome outcome, Color color) {
    if (outcome == null || color == null) return null;
    return switch (outcome) {
      case DRAW -> DRAW;
      case WHITE_WINS -> color == Color.WHITE ? WIN : LOSS;
      case BLACK_WINS -> color == Color.BLACK ? WIN : LOSS;
    };
  }

  /** The stored outcome ({@code games.outcome}) that is this result for the player of {@code color}. */
  String outcomeFor(Color color) {
    return switch (this) {
      case DRAW -> "draw";
      case WIN -> color == Color.WHITE ? "white_wins" : "black_wins";
      case LOSS -> color == Color.WHITE ? "black_wins" : "white_wins";
    };
  }
}
