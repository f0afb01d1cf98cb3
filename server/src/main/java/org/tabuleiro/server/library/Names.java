package org.tabuleiro.server.library;

import java.text.Normalizer;
import java.util.Locale;

/** Search keys for names: lower case, accents removed, runs of spaces made one ("Capablanca, José Raúl" → "capablanca, jose raul"). */
public final class Names {
  private Names() {}

  /** The words of a name for the player index: {@link #key}, split at anything not a letter or digit, distinct, each at most 50 characters. */
  public static java.util.List<String> words(String text) {
    java.util.LinkedHashSet<String> out = new java.util.LinkedHashSet<>();
    for (String w : key(text).split("[^\\p{L}\\p{N}]+")) {
      if (!w.isEmpty()) out.add(w.length() <= 50 ? w : w.substring(0, 50));
    }
    return java.util.List.copyOf(out);
  }

  public static String key(String text) {
    if (text == null) return "";
    String s = Normalizer.normalize(text, Normalizer.Form.NFD).replaceAll("\\p{M}+", "");
    return s.toLowerCase(Locale.ROOT).replaceAll("\\s+", " ").strip();
  }
}
