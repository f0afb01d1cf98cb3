package org.tabuleiro.cli;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Reads a whole text file as UTF-8, or as ISO-8859-1 when it is not valid UTF-8: TRF files from Windows
 * pairing programs are often Latin-1, and a player's name must not make the file unreadable.
 */
final class TextFile {
  private TextFile() {}

  static String read(Path file) throws IOException {
    byte[] bytes = Files.readAllBytes(file);
    try {
      String text = StandardCharsets.UTF_8.newDecoder()
          .onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT)
          .decode(ByteBuffer.wrap(bytes))
          .toString();
      return text.startsWith("\uFEFF") ? text.substring(1) : text;
    } catch (CharacterCodingException e) {
      return new String(bytes, StandardCharsets.ISO_8859_1);
    }
  }
}
