package org.tabuleiro.server.library;

import java.io.Closeable;

/** Games of an uploaded file, one at a time, so a file of any size is read in constant memory. */
interface GameFileReader extends Closeable {
  /** The next game, or null at the end of the file. */
  ParsedGame next();

  /**
   * While on, {@link #next} reads games only to count them, as a resumed import reads the games it did before: each
   * game is read and its main line played exactly as otherwise (so the games after have the same numbers and lines),
   * but what only storing needs (its text, keys and SAN) is not made; a playable game comes back without them.
   */
  void skipping(boolean on);
}
