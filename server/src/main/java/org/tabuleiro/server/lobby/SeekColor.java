package org.tabuleiro.server.lobby;

import java.util.Locale;

/** The colour a seeker asks for; {@link #RANDOM} is drawn when the seek is accepted. */
public enum SeekColor {
  WHITE, BLACK, RANDOM;

  public String key() {
    return name().toLowerCase(Locale.ROOT);
  }

  public static SeekColor byKey(String key) {
    for (SeekColor c : values()) {
      if (c.key().equals(key)) return c;
    }
    throw new IllegalArgumentException("unknown colour \"" + key + "\" (white, black, random)");
  }
}
