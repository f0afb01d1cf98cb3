package org.tabuleiro.server.event;

import java.util.List;
import java.util.Optional;

/**
 * An age group by birth years, both included; null for no bound. The school-sport preset ({@link #school}) is
 * computed from the season's year by age = season − birth year, and overlaps on purpose: Sub 8 and Sub 10 are the
 * first cycle's, within Infantis 1.
 */
public record EventCategory(String name, Integer fromYear, Integer toYear) {
  /** Desporto Escolar's age groups ("escalões") in the season {@code season}. */
  public static List<EventCategory> school(int season) {
    return List.of(
        new EventCategory("Sub 8", season - 7, null),
        new EventCategory("Sub 10", season - 9, null),
        new EventCategory("Infantis 1", season - 10, null),
        new EventCategory("Infantis", season - 12, season - 11),
        new EventCategory("Iniciados", season - 14, season - 13),
        new EventCategory("Juvenis", season - 16, season - 15),
        new EventCategory("Juniores/Seniores", null, season - 17));
  }

  /** Does a player born in {@code birthYear} belong here? */
  public boolean includes(Integer birthYear) {
    if (birthYear == null) return false;
    return (fromYear == null || birthYear >= fromYear) && (toYear == null || birthYear <= toYear);
  }

  /** The category with this name, ignoring case, blanks, dashes and accents ("infantis 1", "Sub8"). */
  public static Optional<EventCategory> byName(List<EventCategory> categories, String name) {
    String key = key(name);
    return categories.stream().filter(c -> key(c.name).equals(key)).findFirst();
  }

  public static String key(String s) {
    return EventNames.key(s).replaceAll("[\\s_-]", "");
  }
}
