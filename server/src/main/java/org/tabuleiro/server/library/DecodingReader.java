package org.tabuleiro.server.library;

import java.io.IOException;
import java.io.InputStream;
import java.io.Reader;
import java.nio.ByteBuffer;
import java.nio.CharBuffer;
import java.nio.charset.CharsetDecoder;
import java.nio.charset.CoderResult;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * A file's text line by line: each line UTF-8 when it is valid UTF-8, else ISO-8859-1 (a file may mix them); a
 * leading byte-order mark is dropped. A line longer than {@link #MAX_PIECE} bytes is decoded in pieces of that size,
 * each decided on its own and cut between characters, so a file without line breaks is read in bounded memory.
 */
final class DecodingReader extends Reader {
  /** Most bytes decoded at once; real lines are far shorter. */
  static final int MAX_PIECE = 1 << 20;

  private final InputStream in;
  private final int maxPiece;
  private final byte[] buf = new byte[1 << 16];
  private int bufPos;
  private int bufLimit;
  private byte[] piece = new byte[512];
  private int pieceLength;
  /** Bytes of a character cut at the end of the last piece, moved to the start of the next one. */
  private int carried;
  private char[] chars = new char[512];
  private int charLength;
  private int charPos;
  private final CharsetDecoder utf8 = StandardCharsets.UTF_8.newDecoder()
      .onMalformedInput(CodingErrorAction.REPORT).onUnmappableCharacter(CodingErrorAction.REPORT);
  private boolean first = true;
  private boolean eof;

  DecodingReader(InputStream in) {
    this(in, MAX_PIECE);
  }

  DecodingReader(InputStream in, int maxPiece) {
    this.in = in;
    this.maxPiece = maxPiece;
  }

  @Override
  public int read(char[] out, int off, int len) throws IOException {
    if (len == 0) return 0;
    while (charPos >= charLength) {
      if (!nextPiece()) return -1;
    }
    int n = Math.min(len, charLength - charPos);
    System.arraycopy(chars, charPos, out, off, n);
    charPos += n;
    return n;
  }

  /** Reads the next line, or piece of a long line, and decodes it; false at the end of the input. */
  private boolean nextPiece() throws IOException {
    if (eof && carried == 0) return false;
    if (carried > 0) System.arraycopy(piece, pieceLength - carried, piece, 0, carried);
    pieceLength = carried;
    carried = 0;
    boolean lineEnded = false;
    while (!lineEnded && pieceLength < maxPiece) {
      if (bufPos >= bufLimit) {
        if (eof) break;
        int n = in.read(buf, 0, buf.length);
        if (n < 0) {
          eof = true;
          break;
        }
        bufPos = 0;
        bufLimit = n;
        continue;
      }
      int i = bufPos;
      int end = Math.min(bufLimit, bufPos + maxPiece - pieceLength);
      while (i < end && buf[i] != '\n') i++;
      if (i < end) {
        i++; // the line feed belongs to its line
        lineEnded = true;
      }
      int n = i - bufPos;
      if (piece.length < pieceLength + n) {
        piece = java.util.Arrays.copyOf(piece, Math.max(pieceLength + n, Math.min(piece.length * 2, maxPiece + 4)));
      }
      System.arraycopy(buf, bufPos, piece, pieceLength, n);
      pieceLength += n;
      bufPos = i;
    }
    if (pieceLength == 0) return false;
    if (!lineEnded && !eof) carried = cutCharacter();
    decode(pieceLength - carried);
    return true;
  }

  /** How many bytes at the piece's end start a UTF-8 character that goes on in the next piece (0-3). */
  private int cutCharacter() {
    for (int back = 1; back <= 3 && back <= pieceLength; back++) {
      int b = piece[pieceLength - back] & 0xff;
      if (b < 0x80) return 0;
      if (b >= 0xC0) {
        int needed = b >= 0xF0 ? 4 : b >= 0xE0 ? 3 : 2;
        return needed > back ? back : 0;
      }
    }
    return 0;
  }

  private void decode(int length) {
    int start = 0;
    if (first && length >= 3 && (piece[0] & 0xff) == 0xEF && (piece[1] & 0xff) == 0xBB && (piece[2] & 0xff) == 0xBF) {
      start = 3;
    }
    first = false;
    if (chars.length < length) chars = new char[Math.max(length, Math.min(chars.length * 2, maxPiece + 4))];
    charPos = 0;
    CharBuffer out = CharBuffer.wrap(chars);
    utf8.reset();
    CoderResult r = utf8.decode(ByteBuffer.wrap(piece, start, length - start), out, true);
    if (!r.isError()) r = utf8.flush(out);
    if (!r.isError()) {
      charLength = out.position();
      return;
    }
    for (int i = start; i < length; i++) chars[i - start] = (char) (piece[i] & 0xff); // ISO-8859-1
    charLength = length - start;
  }

  @Override
  public void close() throws IOException {
    in.close();
  }
}
