package org.tabuleiro.play;

/** What a move's text names in a game now ({@link Game#read}): the typed move, or why there is none. */
public sealed interface MoveReading {
  record Read(GameMove move) implements MoveReading {}

  /** The text names no move the player may make now: the rejection {@link Game#apply} would give. */
  record Refused(Update.Rejected rejection) implements MoveReading {}
}
