package org.tabuleiro.server.library;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.Reader;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;

/** Each line of an upload UTF-8 when it is valid UTF-8, else Latin-1; a line longer than a piece is cut between characters. */
class DecodingReaderTest {
  @Test
  void utf8AndLatin1LinesMayBeMixedAndALeadingByteOrderMarkIsDropped() throws IOException {
    ByteArrayOutputStream file = new ByteArrayOutputStream();
    file.write(new byte[] {(byte) 0xEF, (byte) 0xBB, (byte) 0xBF});
    file.write("[White \"Capablanca, José Raúl\"]\r\n".getBytes(StandardCharsets.UTF_8));
    file.write("[Black \"Gonçalves, João\"]\n".getBytes(StandardCharsets.ISO_8859_1));
    file.write("{€ 😀 ñ}".getBytes(StandardCharsets.UTF_8));
    assertEquals("[White \"Capablanca, José Raúl\"]\r\n[Black \"Gonçalves, João\"]\n{€ 😀 ñ}",
        readAll(new DecodingReader(new ByteArrayInputStream(file.toByteArray()))));
  }

  @Test
  void aLineLongerThanAPieceIsDecodedInPiecesCutBetweenCharacters() throws IOException {
    String line = "{análise € 😀 ação} 32-28 ".repeat(50);
    byte[] utf8 = (line + "\n" + line).getBytes(StandardCharsets.UTF_8);
    for (int piece = 4; piece <= 13; piece++) {
      assertEquals(line + "\n" + line, readAll(new DecodingReader(new ByteArrayInputStream(utf8), piece)), "pieces of " + piece);
    }
    String latin1 = "{Gonçalves, João; análise} 32-28 ".repeat(50);
    assertEquals(latin1, readAll(new DecodingReader(new ByteArrayInputStream(latin1.getBytes(StandardCharsets.ISO_8859_1)), 7)));
  }

  @Test
  void aLatin1ByteThatLooksLikeTheStartOfACharacterAtTheEndIsStillRead() throws IOException {
    byte[] bytes = "abcdefg\u00e9".getBytes(StandardCharsets.ISO_8859_1);   // 0xE9 last: a cut 3-byte sequence
    assertEquals("abcdefg\u00e9", readAll(new DecodingReader(new ByteArrayInputStream(bytes), 4)));
    assertEquals("abcdefg\u00e9", readAll(new DecodingReader(new ByteArrayInputStream(bytes))));
  }

  private static String readAll(Reader r) throws IOException {
    StringBuilder sb = new StringBuilder();
    char[] buf = new char[5];
    for (int n; (n = r.read(buf, 0, buf.length)) >= 0; ) sb.append(buf, 0, n);
    return sb.toString();
  }
}
