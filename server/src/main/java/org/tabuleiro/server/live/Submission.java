package org.tabuleiro.server.live;

import java.util.Locale;
import org.tabuleiro.play.Update;

/** What became of a command sent to a {@link LiveGame}. */
public sealed interface Submission {
  /** Stored and published; {@code version} is the game's version after it. */
  record Accepted(int version) implements Submission {}

  /**
   * Nothing changed. {@code code} is a stable English word ({@code not_your_turn}, {@code illegal_move},
   * {@code storage_failed}...), {@code message} is for the player.
   */
  record Refused(String code, String message) implements Submission {}

  /**
   * The game's rejection as the socket sends it: the reason's name in lower case, and for the player the game's
   * message (play writes English, for programmers) in the server's Portuguese ({@link GameRefusalText}).
   */
  static Refused refused(Update.Rejected r) {
    return new Refused(r.reason().name().toLowerCase(Locale.ROOT), GameRefusalText.of(r));
  }
}
