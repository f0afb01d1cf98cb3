package org.tabuleiro.server.event;

import java.util.Optional;

/**
 * A board's result as the API writes it, with the TRF codes of both sides (TRF-16 and TRF-2026 alike): a game played
 * ({@code 1-0}, {@code 1/2-1/2}, {@code 0-1}), a forfeit ({@code +-}: white wins, {@code -+}: black wins), a double
 * forfeit ({@code --}), a game both players lost ({@code 0-0}, TRF {@code 0} and {@code 0}: played, no point to
 * either), or a game adjourned or not finished ({@code *}, TRF blank on both sides: paired, no result yet).
 */
public enum EventResult {
  WHITE_WINS("1-0", '1', '0'),
  DRAW("1/2-1/2", '=', '='),
  BLACK_WINS("0-1", '0', '1'),
  WHITE_WINS_BY_FORFEIT("+-", '+', '-'),
  BLACK_WINS_BY_FORFEIT("-+", '-', '+'),
  DOUBLE_FORFEIT("--", '-', '-'),
  BOTH_LOSE("0-0", '0', '0'),
  UNFINISHED("*", ' ', ' ');

  private final String text;
  private final char white;
  private final char black;

  EventResult(String text, char white, char black) {
    this.text = text;
    this.white = white;
    this.black = black;
  }

  public String text() {
    return text;
  }

  /** White's TRF result code. */
  public char whiteCode() {
    return white;
  }

  /** Black's TRF result code. */
  public char blackCode() {
    return black;
  }

  /** Does the result end the game? An adjourned or unfinished game ({@code *}) still waits for one. */
  public boolean isFinal() {
    return this != UNFINISHED;
  }

  /** Was the game played over the board (so the moves may be entered with it)? */
  public boolean isPlayed() {
    return switch (this) {
      case WHITE_WINS, DRAW, BLACK_WINS, BOTH_LOSE, UNFINISHED -> true;
      case WHITE_WINS_BY_FORFEIT, BLACK_WINS_BY_FORFEIT, DOUBLE_FORFEIT -> false;
    };
  }

  /** Reads the API's text; {@code ½-½} and {@code =} are taken for the draw. */
  public static Optional<EventResult> parse(String text) {
    String t = text.strip().replace('½', 'h');
    if (t.equals("h-h") || t.equals("=") || t.equals("0.5-0.5")) return Optional.of(DRAW);
    for (EventResult r : values()) {
      if (r.text.equals(t)) return Optional.of(r);
    }
    return Optional.empty();
  }
}
