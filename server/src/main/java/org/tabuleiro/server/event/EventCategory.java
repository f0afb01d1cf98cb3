package org.tabuleiro.server.event;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * An age group by the age reached in the season's year ({@code season - birth year}), bounds included; null for no
 * bound. The school-sport preset ({@link #SCHOOL}) overlaps on purpose: Sub 8 and Sub 10 are the first cycle's, within
 * Infantis 1.
 */
public record EventCategory(String name, Integer minAge, Integer maxAge) {
  /** Desporto Escolar's age groups ("escalões"). */
  public static final List<EventCategory> SCHOOL = List.of(
      new EventCategory("Sub 8", null, 7),
      new EventCategory("Sub 10", null, 9),
      new EventCategory("Infantis 1", null, 10),
      new EventCategory("Infantis", 11, 12),
      new EventCategory("Iniciados", 13, 14),
      new EventCategory("Juvenis", 15, 16),
      new EventCategory("Juniores/Seniores", 17, null));

  /** Does a player born in {@code birthYear} belong here in the season {@code season}? */
  public boolean includes(Integer birthYear, int season) {
    if (birthYear == null) return false;
    int age = season - birthYear;
    return (minAge == null || age >= minAge) && (maxAge == null || age <= maxAge);
  }

  /** The preset category with this name, ignoring case, blanks and accents ("infantis 1", "Sub8"). */
  public static Optional<EventCategory> byName(String name) {
    String key = key(name);
    return SCHOOL.stream().filter(c -> key(c.name).equals(key)).findFirst();
  }

  private static String key(String s) {
    return EventNames.key(s).replaceAll("[\\s_-]", "").toLowerCase(Locale.ROOT);
  }
}
