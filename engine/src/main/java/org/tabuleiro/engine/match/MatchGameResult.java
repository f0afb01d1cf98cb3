package org.tabuleiro.engine.match;

import java.util.List;
import org.tabuleiro.rules.chess.Move;

/**
 * One finished match game. {@code whiteScore} is 1, ½ or 0 for the engine that had White; {@code reason} says why
 * it ended, in the words of the PGN {@code Termination} tag's comment ("checkmate", "time forfeit", ...);
 * {@code engineFailed} when an engine crashed, hung or broke the protocol (the match then restarts both).
 * {@code notes} has one {@link MoveNote} for each of {@code moves} (clock, score, depth).
 */
public record MatchGameResult(Opening opening, String white, String black, double whiteScore, String reason,
    List<Move> moves, boolean engineFailed, List<MoveNote> notes) {
  public MatchGameResult {
    moves = List.copyOf(moves);
    notes = List.copyOf(notes);
    if (notes.size() != moves.size()) {
      throw new IllegalArgumentException(notes.size() + " move notes for " + moves.size() + " moves");
    }
  }

  public String pgnResult() {
    return whiteScore == 1 ? "1-0" : whiteScore == 0 ? "0-1" : "1/2-1/2";
  }
}
