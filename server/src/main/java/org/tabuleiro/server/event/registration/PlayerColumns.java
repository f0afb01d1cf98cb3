package org.tabuleiro.server.event.registration;

import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.text.Normalizer;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.Set;

/**
 * The column names a players' list may use, in Portuguese (Portugal and Brazil) or English ({@code player-columns.txt}
 * beside this class), each read as one of the list's columns ({@code name}, {@code gender}, ...). A header cell is compared without case, accents, spaces or
 * punctuation: "Ano de nascimento", "ANO NASC.", "ano_nascimento" and "anodenascimento" are one name. A few columns
 * schools keep for themselves (Nº, Turma, Observações) are known and ignored; any other is refused by the reader.
 */
public final class PlayerColumns {
  /** Each column with the names it is known by; the first is the one the template writes. */
  private static final Map<String, List<String>> NAMES = names();

  /** Columns of school lists that say nothing the event keeps: skipped, and said so in the preview. */
  private static final Set<String> IGNORED = Set.of("n", "no", "num", "numero", "turma", "observacoes", "obs");

  private PlayerColumns() {}

  /** The names from {@code player-columns.txt} beside this class: data, in the languages schools write them. */
  private static Map<String, List<String>> names() {
    Map<String, List<String>> m = new LinkedHashMap<>();
    try (InputStream in = PlayerColumns.class.getResourceAsStream("player-columns.txt")) {
      if (in == null) throw new IllegalStateException("player-columns.txt is missing beside PlayerColumns");
      for (String line : new String(in.readAllBytes(), StandardCharsets.UTF_8).split("\n")) {
        String t = line.strip();
        if (t.isEmpty() || t.startsWith("#")) continue;
        int colon = t.indexOf(':');
        m.put(t.substring(0, colon).strip(), Arrays.stream(t.substring(colon + 1).split("\\|")).map(String::strip).toList());
      }
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return Collections.unmodifiableMap(m);
  }

  /** A header cell as compared: no case, accents, ordinal signs, blanks or punctuation ("N.º FIDE" is "nfide"). */
  static String key(String header) {
    String t = Normalizer.normalize(header.strip(), Normalizer.Form.NFD).replaceAll("\\p{M}", "");
    return t.toLowerCase(Locale.ROOT).replaceAll("[^a-z0-9]", "");
  }

  /** The column a header cell names ({@code name}, {@code birth_year}...), if any. */
  public static Optional<String> column(String header) {
    String k = key(header);
    for (Map.Entry<String, List<String>> e : NAMES.entrySet()) {
      for (String n : e.getValue()) {
        if (key(n).equals(k)) return Optional.of(e.getKey());
      }
    }
    return Optional.empty();
  }

  /** Is it a column schools keep for themselves (Nº, Turma, Observações), skipped when read? */
  public static boolean ignored(String header) {
    return IGNORED.contains(key(header));
  }

  /** The header the template writes for a column ("Nome", "Ano de nascimento"). */
  public static String title(String column) {
    return NAMES.get(column).getFirst();
  }

  /** The columns a list may have, in the order above. */
  public static List<String> columns() {
    return List.copyOf(NAMES.keySet());
  }

  /** The accepted names, for a refusal: "Nome (ou Nome completo, ..., name); Sexo (ou Género, ...)". */
  public static String accepted() {
    StringBuilder b = new StringBuilder();
    for (Map.Entry<String, List<String>> e : NAMES.entrySet()) {
      if (!b.isEmpty()) b.append("; ");
      List<String> n = e.getValue();
      b.append(n.getFirst()).append(" (ou ").append(String.join(", ", n.subList(1, n.size()))).append(')');
    }
    return b.toString();
  }
}
