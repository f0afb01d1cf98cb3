package org.tabuleiro.server.library;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * A file's text line by line: each line UTF-8 when it is valid UTF-8, else ISO-8859-1 (a file may mix them); a
 * leading byte-order mark is dropped. Everything read is also kept in {@link #taken} until asked for, so a reader
 * of games can keep each game's own text.
 */
final class DecodingReader extends Reader {
  private final InputStream in;
  private final ByteArrayOutputStream lineBytes = new ByteArrayOutputStream(256);
  private final StringBuilder recorded = new StringBuilder();
  private String line = "";
  private int pos;
  private boolean first = true;
  private boolean eof;

  DecodingReader(InputStream in) {
    this.in = in;
  }

  /** The text read since the last call. */
  String taken() {
    String s = recorded.toString();
    recorded.setLength(0);
    return s;
  }

  @Override
  public int read(char[] buf, int off, int len) throws IOException {
    if (len == 0) return 0;
    while (pos >= line.length()) {
      if (eof || !nextLine()) return -1;
    }
    int n = Math.min(len, line.length() - pos);
    line.getChars(pos, pos + n, buf, off);
    recorded.append(line, pos, pos + n);
    pos += n;
    return n;
  }

  private boolean nextLine() throws IOException {
    lineBytes.reset();
    int b;
    while ((b = in.read()) >= 0) {
      lineBytes.write(b);
      if (b == '\n') break;
    }
    if (lineBytes.size() == 0) {
      eof = true;
      return false;
    }
    byte[] bytes = lineBytes.toByteArray();
    int start = 0;
    if (first && bytes.length >= 3 && (bytes[0] & 0xff) == 0xEF && (bytes[1] & 0xff) == 0xBB && (bytes[2] & 0xff) == 0xBF) start = 3;
    first = false;
    try {
      line = StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
          .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes, start, bytes.length - start)).toString();
    } catch (CharacterCodingException e) {
      line = new String(bytes, start, bytes.length - start, StandardCharsets.ISO_8859_1);
    }
    pos = 0;
    return true;
  }

  @Override
  public void close() throws IOException {
    in.close();
  }
}
