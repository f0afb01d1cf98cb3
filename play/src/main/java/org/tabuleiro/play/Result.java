package org.tabuleiro.play;

import java.util.Objects;
import org.tabuleiro.rules.common.Outcome;

/**
 * How a game ended: the outcome (null only for an aborted game, which has none) and why.
 *
 * @param outcome     white wins, black wins or draw; null when aborted
 * @param termination the reason
 */
public record Result(Outcome outcome, Termination termination) {
  public Result {
    Objects.requireNonNull(termination);
    if ((outcome == null) != (termination == Termination.ABORTED)) {
      throw new IllegalArgumentException("only an aborted game has no outcome");
    }
  }

  public static Result aborted() {
    return new Result(null, Termination.ABORTED);
  }

  /** PGN's result: {@code 1-0}, {@code 0-1}, {@code 1/2-1/2}, or {@code *} for an aborted game. */
  public String pgn() {
    if (outcome == null) return "*";
    return switch (outcome) {
      case WHITE_WINS -> "1-0";
      case BLACK_WINS -> "0-1";
      case DRAW -> "1/2-1/2";
    };
  }

  /** PDN's result on the 2-point scale draughts uses: {@code 2-0}, {@code 0-2}, {@code 1-1}, or {@code *}. */
  public String pdn() {
    if (outcome == null) return "*";
    return switch (outcome) {
      case WHITE_WINS -> "2-0";
      case BLACK_WINS -> "0-2";
      case DRAW -> "1-1";
    };
  }
}
