package org.tabuleiro.server.library;

import java.text.Normalizer;
import java.util.Locale;

/** Search keys for names: lower case, accents removed, runs of spaces made one ("Capablanca, José Raúl" → "capablanca, jose raul"). */
public final class Names {
  private Names() {}

  public static String key(String text) {
    if (text == null) return "";
    String s = Normalizer.normalize(text, Normalizer.Form.NFD).replaceAll("\\p{M}+", "");
    return s.toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").strip();
  }
}
