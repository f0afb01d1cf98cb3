package org.tabuleiro.rules.common;

/** How a finished game ended, for the scoreboard: a win for one side, or a draw. Shared by chess and draughts. */
public enum Outcome {
  WHITE_WINS,
  BLACK_WINS,
  DRAW;

  public static Outcome winner(Color color) {
    return color == Color.WHITE ? WHITE_WINS : BLACK_WINS;
  }

  /** The winning side, or null for a draw. */
  public Color winner() {
    return switch (this) {
      case WHITE_WINS -> Color.WHITE;
      case BLACK_WINS -> Color.BLACK;
      case DRAW -> null;
    };
  }
}
