package org.tabuleiro.server.event;

import java.text.Normalizer;
import java.util.Locale;
import java.util.Optional;

/**
 * A pupil's school cycle, as the school-sport regulation's age-group tables tell them apart: the 1st cycle (1st-4th
 * year) has a table of its own; the 2nd and 3rd cycles and secondary school share the other.
 */
public enum SchoolCycle {
  FIRST("1", "1º ciclo"),
  SECOND("2", "2º ciclo"),
  THIRD("3", "3º ciclo"),
  SECONDARY("sec", "secundário");

  private final String code;
  private final String label;

  SchoolCycle(String code, String label) {
    this.code = code;
    this.label = label;
  }

  /** How lists, JSON and the database write it: {@code 1}, {@code 2}, {@code 3} or {@code sec}. */
  public String code() {
    return code;
  }

  /** In words, for messages: "1º ciclo", "secundário". */
  public String label() {
    return label;
  }

  /**
   * The cycle a list's cell or a form names, read generously: {@code 1}, {@code 1º}, {@code 1.º ciclo}, {@code 1ª},
   * {@code 1 CEB}, {@code primeiro}, {@code sec}, {@code secundário}, {@code ensino secundário}, {@code 2}/{@code 3}
   * likewise; empty when it names none.
   */
  public static Optional<SchoolCycle> parse(String text) {
    if (text == null) return Optional.empty();
    String t = Normalizer.normalize(text.strip().toLowerCase(Locale.ROOT), Normalizer.Form.NFD).replaceAll("\\p{M}", "")
        .replaceAll("[º°ª.]", " ").replaceAll("\\s+", " ").strip();
    t = t.replaceFirst("^ensino ", "").replaceFirst("^ciclo ", "").replaceFirst(" (ciclo|ceb|c e b|cycle)$", "").strip();
    t = t.replaceFirst("^(\\d) ?o$", "$1");   // "1o", "1 o" (the ordinal typed without its sign)
    return switch (t) {
      case "1", "i", "primeiro", "first" -> Optional.of(FIRST);
      case "2", "ii", "segundo", "second" -> Optional.of(SECOND);
      case "3", "iii", "terceiro", "third" -> Optional.of(THIRD);
      case "sec", "s", "secundario", "secundaria", "secondary" -> Optional.of(SECONDARY);
      default -> Optional.empty();
    };
  }

  /** By its {@link #code()} (as stored); empty for null. */
  public static Optional<SchoolCycle> ofCode(String code) {
    if (code == null) return Optional.empty();
    for (SchoolCycle c : values()) if (c.code.equals(code)) return Optional.of(c);
    throw new IllegalArgumentException("not a school cycle code: " + code);
  }

  /**
   * The cycle of a pupil of this age (the season's year minus the birth year) who is in the year of school usual for
   * it: 9 or less the 1st cycle, 10-11 the 2nd, 12-14 the 3rd, 15 or more secondary.
   */
  public static SchoolCycle usualFor(int age) {
    return age <= 9 ? FIRST : age <= 11 ? SECOND : age <= 14 ? THIRD : SECONDARY;
  }
}
