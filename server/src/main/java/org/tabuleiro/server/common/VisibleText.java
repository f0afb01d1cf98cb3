package org.tabuleiro.server.common;

import java.util.Optional;

/**
 * Characters that a name must not hold because they cannot be seen or they change what the text around them looks
 * like: control characters (C0, C1, line and paragraph separators), the bidirectional overrides, embeddings,
 * isolates and marks (U+202A-202E, U+2066-2069, U+200E, U+200F, U+061C; an override makes "nimda" read as "admin")
 * and the zero-width ones (U+200B-200D, U+2060, U+FEFF), which make two names look the same.
 */
public final class VisibleText {
  private VisibleText() {}

  /** Where the first such character is and which it is, e.g. "U+202E na posição 4"; empty when there is none. */
  public static Optional<String> firstHidden(String text) {
    int position = 0;
    for (int i = 0; i < text.length(); ) {
      int c = text.codePointAt(i);
      position++;
      if (isHidden(c)) return Optional.of(String.format("U+%04X na posição %d", c, position));
      i += Character.charCount(c);
    }
    return Optional.empty();
  }

  public static boolean isHidden(int c) {
    return Character.isISOControl(c)
        || c == 0x2028 || c == 0x2029                     // line and paragraph separators
        || (c >= 0x202A && c <= 0x202E)                   // bidi embeddings and overrides
        || (c >= 0x2066 && c <= 0x2069)                   // bidi isolates
        || c == 0x200E || c == 0x200F || c == 0x061C      // bidi marks
        || (c >= 0x200B && c <= 0x200D) || c == 0x2060 || c == 0xFEFF;  // zero width
  }
}
