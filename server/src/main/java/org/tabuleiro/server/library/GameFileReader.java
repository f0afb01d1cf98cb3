package org.tabuleiro.server.library;

import java.io.Closeable;

/** Games of an uploaded file, one at a time, so a file of any size is read in constant memory. */
interface GameFileReader extends Closeable {
  /** The next game, or null at the end of the file. */
  ParsedGame next();
}
