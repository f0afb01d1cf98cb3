package org.tabuleiro.server.event;

import java.text.Normalizer;
import java.util.Locale;

/** Names compared as people compare them: without case, accents or repeated blanks ("JOÃO  Sá" is "joao sa"). */
public final class EventNames {
  private EventNames() {}

  public static String key(String name) {
    String t = Normalizer.normalize(name.strip(), Normalizer.Form.NFD).replaceAll("\\p{M}", "");
    return t.replaceAll("\\s+", " ").toLowerCase(Locale.ROOT);
  }
}
